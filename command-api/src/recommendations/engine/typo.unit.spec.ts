import { expect } from 'chai';
import { bitCount, correctedWord, editDistance, editsAllowed, lettersOf, type Vocabulary } from './typo';

const vocabulary: Vocabulary = {
  counts: new Map([
    ['thriller', 40],
    ['thrillers', 3],
    ['christopher', 5],
    ['scorsese', 4],
    ['train', 9],
    ['brain', 2],
    ['house', 30],
    ['parasite', 1],
    ['cat', 3],
  ]),
  joined: new Map([['shahrukh', 'shah rukh']]),
};

describe('reading typos against the catalog words', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one edit each', () => {
    expect(editDistance('thriler', 'thriller', 2)).to.equal(1);
    expect(editDistance('trian', 'train', 2)).to.equal(1);
    expect(editDistance('scorcese', 'scorsese', 2)).to.equal(1);
    expect(editDistance('house', 'hous', 2)).to.equal(1);
    expect(editDistance('abc', 'abc', 0)).to.equal(0);
    expect(editDistance('kitten', 'sitting', 3)).to.equal(3);
    expect(editDistance('ca', 'abc', 3)).to.equal(3);
  });

  it('stops as soon as the distance is known to exceed the most allowed', () => {
    expect(editDistance('abcdef', 'uvwxyz', 2)).to.equal(3);
    expect(editDistance('a', 'abcd', 2)).to.equal(3);
    expect(editDistance('a', 'abcdefgh', 1)).to.equal(2);
  });

  it('counts a swap only of two neighbours that trade places', () => {
    expect(editDistance('ab', 'ba', 2)).to.equal(1);
    expect(editDistance('ab', 'ca', 2)).to.equal(2);
    expect(editDistance('ba', 'ac', 2)).to.equal(2);
  });

  it('measures words of any length, whatever it measured before', () => {
    const long = 'supercalifragilisticexpialidocious-and-then-some';
    expect(editDistance(long, `${long}s`, 2)).to.equal(1);
    expect(editDistance(long, long.replace('fragi', 'frgai'), 2)).to.equal(1);
    expect(editDistance('', 'abc', 5)).to.equal(3);
    expect(editDistance('abc', '', 5)).to.equal(3);
  });

  it('allows no edit below four letters, one up to seven, two from eight', () => {
    expect([3, 4, 7, 8, 12].map(editsAllowed)).to.deep.equal([0, 1, 1, 2, 2]);
  });

  it('takes a word the catalog lacks for its closest word, the more frequent on a tie', () => {
    expect(correctedWord('thriler', vocabulary)).to.equal('thriller');
    expect(correctedWord('christpher', vocabulary)).to.equal('christopher');
    expect(correctedWord('scorcese', vocabulary)).to.equal('scorsese');
    expect(correctedWord('trian', vocabulary)).to.equal('train');
    expect(correctedWord('hous', vocabulary)).to.equal('house');
    expect(correctedWord('paraiste', vocabulary)).to.equal('parasite');
    expect(correctedWord('grain', vocabulary)).to.equal('train');
  });

  it('keeps a known word, a short one, one with digits, and one too far from any', () => {
    expect(correctedWord('brain', vocabulary)).to.equal('brain');
    expect(correctedWord('cot', vocabulary)).to.equal('cot');
    expect(correctedWord('r2d2', vocabulary)).to.equal('r2d2');
    expect(correctedWord('zebra', vocabulary)).to.equal('zebra');
  });

  it('takes the closer word before the more frequent one, and the first of two equally close and frequent', () => {
    const words = (counts: [string, number][]): Vocabulary => ({ counts: new Map(counts), joined: new Map() });
    expect(
      correctedWord(
        'abcdefgh',
        words([
          ['abcdefxy', 50],
          ['abcdefgz', 1],
        ]),
      ),
    ).to.equal('abcdefgz');
    expect(
      correctedWord(
        'abcdefgh',
        words([
          ['abcdefgz', 1],
          ['abcdefxy', 50],
        ]),
      ),
    ).to.equal('abcdefgz');
    expect(
      correctedWord(
        'grain',
        words([
          ['train', 5],
          ['brain', 5],
        ]),
      ),
    ).to.equal('train');
  });

  it('tells words apart by the letters they have, an edit changing at most two', () => {
    expect(bitCount(0)).to.equal(0);
    expect(bitCount(0b1011)).to.equal(3);
    expect(bitCount(-1)).to.equal(32);
    expect(lettersOf('abba')).to.equal(lettersOf('ab'));
    expect(bitCount(lettersOf('grain') ^ lettersOf('train'))).to.equal(2);
    expect(bitCount(lettersOf('trian') ^ lettersOf('train'))).to.equal(0);
    expect(bitCount(lettersOf('house') ^ lettersOf('hous'))).to.equal(1);
    expect(bitCount(lettersOf('abcd') ^ lettersOf('wxyz'))).to.equal(8);
    // Characters 31 apart share a bit: 'a' (97) and 'B' (66).
    expect(lettersOf('a')).to.equal(lettersOf('B'));
  });

  it('corrects a word two substitutions away in a long word, each changing two letters', () => {
    expect(correctedWord('abcdefgh', { counts: new Map([['abcdefxy', 1]]), joined: new Map() })).to.equal('abcdefxy');
  });

  it('weighs words of other lengths alike: the more frequent first, then the first in the catalog’s order', () => {
    const words = (counts: [string, number][]): Vocabulary => ({ counts: new Map(counts), joined: new Map() });
    expect(
      correctedWord(
        'grain',
        words([
          ['grains', 5],
          ['grin', 5],
        ]),
      ),
    ).to.equal('grains');
    expect(
      correctedWord(
        'grain',
        words([
          ['grin', 1],
          ['grains', 5],
        ]),
      ),
    ).to.equal('grains');
    expect(
      correctedWord(
        'grain',
        words([
          ['grains', 1],
          ['grin', 5],
        ]),
      ),
    ).to.equal('grin');
  });

  it('never corrects to a word under four letters, and does to one of four', () => {
    expect(correctedWord('cart', vocabulary)).to.equal('cart');
    expect(
      correctedWord('rian', {
        counts: new Map([
          ['rain', 1],
          ['train', 9],
        ]),
        joined: new Map(),
      }),
    ).to.equal('rain');
  });

  it('leaves a word with anything but letters, wherever it is', () => {
    for (const word of ['tra1n', '1train', 'train1']) expect(correctedWord(word, vocabulary)).to.equal(word);
  });

  it('keeps a known word even when it is also a joined name, and reads an unknown joined name before a close word', () => {
    const both: Vocabulary = {
      counts: new Map([
        ['shahrukh', 1],
        ['sharukh', 9],
      ]),
      joined: new Map([['shahrukh', 'shah rukh']]),
    };
    expect(correctedWord('shahrukh', both)).to.equal('shahrukh');
    const close: Vocabulary = { counts: new Map([['sharukh', 9]]), joined: new Map([['shahrukh', 'shah rukh']]) };
    expect(correctedWord('shahrukh', close)).to.equal('shah rukh');
  });

  it('splits a two-word name typed as one, also with a slip', () => {
    expect(correctedWord('shahrukh', vocabulary)).to.equal('shah rukh');
    expect(correctedWord('shahruk', vocabulary)).to.equal('shah rukh');
  });
});
