import { expect } from 'chai';
import { describe, it } from 'mocha';
import type { UnknownAction } from 'redux';
import { call, put } from 'redux-saga/effects';
import { api } from '../../api/client';
import { putAction, story } from '../../app/saga-testing';
import type { MovieView } from '../movies/movie';
import { notificationShown } from '../notifications/slice';
import { timeAgo } from './relative-time';
import { FEED_FAILED, loadDiscoveries } from './sagas';
import {
  discoveriesFailed,
  discoveriesLoaded,
  discoveriesReducer,
  feedRequested,
  moreDiscoveriesRequested,
  type DiscoveriesState,
} from './slice';

const run = (...actions: UnknownAction[]): DiscoveriesState =>
  actions.reduce(discoveriesReducer, discoveriesReducer(undefined, { type: '@@init' }));

const movie = (id: string): MovieView => ({
  _id: id,
  title: `Movie ${id}`,
  year: 2020,
  length: '1h 50m',
  language: 'Hindi',
  genre: ['Drama'],
  director: null,
  cast: [],
  plot: '',
  availableOn: [],
  rating: null,
  posterUrl: null,
  foundBy: { _id: 'u1', username: 'asha' },
  createdAt: '2025-07-01T10:00:00.000Z',
  kind: 'movie',
  awards: [],
  contentTypes: [],
  availability: null,
  studios: [],
  franchise: null,
  reference: null,
});

describe('Recently Discovered Movies feed (SPEC §2, §8, §9)', () => {
  it('asks for the first page of 10, then the next one for Load more', () => {
    const first = story(loadDiscoveries());
    first.next();
    expect(first.next(run(feedRequested())).value).to.deep.equal(call(api.get, '/recommendations/recent', { page: 1, limit: 10 }));

    const loaded = run(feedRequested(), discoveriesLoaded({ movies: [movie('a')], hasMore: true, page: 1 }), moreDiscoveriesRequested());
    const more = story(loadDiscoveries());
    more.next();
    expect(more.next(loaded).value).to.deep.equal(call(api.get, '/recommendations/recent', { page: 2, limit: 10 }));
    expect(more.next({ movies: [movie('b')], hasMore: false }).value).to.deep.equal(
      put(discoveriesLoaded({ movies: [movie('b')], hasMore: false, page: 2 })),
    );
  });

  it('adds the next page under the cards shown, skipping a movie that moved down into it', () => {
    const state = run(
      feedRequested(),
      discoveriesLoaded({ movies: [movie('a'), movie('b')], hasMore: true, page: 1 }),
      moreDiscoveriesRequested(),
      discoveriesLoaded({ movies: [movie('b'), movie('c')], hasMore: false, page: 2 }),
    );
    expect(state.movies.map((m) => m._id)).to.deep.equal(['a', 'b', 'c']);
    expect(state.hasMore).to.equal(false);
  });

  it('starts again from the newest when reloaded', () => {
    const state = run(
      discoveriesLoaded({ movies: [movie('a')], hasMore: true, page: 1 }),
      feedRequested(),
      discoveriesLoaded({ movies: [movie('new'), movie('a')], hasMore: true, page: 1 }),
    );
    expect(state.movies.map((m) => m._id)).to.deep.equal(['new', 'a']);
  });

  it('asks for no page after the last one', () => {
    const state = run(discoveriesLoaded({ movies: [movie('a')], hasMore: false, page: 1 }), moreDiscoveriesRequested());
    expect(state.loading).to.equal(null);
  });

  it("says 'Failed to fetch recent movies' and keeps what was shown when a page fails", () => {
    const saga = story(loadDiscoveries());
    saga.next();
    saga.next(run(feedRequested()));
    expect(saga.throw(new TypeError('Failed to fetch')).value).to.deep.equal(put(discoveriesFailed()));
    const toast = putAction(saga.next().value);
    expect(notificationShown.match(toast) && toast.payload).to.include({ message: FEED_FAILED, type: 'error' });

    const state = run(discoveriesLoaded({ movies: [movie('a')], hasMore: true, page: 1 }), moreDiscoveriesRequested(), discoveriesFailed());
    expect(state.status).to.equal('failed');
    expect(state.movies).to.have.length(1);
    expect(state.page).to.equal(1);
  });

  it('says when a movie was discovered in words', () => {
    const now = new Date('2025-07-01T12:00:00.000Z');
    expect(timeAgo('2025-07-01T11:59:30.000Z', now)).to.equal('just now');
    expect(timeAgo('2025-07-01T12:00:05.000Z', now)).to.equal('just now');
    expect(timeAgo('2025-07-01T11:55:00.000Z', now)).to.equal('5 minutes ago');
    expect(timeAgo('2025-07-01T09:00:00.000Z', now)).to.equal('3 hours ago');
    expect(timeAgo('2025-06-30T09:00:00.000Z', now)).to.equal('yesterday');
    expect(timeAgo('2025-06-10T09:00:00.000Z', now)).to.equal('3 weeks ago');
    expect(timeAgo('2025-05-01T09:00:00.000Z', now)).to.equal('2 months ago');
    expect(timeAgo(undefined, now)).to.equal(undefined);
  });
});
