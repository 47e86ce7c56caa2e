import { expect } from 'chai';
import { describe, it } from 'mocha';
import { overview } from './fixtures';
import {
  initialProjectionsState,
  parkedActionRequested,
  parkedActionSettled,
  projectionRequestSettled,
  projectionsFailed,
  projectionsLoaded,
  projectionsOpened,
  projectionsReducer,
  projectionsRefreshRequested,
  projectionsVisibilityChanged,
  rebuildCancelRequested,
  rebuildRequested,
} from './slice';

const reduce = (...actions: Parameters<typeof projectionsReducer>[1][]) => actions.reduce(projectionsReducer, initialProjectionsState);

describe('Projections page state', () => {
  it('loads on opening, and keeps the figures it has when a later read fails', () => {
    expect(reduce(projectionsOpened()).status).to.equal('loading');
    const figures = overview();
    const shown = reduce(projectionsOpened(), projectionsLoaded(figures));
    expect(shown).to.include({ status: 'loaded', overview: figures, error: null });
    const stale = projectionsReducer(shown, projectionsFailed('An error occurred'));
    expect(stale).to.include({ status: 'failed', overview: figures, error: 'An error occurred' });
    // Coming back to the page shows what it had while it reads again.
    expect(projectionsReducer(shown, projectionsOpened()).status).to.equal('loaded');
    expect(projectionsReducer(stale, projectionsRefreshRequested())).to.equal(stale);
  });

  it('shows loading again when trying again after a first read failed', () => {
    const failed = reduce(projectionsOpened(), projectionsFailed('Service unavailable'));
    expect(projectionsReducer(failed, projectionsRefreshRequested()).status).to.equal('loading');
  });

  it('knows whether the tab is shown', () => {
    expect(reduce(projectionsVisibilityChanged(false)).visible).to.equal(false);
    expect(reduce(projectionsVisibilityChanged(false), projectionsVisibilityChanged(true)).visible).to.equal(true);
  });

  it('holds the buttons of a projector whose rebuild or cancel is on its way, once each', () => {
    const asking = reduce(rebuildRequested('movies'), rebuildCancelRequested('movies'), rebuildRequested('users'));
    expect(asking.requesting).to.deep.equal(['movies', 'users']);
    expect(projectionsReducer(asking, projectionRequestSettled('movies')).requesting).to.deep.equal(['users']);
  });

  it('holds the buttons of a parked event whose retry or skip is on its way', () => {
    const request = { name: 'movies', position: '12-3', action: 'retry' } as const;
    const asking = reduce(parkedActionRequested(request), parkedActionRequested({ ...request, position: '13-1', action: 'skip' }));
    expect(asking.parkedBusy).to.deep.equal(['movies/12-3', 'movies/13-1']);
    expect(projectionsReducer(asking, parkedActionSettled(request)).parkedBusy).to.deep.equal(['movies/13-1']);
  });
});
