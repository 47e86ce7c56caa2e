import { expect } from 'chai';
import { diversified, likeness, type Diversifiable } from './film-variety';

const film = (name: string, score: number, facts: Partial<Diversifiable> = {}): Diversifiable & { name: string } => ({
  name,
  genres: ['Crime', 'Thriller'],
  year: 2003,
  language: 'Korean',
  maker: 'Park Chan-wook',
  score,
  reached: true,
  makerNamed: false,
  ...facts,
});

describe('re-ranking picks for variety (maximal marginal relevance)', () => {
  it('measures likeness by maker, shared genres, decade and language', () => {
    const a = film('a', 1);
    expect(likeness(a, film('b', 1))).to.be.closeTo(1, 1e-9);
    expect(likeness(a, film('c', 1, { maker: 'Bong Joon-ho' }))).to.be.closeTo(0.65, 1e-9);
    expect(likeness(a, film('d', 1, { maker: null, genres: ['Crime', 'Drama'] }))).to.be.closeTo(0.1 + 0.15 + 0.2, 1e-9);
    expect(likeness(a, film('e', 1, { maker: 'X', genres: [], year: 1990, language: 'French' }))).to.equal(0);
    expect(likeness(film('f', 1, { genres: [] }), film('g', 1, { genres: [], maker: null, year: 2013 }))).to.be.closeTo(0.2, 1e-9);
    expect(likeness(film('h', 1, { maker: null }), film('i', 1, { maker: null }))).to.be.closeTo(0.65, 1e-9);
  });

  it('does not count a maker the request named as repetition', () => {
    expect(likeness(film('a', 1, { makerNamed: true }), film('b', 1, { makerNamed: true }))).to.be.closeTo(0.65, 1e-9);
    expect(likeness(film('a', 1, { makerNamed: true }), film('b', 1))).to.be.closeTo(1, 1e-9);
  });

  it('keeps the best first and lets a different title pass a near neighbour of it', () => {
    const pool = [
      film('best', 1),
      film('twin', 0.95),
      film('other', 0.8, { maker: 'Wong Kar-wai', genres: ['Romance'], year: 1994, language: 'Chinese' }),
    ];
    expect(diversified(pool, 3).map((f) => f.name)).to.deep.equal(['best', 'other', 'twin']);
    expect(diversified(pool, 2).map((f) => f.name)).to.deep.equal(['best', 'other']);
  });

  it('keeps relevance first: a much weaker title does not pass for variety alone', () => {
    const pool = [
      film('best', 1),
      film('twin', 0.9),
      film('weak', 0.2, { maker: 'Z', genres: ['Comedy'], year: 1960, language: 'French' }),
    ];
    expect(diversified(pool, 3).map((f) => f.name)).to.deep.equal(['best', 'twin', 'weak']);
  });

  it('puts every title that answers the request before those that only fill the list', () => {
    const pool = [film('filler', 5, { reached: false, maker: 'Z', genres: ['Comedy'], language: 'French' }), film('answer', 0.1)];
    expect(diversified(pool, 2).map((f) => f.name)).to.deep.equal(['answer', 'filler']);
  });

  it('stops at the limit, and takes the weight it is given', () => {
    const pool = [film('a', 1), film('b', 0.99), film('c', 0.5, { maker: 'Z', genres: ['Comedy'], year: 1960, language: 'French' })];
    expect(diversified(pool, 1).map((f) => f.name)).to.deep.equal(['a']);
    expect(diversified(pool, 3, 1).map((f) => f.name)).to.deep.equal(['a', 'b', 'c']);
    expect(diversified([], 3)).to.deep.equal([]);
    expect(diversified([film('zero', 0), film('none', 0, { maker: 'Z' })], 2).map((f) => f.name)).to.deep.equal(['zero', 'none']);
  });

  it('scales relevance to the best of its tier, whatever the scale of the scores', () => {
    const pool = [
      film('best', 10),
      film('twin', 9.5),
      film('other', 8, { maker: 'Wong Kar-wai', genres: ['Romance'], year: 1994, language: 'Chinese' }),
    ];
    expect(diversified(pool, 3).map((f) => f.name)).to.deep.equal(['best', 'other', 'twin']);
  });

  it('picks by variety alone among titles that all score nothing', () => {
    const pool = [film('a', 0), film('twin', 0), film('other', 0, { maker: 'Z', genres: ['Comedy'], year: 1960, language: 'French' })];
    expect(diversified(pool, 3).map((f) => f.name)).to.deep.equal(['a', 'other', 'twin']);
  });

  it('picks each title once, even when the list could hold more', () => {
    const pool = [film('answer', 1), film('filler', 1, { reached: false })];
    expect(diversified(pool, 5).map((f) => f.name)).to.deep.equal(['answer', 'filler']);
  });
});
