import { expect } from 'chai';
import { analysePrompt } from './prompt';

describe('reading a prompt', () => {
  it('reads languages, genres, content types, series and eras as wishes, kept as the user typed them', () => {
    const { wishes, terms } = analysePrompt('Award-winning KOREAN dramas from the 90s, a series please');
    expect(wishes.map((w) => [w.kind, w.value, w.said])).to.deep.equal([
      ['language', 'Korean', 'KOREAN'],
      ['genre', 'Drama', 'dramas'],
      ['contentType', 'Award winner', 'Award-winning'],
      ['series', 'Series', 'series'],
      ['era', '1990s', '90s'],
    ]);
    expect(terms).to.deep.equal([]);
  });

  it('keeps the words worth searching, and neighbouring words also as a phrase', () => {
    const { terms } = analysePrompt('Show me a movie about time travel and coming of age');
    expect(terms.map((t) => t.term)).to.deep.equal(['time', 'time travel', 'travel', 'coming', 'coming of age', 'age']);
  });

  it('reads animation as a kind of title, not a word to search (which would find Animal: both stem to anim)', () => {
    for (const said of ['animated films for kids', 'cartoons', 'some animation', 'dessin animé']) {
      const prompt = analysePrompt(said);
      expect(
        prompt.wishes.filter((w) => w.kind === 'tag').map((w) => w.value),
        said,
      ).to.deep.equal(['animation']);
      expect(prompt.terms.map((t) => t.term).join(' '), said).not.to.include('anim');
    }
  });

  it('corrects in a Spanish or French prompt only the names typed with a capital: the nearest English word is a false friend', () => {
    const vocabulary = {
      counts: new Map([
        ['play', 40],
        ['place', 30],
        ['nolan', 9],
        ['beach', 5],
      ]),
      joined: new Map<string, string>(),
    };
    const terms = (said: string) => analysePrompt(said, vocabulary).terms.map((t) => t.term);
    expect(terms('una película en la playaa')).to.include('playaa').and.not.include('play');
    expect(terms('je veux voir une plag')).to.include('plag').and.not.include('play');
    expect(analysePrompt('películas de Christopher Nolen', vocabulary).names).to.include('nolan');
    // In English every word may be a typo.
    expect(terms('a film about a plaace')).to.include('place');
  });

  it('finds wishes only as whole words', () => {
    const { wishes, terms } = analysePrompt('a transaction gone wrong');
    expect(wishes).to.deep.equal([]);
    expect(terms.map((t) => t.term)).to.include('transaction');
  });

  it('gives the prompt as lower-case text for comparing titles and names', () => {
    expect(analysePrompt('  Christopher   Nolan ').text).to.equal('christopher nolan');
  });
});

describe('reading a prompt: moods, the language it is written in, and where a title may be named', () => {
  it('reads a mood as the catalog words for it, not as its plain words', () => {
    const cheer = analysePrompt('something to cheer me up after a bad day');
    expect(cheer.wishes.map((w) => w.value)).to.deep.equal(['Feel good']);
    expect(cheer.terms.map((t) => t.term)).to.not.include.members(['bad', 'day']);
    expect(analysePrompt('I want to have a good cry').terms.map((t) => t.term)).to.deep.equal(['tearjerker']);
    expect(analysePrompt('keeps me on the edge of my seat').wishes.map((w) => w.value)).to.deep.equal(['Thriller']);
    expect(analysePrompt('a banker wrongly jailed').terms.map((t) => t.term)).to.include('prison');
  });

  it('reads what people call a franchise or a studio as the catalog records it', () => {
    expect(analysePrompt('007 films').names).to.include('james bond');
    expect(analysePrompt('the MCU').names).to.include('marvel cinematic universe');
  });

  it('knows a prompt written in Hindi, in either script, in Spanish or in French, and no language for English', () => {
    expect(analysePrompt('प्यार की कहानी').writtenIn).to.equal('Hindi');
    expect(analysePrompt('pyaar ki kahani').writtenIn).to.equal('Hindi');
    expect(analysePrompt('una película de amor triste').writtenIn).to.equal('Spanish');
    expect(analysePrompt('une comédie romantique pour les enfants').writtenIn).to.equal('French');
    expect(analysePrompt('a sad love story for the weekend').writtenIn).to.equal(undefined);
  });

  it('looks for a named title only in the words not read as wishes', () => {
    const prompt = analysePrompt('a bittersweet Love Story set in Paris');
    expect(prompt.titleText).to.not.include('love story');
    expect(prompt.titleText).to.include('paris');
    expect(analysePrompt('Oldboy').titleText).to.equal('oldboy');
  });
});
