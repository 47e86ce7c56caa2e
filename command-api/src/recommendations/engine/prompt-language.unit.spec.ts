import { expect } from 'chai';
import { promptLanguage } from './prompt-language';

describe('the language a prompt is written in', () => {
  it('is Hindi for any Devanagari, even beside English words', () => {
    expect(promptLanguage('डरावनी फ़िल्म')).to.equal('Hindi');
    expect(promptLanguage('a horror film, कुछ')).to.equal('Hindi');
  });

  it("is Hindi, Spanish or French by that language's own small words", () => {
    expect(promptLanguage('kuch mazedaar dekhna hai')).to.equal('Hindi');
    expect(promptLanguage('dosti pe film')).to.equal('Hindi');
    expect(promptLanguage('películas de terror para la familia')).to.equal('Spanish');
    expect(promptLanguage('algo divertido')).to.equal('Spanish');
    expect(promptLanguage('dessin animé pour enfants')).to.equal('French');
    expect(promptLanguage('un film qui fait peur, d’horreur')).to.equal('French');
  });

  it('is none for English, even with words other languages share with it', () => {
    expect(promptLanguage('a terror attack thriller with a con artist')).to.equal(undefined);
    expect(promptLanguage('anime films about a voyage')).to.equal(undefined);
    expect(promptLanguage('')).to.equal(undefined);
  });

  it('is none when two languages have as many words', () => {
    expect(promptLanguage('amor amour')).to.equal(undefined);
  });

  it('goes to the language with more of its words', () => {
    expect(promptLanguage('amor amour une comédie')).to.equal('French');
    expect(promptLanguage('une película para la familia')).to.equal('Spanish');
  });
});
