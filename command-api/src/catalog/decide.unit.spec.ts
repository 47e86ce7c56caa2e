import { expect } from 'chai';
import { MovieCataloged, upcastMovieFactsV1, type MovieFacts } from '@more-ai/events/catalog/movies';
import { EventRegistry } from '@more-ai/events/definitions';
import type { RecordedEvent } from '@more-ai/events/store/port';
import { deciderSpec } from '@more-ai/testing/decider-spec';
import { movieDecider } from './decide';
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
  streaming: { platforms: [], asOf: '2025-06', source: null },
  reference: 'Wikipedia (en): Amélie',
  studios: [],
  franchise: null,
  source: 'catalog',
};

const spec = deciderSpec(movieDecider, { now: new Date('2026-01-01T00:00:00Z') });
const catalog = (movie: MovieFacts) => ({ type: 'CatalogMovie' as const, movie });
const cataloged = (movie: MovieFacts) => ({ type: 'MovieCataloged' as const, data: movie });

describe('the movie catalog', () => {
  it('gives the same film the same id however its title is written, and another year another id', () => {
    expect(movieIdOf('AMELIE', 2001)).to.equal(amelie.movieId);
    expect(movieIdOf('  Amélie!! ', 2001)).to.equal(amelie.movieId);
    expect(movieIdOf('Spider-Man: No Way Home', 2021)).to.equal(movieIdOf('spider man  no way home', 2021));
    expect(movieIdOf('Amélie', 2002)).to.not.equal(amelie.movieId);
    expect(movieIdOf('기생충', 2019)).to.not.equal(movieIdOf('괴물', 2019));
  });

  it('catalogs a new title', () => {
    spec.given([]).when(catalog(amelie)).then([cataloged(amelie)]);
  });

  it('appends nothing when the same facts arrive again, from any source', () => {
    spec.given([cataloged(amelie)]).when(catalog(amelie)).then([]);
    spec.given([cataloged(amelie)]).when(catalog({ ...amelie, source: 'import', cast: [...amelie.cast] })).then([]);
  });

  it('revises a title whose facts changed, with all of them', () => {
    const revised = { ...amelie, streaming: { platforms: ['MUBI'], asOf: '2025-07', source: 'MUBI release, July 2025' }, source: 'import' as const };
    spec.given([cataloged(amelie)]).when(catalog(revised)).then([{ type: 'MovieRevised', data: revised }]);
    // The revised facts are the title's facts from then on.
    spec
      .given([cataloged(amelie), { type: 'MovieRevised', data: revised }])
      .when(catalog(revised))
      .then([]);
  });

  it('revises a title when only a corrected certificate, reference, studio or franchise changed', () => {
    for (const corrected of [
      { ...amelie, certificate: null },
      { ...amelie, reference: 'Wikipedia (fr): Le Fabuleux Destin d’Amélie Poulain' },
      { ...amelie, studios: ['UGC'] },
      { ...amelie, franchise: 'Amélie' },
    ]) {
      spec.given([cataloged(amelie)]).when(catalog(corrected)).then([{ type: 'MovieRevised', data: corrected }]);
    }
  });

  it('reads a version 1 title as one with nothing checked and no availability, so the seed revises it with the corrected facts', () => {
    const { reference: _r, studios: _s, franchise: _f, streaming, ...v1 } = amelie;
    const old = { ...v1, streaming: { platforms: ['MUBI'], asOf: streaming.asOf } };
    const registry = new EventRegistry([MovieCataloged]);
    const metadata = { actor: 'system', correlationId: 'c', causationId: 'c', schemaVersion: 1 };
    const read = registry.upcast({ type: 'MovieCataloged', data: old, metadata } as unknown as RecordedEvent);
    expect(read.data).to.deep.equal({ ...old, streaming: { platforms: [], asOf: '2025-06', source: null }, reference: null, studios: [], franchise: null });
    expect(upcastMovieFactsV1(old)).to.deep.equal(read.data);
    spec
      .given([cataloged(read.data as unknown as MovieFacts)])
      .when(catalog(amelie))
      .then([{ type: 'MovieRevised', data: amelie }]);
  });

  it("never lets a model's answer override a known title's facts", () => {
    spec.given([cataloged(amelie)]).when(catalog({ ...amelie, runtimeMinutes: 999, source: 'openai' })).then([]);
  });
});
