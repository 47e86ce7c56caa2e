import { expect } from 'chai';
import { describe, it } from 'mocha';
import type { UnknownAction } from 'redux';
import { call, put } from 'redux-saga/effects';
import { api, ApiRequestFailed } from '../../api/client';
import { putAction, story } from '../../app/saga-testing';
import { sessionUserUpdated } from '../auth/slice';
import { notificationShown } from '../notifications/slice';
import { browserPage, DOWNGRADE_WORDS, downgrade, keepPro, loadImpact } from './subscription-sagas';
import { downgradeConfirmed, downgradeSettled, impactFailed, subscriptionRequested } from './subscription-slice';

function told(effect: unknown) {
  const action: UnknownAction = putAction(effect);
  return notificationShown.match(action) ? { message: action.payload.message, type: action.payload.type } : undefined;
}

describe('Downgrading (SPEC §4 Plan, §8 Downgrade)', () => {
  it("schedules it for the period end: 'Downgrade scheduled successfully', then the plan afresh", () => {
    const saga = story(downgrade(downgradeConfirmed('schedule')));
    expect(saga.next().value).to.deep.equal(
      call(api.post, '/user-subscriptions/schedule-downgrade', { reason: 'Chosen on the account page' }),
    );
    expect(saga.next({ message: 'ok', effectiveDate: '2026-12-26' }).value).to.deep.equal(put(downgradeSettled({ done: true })));
    expect(told(saga.next().value)).to.deep.equal({ message: 'Downgrade scheduled successfully', type: 'success' });
    expect(saga.next().value).to.deep.equal(put(subscriptionRequested()));
  });

  it("says the server's reason a schedule failed, else 'Failed to schedule downgrade'", () => {
    const refused = story(downgrade(downgradeConfirmed('schedule')));
    refused.next();
    refused.throw(new ApiRequestFailed(400, 'The plan is not PRO', undefined, {}));
    expect(told(refused.next().value)).to.deep.equal({ message: 'The plan is not PRO', type: 'error' });
    const offline = story(downgrade(downgradeConfirmed('schedule')));
    offline.next();
    offline.throw(new TypeError('Failed to fetch'));
    expect(told(offline.next().value)).to.deep.equal({ message: DOWNGRADE_WORDS.scheduleFailed, type: 'error' });
  });

  it("downgrades now: the subscription is deleted, the user is FREE, an alert says 'Successfully downgraded to FREE plan', the page reloads", () => {
    const saga = story(downgrade(downgradeConfirmed('now')));
    expect(saga.next().value).to.deep.equal(call(api.delete, '/user-subscriptions/current'));
    expect(saga.next({}).value).to.deep.equal(put(downgradeSettled({ done: true })));
    expect(saga.next().value).to.deep.equal(put(sessionUserUpdated({ subscriptionType: 'free' })));
    expect(saga.next().value).to.deep.equal(call(browserPage.alert, 'Successfully downgraded to FREE plan'));
    expect(saga.next().value).to.deep.equal(call(browserPage.reload));
  });

  it("says 'Failed to downgrade subscription. Please try again later.' when that fails", () => {
    const saga = story(downgrade(downgradeConfirmed('now')));
    saga.next();
    expect(saga.throw(new ApiRequestFailed(500, 'boom', undefined, {})).value).to.deep.equal(put(downgradeSettled({ done: false })));
    expect(told(saga.next().value)).to.deep.equal({ message: 'Failed to downgrade subscription. Please try again later.', type: 'error' });
  });

  it("keeps PRO: 'Downgrade cancelled successfully' and the plan afresh, or 'Failed to cancel downgrade'", () => {
    const saga = story(keepPro());
    expect(saga.next().value).to.deep.equal(call(api.post, '/user-subscriptions/cancel-downgrade'));
    saga.next({ message: 'ok' });
    expect(told(saga.next().value)).to.deep.equal({ message: 'Downgrade cancelled successfully', type: 'success' });
    expect(saga.next().value).to.deep.equal(put(subscriptionRequested()));

    const failed = story(keepPro());
    failed.next();
    failed.throw(new ApiRequestFailed(400, 'No downgrade is scheduled', undefined, {}));
    expect(told(failed.next().value)).to.deep.equal({ message: 'Failed to cancel downgrade', type: 'error' });
  });

  it("says 'Failed to fetch downgrade impact' and closes the confirmation when the impact cannot be had", () => {
    const saga = story(loadImpact());
    expect(saga.next().value).to.deep.equal(call(api.get, '/user-subscriptions/downgrade-impact'));
    expect(saga.throw(new TypeError('Failed to fetch')).value).to.deep.equal(put(impactFailed()));
    expect(told(saga.next().value)).to.deep.equal({ message: 'Failed to fetch downgrade impact', type: 'error' });
  });
});
