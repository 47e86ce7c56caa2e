import { expect } from 'chai';
import { parseTermQuery, parseTsvector, TextIndex } from './text-match';

describe('the full-text match in memory', () => {
  describe('reading a tsvector as PostgreSQL prints it', () => {
    it('reads each lexeme with its positions and weights (D when none is printed)', () => {
      const lexemes = parseTsvector("'heist':1A,7B 'love':3C 'stori':12");
      expect([...lexemes.keys()]).to.deep.equal(['heist', 'love', 'stori']);
      expect(lexemes.get('heist')).to.deep.equal([1 * 4 + 3, 7 * 4 + 2]);
      expect(lexemes.get('love')).to.deep.equal([3 * 4 + 1]);
      expect(lexemes.get('stori')).to.deep.equal([12 * 4]);
    });

    it('reads a doubled quote or backslash inside a lexeme as one', () => {
      expect([...parseTsvector("'o''brien':2A 'a\\\\b':4 'x-men':1B").keys()]).to.deep.equal(["o'brien", 'a\\b', 'x-men']);
    });

    it('keeps a lexeme’s doubled letters', () => {
      expect([...parseTsvector("'killer':1 'bell':2").keys()]).to.deep.equal(['killer', 'bell']);
    });

    it('reads an empty vector as no lexemes, and refuses what a tsvector cannot print', () => {
      expect(parseTsvector('').size).to.equal(0);
      expect(() => parseTsvector(':1')).to.throw('Unexpected ":1" in a tsvector');
      expect(() => parseTsvector("'a':1 x")).to.throw('Unexpected "x" in a tsvector');
      expect(() => parseTsvector("'a':x1")).to.throw('Unexpected position "x1" in a tsvector');
      expect(() => parseTsvector("'love':3X")).to.throw('Unexpected position "3X" in a tsvector');
      expect(() => parseTsvector('love')).to.throw('Unexpected "love" in a tsvector');
      expect(() => parseTsvector("'love")).to.throw('Unterminated lexeme');
    });
  });

  describe('reading a term’s query', () => {
    it('reads plainto_tsquery’s lexemes joined by & as all of them', () => {
      expect(parseTermQuery("'sci-fi' & 'sci' & 'fi'")).to.deep.equal({ kind: 'all', lexemes: ['sci-fi', 'sci', 'fi'] });
      expect(parseTermQuery("'heist'")).to.deep.equal({ kind: 'all', lexemes: ['heist'] });
      expect(parseTermQuery("'a' &'b'")).to.deep.equal({ kind: 'all', lexemes: ['a', 'b'] });
    });

    it('reads phraseto_tsquery’s lexemes as a phrase, each at its distance from the first', () => {
      expect(parseTermQuery("'stori' <2> 'love'")).to.deep.equal({ kind: 'phrase', lexemes: ['stori', 'love'], offsets: [0, 2] });
      expect(parseTermQuery("'state-of-the-art' <-> 'state' <3> 'art' <-> 'film'")).to.deep.equal({
        kind: 'phrase',
        lexemes: ['state-of-the-art', 'state', 'art', 'film'],
        offsets: [0, 1, 4, 5],
      });
      expect(parseTermQuery("'a' <12> 'b'")).to.deep.equal({ kind: 'phrase', lexemes: ['a', 'b'], offsets: [0, 12] });
    });

    it('leaves every other shape to PostgreSQL', () => {
      for (const shape of [
        "'a' | 'b'",
        "!'a'",
        "'a' & 'b' <-> 'c'",
        "( 'a' & 'b' ) <-> 'c'",
        "'a':AB",
        "'a':*",
        "'a' 'b'",
        "'a' &",
        '',
        "'a' <x> 'b'",
        "'a' 'b' 'c'",
        "'a' x<2> 'b'",
        "'a' <2>x 'b'",
        "& 'a'",
      ])
        expect(parseTermQuery(shape), shape).to.equal(undefined);
    });
  });

  describe('matching titles', () => {
    // Title 0: 'A love story' in the title (A), 'heist' in the tags (B); title 1: the same words in the synopsis (C) only.
    const index = new TextIndex([
      "'love':2A 'stori':3A 'heist':5B 'bank':9C",
      "'heist':20C 'love':12C 'stori':13C",
      "'stori':1A 'love':3A",
      "'bank':4B 'heist':6C",
    ]);
    const match = (query: string) => {
      const found = index.match(parseTermQuery(query)!);
      return [...found.titles].map((title, k) => `${title}${found.strong[k] ? ' strong' : ''}`);
    };

    it('finds the titles with every lexeme, strong where every one is in the title, tags or genres', () => {
      expect(match("'heist'")).to.deep.equal(['0 strong', '1', '3']);
      expect(match("'heist' & 'bank'")).to.deep.equal(['0', '3']);
      expect(match("'love' & 'heist'")).to.deep.equal(['0 strong', '1']);
      expect(match("'bank' & 'stori'")).to.deep.equal(['0']);
    });

    it('finds a phrase only with its lexemes at their distances, in that order', () => {
      expect(match("'love' <-> 'stori'")).to.deep.equal(['0 strong', '1']);
      expect(match("'stori' <-> 'love'")).to.deep.equal([]);
      expect(match("'stori' <2> 'love'")).to.deep.equal(['2 strong']);
      expect(match("'love' <2> 'stori'")).to.deep.equal([]);
    });

    it('calls a phrase strong only when each of its words there is in the title, tags or genres', () => {
      const mixed = new TextIndex(["'bank':4B,10A 'heist':5C,11A", "'bank':4B 'heist':5C", "'bank':4A,10C 'heist':5C,11A"]);
      const found = mixed.match(parseTermQuery("'bank' <-> 'heist'")!);
      expect([...found.titles]).to.deep.equal([0, 1, 2]);
      expect([...found.strong]).to.deep.equal([1, 0, 0]);
    });

    it('calls a match strong when each lexeme has some position in the title, tags or genres', () => {
      const found = new TextIndex(["'heist':5B,9C", "'heist':9C"]).match({ kind: 'all', lexemes: ['heist'] });
      expect([...found.strong]).to.deep.equal([1, 0]);
    });

    it('matches a phrase in the synopsis (weight D too), and strongly in weight B', () => {
      const found = new TextIndex(["'love':3 'stori':4", "'bank':4B 'heist':5B"]);
      expect([...found.match(parseTermQuery("'love' <-> 'stori'")!).titles]).to.deep.equal([0]);
      expect([...found.match(parseTermQuery("'bank' <-> 'heist'")!).strong]).to.deep.equal([1]);
    });

    it('finds each lexeme’s titles, and only those', () => {
      const sparse = new TextIndex(["'a':1", "'b':1", "'c':5 'd':6", "'a':2 'd':9"]);
      const titles = (query: string) => [...sparse.match(parseTermQuery(query)!).titles];
      expect(titles("'c'")).to.deep.equal([2]);
      expect(titles("'d'")).to.deep.equal([2, 3]);
      expect(titles("'c' <-> 'd'")).to.deep.equal([2]);
      expect(titles("'a' & 'd'")).to.deep.equal([3]);
    });

    it('finds nothing for a lexeme no title has', () => {
      expect(match("'zombi'")).to.deep.equal([]);
      expect(match("'heist' & 'zombi'")).to.deep.equal([]);
    });
  });
});
