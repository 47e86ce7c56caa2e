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

  it('finds wishes only as whole words', () => {
    const { wishes, terms } = analysePrompt('a transaction gone wrong');
    expect(wishes).to.deep.equal([]);
    expect(terms.map((t) => t.term)).to.include('transaction');
  });

  it('gives the prompt as lower-case text for comparing titles and names', () => {
    expect(analysePrompt('  Christopher   Nolan ').text).to.equal('christopher nolan');
  });
});
