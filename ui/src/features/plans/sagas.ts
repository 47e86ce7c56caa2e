import { call, put, takeLatest } from 'redux-saga/effects';
import { api, errorMessage } from '../../api/client';
import { plansFailed, plansLoaded, plansRequested } from './slice';
import type { SubscriptionPlan } from './subscription-plan';

export function* plansSaga() {
  yield takeLatest(plansRequested.type, loadActivePlans);
}

/** The plans on sale, public: the landing page shows them to visitors. */
function* loadActivePlans() {
  try {
    const plans: SubscriptionPlan[] = yield call(api.get, '/subscriptions/active');
    yield put(plansLoaded(plans));
  } catch (error) {
    yield put(plansFailed(errorMessage(error, 'Failed to load plans')));
  }
}
