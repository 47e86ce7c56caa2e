import { expect } from 'chai';
import { inEnglish, transliterated } from './lexicon';

describe('reading a prompt in Hindi, Spanish or French', () => {
  it('reads Devanagari film words in English and drops the small words', () => {
    expect(inEnglish('डरावनी फ़िल्म')).to.equal('scary');
    expect(inEnglish('प्यार की कहानी')).to.equal('love story');
    expect(inEnglish('सच्ची कहानी पर आधारित')).to.equal('true story based');
  });

  it('spells other Devanagari words in Latin letters, so names can be recognised', () => {
    expect(inEnglish('अमिताभ बच्चन')).to.equal('amitabh bachchan');
    expect(transliterated('शाहरुख खान')).to.equal('shahrukh khan');
    expect(transliterated('आमिर')).to.equal('amir');
    expect(transliterated('संगीत')).to.equal('sangit');
    expect(transliterated('दुःख')).to.equal('dukh');
    expect(transliterated('ऋषि')).to.equal('rishi');
    expect(transliterated('a b')).to.equal('a b');
  });

  it('reads Hindi written in Latin letters', () => {
    expect(inEnglish('bhoot wali movie')).to.equal('ghost movie');
    expect(inEnglish('sacchi kahani')).to.equal('true story');
    expect(inEnglish('horror nahi chahiye')).to.equal('horror not');
  });

  it('reads Spanish and French with or without their accents', () => {
    expect(inEnglish('películas de terror')).to.equal('horror');
    expect(inEnglish('peliculas de terror')).to.equal('horror');
    expect(inEnglish('una comedia romántica')).to.equal('romantic comedy');
    expect(inEnglish('ciencia ficción en el espacio')).to.equal('sci-fi space');
    expect(inEnglish("films d'horreur")).to.equal("' horror");
    expect(inEnglish('une comédie romantique')).to.equal('romantic comedy');
    expect(inEnglish('tueur en série')).to.equal('serial killer');
    expect(inEnglish('un film qui fait du bien')).to.equal('feel good');
  });

  it('keeps English words as they are, and a lexicon word only as a whole word', () => {
    expect(inEnglish('a heist inside dreams')).to.equal('a heist inside dreams');
    expect(inEnglish('terrorism')).to.equal('terrorism');
    expect(inEnglish('kindness')).to.equal('kindness');
  });
});
