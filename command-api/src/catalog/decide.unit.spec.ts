import { expect } from 'chai';
import type { MovieFacts } from '@more-ai/events/catalog/movies';
import { decideMovie, evolveMovie, type MovieState } from './decide';
import { movieIdOf } from './movie-id';

const amelie: MovieFacts = {
  movieId: movieIdOf('Amélie', 2001),
  title: 'Amélie',
  originalTitle: "Le Fabuleux Destin d'Amélie Poulain",
  year: 2001,
  kind: 'movie',
  runtimeMinutes: 122,
  seasons: null,
  language: 'French',
  genres: ['Comedy', 'Romance'],
  director: 'Jean-Pierre Jeunet',
  creator: null,
  cast: ['Audrey Tautou', 'Mathieu Kassovitz'],
  synopsis: 'A shy waitress secretly improves the lives around her.',
  tags: ['Feel good', 'paris'],
  awards: ['César Award for Best Film (2002)'],
  certificate: 'R',
  streaming: { platforms: [], asOf: '2025-06' },
  source: 'catalog',
};

const catalog = (movie: MovieFacts, state: MovieState = { facts: null }) => decideMovie({ type: 'CatalogMovie', movie }, state);
const known = (movie: MovieFacts): MovieState => evolveMovie({ facts: null }, { type: 'MovieCataloged', data: movie });

describe('the movie catalog', () => {
  it('gives the same film the same id however its title is written, and another year another id', () => {
    expect(movieIdOf('AMELIE', 2001)).to.equal(amelie.movieId);
    expect(movieIdOf('  Amélie!! ', 2001)).to.equal(amelie.movieId);
    expect(movieIdOf('Spider-Man: No Way Home', 2021)).to.equal(movieIdOf('spider man  no way home', 2021));
    expect(movieIdOf('Amélie', 2002)).to.not.equal(amelie.movieId);
    expect(movieIdOf('기생충', 2019)).to.not.equal(movieIdOf('괴물', 2019));
  });

  it('catalogs a new title', () => {
    expect(catalog(amelie)).to.deep.equal([{ type: 'MovieCataloged', data: amelie }]);
  });

  it('appends nothing when the same facts arrive again, from any source', () => {
    expect(catalog(amelie, known(amelie))).to.deep.equal([]);
    expect(catalog({ ...amelie, source: 'import', cast: [...amelie.cast] }, known(amelie))).to.deep.equal([]);
  });

  it('revises a title whose facts changed, with all of them', () => {
    const revised = { ...amelie, streaming: { platforms: ['MUBI'], asOf: '2025-07' }, source: 'import' as const };
    expect(catalog(revised, known(amelie))).to.deep.equal([{ type: 'MovieRevised', data: revised }]);
  });

  it("never lets a model's answer override a known title's facts", () => {
    expect(catalog({ ...amelie, runtimeMinutes: 999, source: 'openai' }, known(amelie))).to.deep.equal([]);
  });
});
