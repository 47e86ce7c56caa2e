import { expect } from 'chai';
import { describe, it } from 'mocha';
import { call, put } from 'redux-saga/effects';
import { api, ApiRequestFailed } from '../../api/client';
import { story } from '../../app/saga-testing';
import { finderName, moviePath, posterHue, ratingLabel, shortLanguage } from './movie';
import { loadMovie } from './sagas';
import { movieFailed, movieLoaded, movieNotFound, moviePageReducer, movieRequested } from './slice';

describe('Movie cards (SPEC §2, §3, §9)', () => {
  it("labels a movie without a certificate 'U/A 13+'", () => {
    expect(ratingLabel({ rating: null })).to.equal('U/A 13+');
    expect(ratingLabel({ rating: ' ' })).to.equal('U/A 13+');
    expect(ratingLabel({ rating: 'A' })).to.equal('A');
  });

  it("cuts a feed card's language at 15 characters plus '...'", () => {
    expect(shortLanguage('Korean')).to.equal('Korean');
    expect(shortLanguage('Portuguese (BR)')).to.equal('Portuguese (BR)');
    expect(shortLanguage('Portuguese (Brazil)')).to.equal('Portuguese (Bra...');
  });

  it("names a missing finder 'Unknown User'", () => {
    expect(finderName({ foundBy: undefined })).to.equal('Unknown User');
    expect(finderName({ foundBy: { _id: 'u1', username: 'asha' } })).to.equal('asha');
  });

  it('links to /movie/{id}, and gives the same movie the same poster colour every time', () => {
    expect(moviePath('b3f1')).to.equal('/movie/b3f1');
    expect(posterHue('b3f1')).to.equal(posterHue('b3f1'));
    expect(posterHue('b3f1')).to.be.within(0, 359);
    expect(new Set(['a1', 'b2', 'c3', 'd4', 'e5'].map(posterHue)).size).to.be.greaterThan(1);
  });
});

describe('The movie page (SPEC §2 /movie/{id})', () => {
  it('loads GET /movies/{id} and shows it', () => {
    const saga = story(loadMovie(movieRequested('m1')));
    expect(saga.next().value).to.deep.equal(call(api.get, '/movies/m1'));
    const movie = { _id: 'm1', title: 'Parasite' };
    expect(saga.next(movie).value).to.deep.equal(put(movieLoaded({ movieId: 'm1', movie: movie as never })));
  });

  it('tells a movie that does not exist apart from one that could not be loaded', () => {
    const missing = story(loadMovie(movieRequested('nope')));
    missing.next();
    expect(missing.throw(new ApiRequestFailed(404, 'Movie not found', undefined)).value).to.deep.equal(put(movieNotFound()));
    const broken = story(loadMovie(movieRequested('m1')));
    broken.next();
    expect(broken.throw(new TypeError('Failed to fetch')).value).to.deep.equal(put(movieFailed('Failed to load movie')));
  });

  it("never shows another movie's details while the next one loads", () => {
    const first = [movieRequested('m1'), movieLoaded({ movieId: 'm1', movie: { _id: 'm1' } as never })].reduce(
      moviePageReducer,
      moviePageReducer(undefined, { type: '@@init' }),
    );
    const next = moviePageReducer(first, movieRequested('m2'));
    expect(next).to.include({ status: 'loading', movie: null, movieId: 'm2' });
    // A late answer for the movie the user has left is dropped.
    expect(moviePageReducer(next, movieLoaded({ movieId: 'm1', movie: { _id: 'm1' } as never })).movie).to.equal(null);
  });
});
