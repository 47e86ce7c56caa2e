import { expect } from 'chai';
import { describe, it } from 'mocha';
import { call, cancel, delay, fork, put, race, select, take } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { api, ApiRequestFailed } from '../../../api/client';
import { putAction, story } from '../../../app/saga-testing';
import { notificationShown } from '../../notifications/slice';
import { overview } from './fixtures';
import {
  ACTION_FAILED,
  CANCEL_REQUESTED,
  loadProjections,
  pollProjections,
  POLL_MS,
  PROJECTIONS_FAILED,
  REBUILD_STARTED,
  requestCancel,
  requestParkedAction,
  requestRebuild,
  RETRY_REQUESTED,
  SKIP_REQUESTED,
  watchProjectionsPage,
} from './sagas';
import { selectProjectionsVisible } from './selectors';
import {
  parkedActionRequested,
  parkedActionSettled,
  projectionRequestSettled,
  projectionsFailed,
  projectionsLeft,
  projectionsLoaded,
  projectionsOpened,
  projectionsRefreshRequested,
  projectionsVisibilityChanged,
  rebuildCancelRequested,
  rebuildRequested,
} from './slice';

const told = (effect: unknown) => (putAction(effect) as ReturnType<typeof notificationShown>).payload;

describe('Projections page sagas', () => {
  it('reads the figures, and says why when it cannot', () => {
    const saga = story(loadProjections());
    expect(saga.next().value).to.deep.equal(call(api.get, '/admin/projections'));
    const figures = overview();
    expect(saga.next(figures).value).to.deep.equal(put(projectionsLoaded(figures)));
    const failing = story(loadProjections());
    failing.next();
    expect(failing.throw(new TypeError('Failed to fetch')).value).to.deep.equal(put(projectionsFailed(PROJECTIONS_FAILED)));
  });

  it('polls while the page is open and stops when it is left', () => {
    const saga = story(watchProjectionsPage());
    expect(saga.next().value).to.deep.equal(take(projectionsOpened.type));
    expect(saga.next().value).to.deep.equal(fork(pollProjections));
    const poller = { id: 'poller' } as unknown as Task;
    expect(saga.next(poller).value).to.deep.equal(take(projectionsLeft.type));
    expect(saga.next().value).to.deep.equal(cancel(poller));
    expect(saga.next().value).to.deep.equal(take(projectionsOpened.type));
  });

  it('reads again every POLL_MS, or at once when asked', () => {
    const saga = story(pollProjections());
    expect(saga.next().value).to.deep.equal(call(loadProjections));
    const wait = race({
      tick: delay(POLL_MS),
      asked: take(projectionsRefreshRequested.type),
      hidden: take(projectionsVisibilityChanged.type),
    });
    expect(saga.next().value).to.deep.equal(wait);
    expect(saga.next({ asked: projectionsRefreshRequested() }).value).to.deep.equal(select(selectProjectionsVisible));
    expect(saga.next(true).value).to.deep.equal(call(loadProjections));
    expect(POLL_MS).to.equal(2000);
  });

  it('reads nothing while the tab is hidden, and reads at once when it is shown again', () => {
    const saga = story(pollProjections());
    saga.next();
    saga.next();
    saga.next({ hidden: projectionsVisibilityChanged(false) });
    expect(saga.next(false).value).to.deep.equal(take(projectionsVisibilityChanged.type));
    expect(saga.next(projectionsVisibilityChanged(false)).value).to.deep.equal(take(projectionsVisibilityChanged.type));
    expect(saga.next(projectionsVisibilityChanged(true)).value).to.deep.equal(call(loadProjections));
  });

  it('asks for a rebuild, says so, and reads the figures at once to show its progress', () => {
    const saga = story(requestRebuild(rebuildRequested('movies')));
    expect(saga.next().value).to.deep.equal(call(api.post, '/admin/projections/movies/rebuild'));
    expect(told(saga.next({ rebuildId: 'r-1', position: '1-1' }).value)).to.include({
      message: REBUILD_STARTED('movies'),
      type: 'success',
    });
    expect(saga.next().value).to.deep.equal(put(projectionRequestSettled('movies')));
    expect(saga.next().value).to.deep.equal(put(projectionsRefreshRequested()));
  });

  it("shows the server's refusal of a second rebuild", () => {
    const saga = story(requestRebuild(rebuildRequested('movies')));
    saga.next();
    const refusal = new ApiRequestFailed(409, 'A rebuild of this projector is already running', undefined);
    expect(told(saga.throw(refusal).value)).to.include({ message: 'A rebuild of this projector is already running', type: 'error' });
    expect(saga.next().value).to.deep.equal(put(projectionRequestSettled('movies')));
  });

  it('asks to cancel a rebuild', () => {
    const saga = story(requestCancel(rebuildCancelRequested('movies')));
    expect(saga.next().value).to.deep.equal(call(api.post, '/admin/projections/movies/cancel'));
    expect(told(saga.next({}).value)).to.include({ message: CANCEL_REQUESTED('movies') });
    const failing = story(requestCancel(rebuildCancelRequested('movies')));
    failing.next();
    expect(told(failing.throw(new TypeError('Failed to fetch')).value)).to.include({ message: ACTION_FAILED, type: 'error' });
  });

  it('retries or skips a parked event at its position, and shows the outcome by reading again', () => {
    const retry = { name: 'movies', position: '12-3', action: 'retry' } as const;
    const retrying = story(requestParkedAction(parkedActionRequested(retry)));
    expect(retrying.next().value).to.deep.equal(call(api.post, '/admin/projections/movies/parked/12-3/retry'));
    expect(told(retrying.next({ position: '13-1' }).value)).to.include({ message: RETRY_REQUESTED });
    expect(retrying.next().value).to.deep.equal(put(parkedActionSettled(retry)));
    expect(retrying.next().value).to.deep.equal(put(projectionsRefreshRequested()));

    const skip = { ...retry, action: 'skip' } as const;
    const skipping = story(requestParkedAction(parkedActionRequested(skip)));
    expect(skipping.next().value).to.deep.equal(call(api.post, '/admin/projections/movies/parked/12-3/skip'));
    expect(told(skipping.next({ position: '13-2' }).value)).to.include({ message: SKIP_REQUESTED });
  });
});
