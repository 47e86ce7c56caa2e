import { expect } from 'chai';
import { loggedOut } from '../auth/slice';
import {
  activityFailed,
  activityLoaded,
  followingReducer,
  followingRequested,
  moreActivityRequested,
  overviewLoaded,
  type ActivityItem,
  type FollowingState,
} from './slice';

describe('Following page state', () => {
  const item = (id: string): ActivityItem => ({
    id,
    kind: 'watchlistCreated',
    at: '2026-11-26T10:00:00.000Z',
    actor: { _id: 'a', username: 'asha' },
    movies: [],
    movieCount: 0,
    watchlist: { _id: 'w', name: 'Noir nights' },
    previousName: null,
    rating: null,
  });
  const reduce = (...actions: Parameters<typeof followingReducer>[1][]) =>
    actions.reduce<FollowingState>((state, action) => followingReducer(state, action), followingReducer(undefined, { type: '@@init' }));
  const firstPage = activityLoaded({ items: [item('9-1'), item('8-1')], nextCursor: '8-1', more: false });

  it('shows the newest page, then puts each older page under it', () => {
    const state = reduce(
      followingRequested(),
      firstPage,
      moreActivityRequested(),
      activityLoaded({ items: [item('7-1')], nextCursor: null, more: true }),
    );
    expect(state.activity.items.map((each) => each.id)).to.deep.equal(['9-1', '8-1', '7-1']);
    expect(state.activity).to.include({ status: 'loaded', nextCursor: null, loading: null });
  });

  it('replaces what was shown when the page is read afresh', () => {
    const state = reduce(
      followingRequested(),
      firstPage,
      followingRequested(),
      activityLoaded({ items: [item('10-1')], nextCursor: null, more: false }),
    );
    expect(state.activity.items.map((each) => each.id)).to.deep.equal(['10-1']);
  });

  it('asks for no next page after the last one, nor twice at once', () => {
    const last = reduce(followingRequested(), activityLoaded({ items: [item('9-1')], nextCursor: null, more: false }));
    expect(followingReducer(last, moreActivityRequested())).to.equal(last);
    const asking = reduce(followingRequested(), firstPage, moreActivityRequested());
    expect(asking.activity.loading).to.equal('more');
    expect(followingReducer(asking, moreActivityRequested())).to.equal(asking);
  });

  it('keeps the items shown when a next page fails', () => {
    const state = reduce(followingRequested(), firstPage, moreActivityRequested(), activityFailed());
    expect(state.activity).to.include({ status: 'failed', loading: null, nextCursor: '8-1' });
    expect(state.activity.items).to.have.length(2);
  });

  it('forgets everything on signing out', () => {
    const following = { people: [{ _id: 'a', username: 'asha' }], watchlists: [] };
    const state = reduce(followingRequested(), firstPage, overviewLoaded(following));
    expect(state.overview).to.deep.equal({ status: 'loaded', following });
    expect(followingReducer(state, loggedOut())).to.deep.equal(reduce());
  });
});
