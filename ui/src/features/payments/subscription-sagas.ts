import type * as routes from '@more-ai/contracts/api/payments';
import type { AnswerOf, BodyOf } from '@more-ai/contracts/api/contract';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { api, errorMessage } from '../../api/client';
import { sessionUserUpdated } from '../auth/slice';
import { notify } from '../notifications/slice';
import { paymentSucceeded } from './slice';
import {
  downgradeAsked,
  downgradeConfirmed,
  downgradeSettled,
  historyFailed,
  historyLoaded,
  historyRequested,
  impactFailed,
  impactLoaded,
  keepProRequested,
  subscriptionFailed,
  subscriptionLoaded,
  subscriptionRequested,
} from './subscription-slice';

/** SPEC §8 'Downgrade'. */
export const DOWNGRADE_WORDS = {
  impactFailed: 'Failed to fetch downgrade impact',
  scheduled: 'Downgrade scheduled successfully',
  scheduleFailed: 'Failed to schedule downgrade',
  cancelled: 'Downgrade cancelled successfully',
  cancelFailed: 'Failed to cancel downgrade',
  downgraded: 'Successfully downgraded to FREE plan',
  downgradeFailed: 'Failed to downgrade subscription. Please try again later.',
} as const;

/** The browser's own pieces the immediate downgrade uses: an alert, then a reload (SPEC §4). */
export const browserPage = {
  alert: (message: string) => window.alert(message),
  reload: () => window.location.reload(),
};

export function* subscriptionSaga() {
  // A payment just made changes the plan and adds to the history: /me shows both afresh.
  yield takeLatest([subscriptionRequested.type, paymentSucceeded.type], loadSubscription);
  yield takeLatest(downgradeAsked.type, loadImpact);
  yield takeLeading(downgradeConfirmed.type, downgrade);
  yield takeLeading(keepProRequested.type, keepPro);
  yield takeLatest([historyRequested.type, paymentSucceeded.type], loadHistory);
}

export function* loadSubscription() {
  try {
    const current: AnswerOf<typeof routes.currentSubscription, 200> = yield call(api.get, '/user-subscriptions/current');
    yield put(subscriptionLoaded(current));
    // The server is the judge of the plan: a downgrade processed meanwhile makes the session FREE.
    yield put(sessionUserUpdated({ subscriptionType: current.subscription.type }));
  } catch {
    yield put(subscriptionFailed());
  }
}

export function* loadImpact() {
  try {
    const impact: AnswerOf<typeof routes.downgradeImpact, 200> = yield call(api.get, '/user-subscriptions/downgrade-impact');
    yield put(impactLoaded(impact));
  } catch {
    yield put(impactFailed());
    yield put(notify(DOWNGRADE_WORDS.impactFailed, 'error'));
  }
}

/**
 * SPEC §4: at period end PRO stays until the end date ('Downgrade Pending'); now, the subscription
 * is deleted, an alert says so and the page reloads.
 */
export function* downgrade({ payload: when }: ReturnType<typeof downgradeConfirmed>) {
  if (when === 'schedule') {
    try {
      const body: BodyOf<typeof routes.scheduleDowngrade> = { reason: 'Chosen on the account page' };
      yield call(api.post, '/user-subscriptions/schedule-downgrade', body);
      yield put(downgradeSettled({ done: true }));
      yield put(notify(DOWNGRADE_WORDS.scheduled, 'success'));
      yield put(subscriptionRequested());
    } catch (error) {
      yield put(downgradeSettled({ done: false }));
      yield put(notify(errorMessage(error, DOWNGRADE_WORDS.scheduleFailed), 'error'));
    }
    return;
  }
  try {
    yield call(api.delete, '/user-subscriptions/current');
  } catch {
    yield put(downgradeSettled({ done: false }));
    yield put(notify(DOWNGRADE_WORDS.downgradeFailed, 'error'));
    return;
  }
  yield put(downgradeSettled({ done: true }));
  yield put(sessionUserUpdated({ subscriptionType: 'free' }));
  yield call(browserPage.alert, DOWNGRADE_WORDS.downgraded);
  yield call(browserPage.reload);
}

/** 'Keep PRO plan': the scheduled downgrade is called off and the plan shown afresh. */
export function* keepPro() {
  try {
    yield call(api.post, '/user-subscriptions/cancel-downgrade');
    yield put(downgradeSettled({ done: true }));
    yield put(notify(DOWNGRADE_WORDS.cancelled, 'success'));
    yield put(subscriptionRequested());
  } catch {
    yield put(downgradeSettled({ done: false }));
    yield put(notify(DOWNGRADE_WORDS.cancelFailed, 'error'));
  }
}

export function* loadHistory() {
  try {
    const answer: AnswerOf<typeof routes.paymentHistory, 200> = yield call(api.get, '/payments/history');
    yield put(historyLoaded(answer.payments));
  } catch {
    yield put(historyFailed());
  }
}
