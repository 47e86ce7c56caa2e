import type * as routes from '@more-ai/contracts/api/auth';
import type { AnswerOf } from '@more-ai/contracts/api/contract';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { api, errorMessage } from '../../api/client';
import type { RootState } from '../../app/root-reducer';
import { navigateTo } from '../../app/navigation';
import { loggedOut, sessionUserUpdated } from '../auth/slice';
import { notify } from '../notifications/slice';
import {
  accountDeletionConfirmed,
  accountDeletionFailed,
  billingFailed,
  billingLoaded,
  billingRequested,
  billingSaved,
  billingSaveFailed,
  billingSubmitted,
} from './slice';

type BillingAnswer = AnswerOf<typeof routes.billingInfo, 200>;

export function* accountSaga() {
  yield takeLatest(billingRequested.type, loadBilling);
  yield takeLeading(billingSubmitted.type, saveBilling);
  yield takeLeading(accountDeletionConfirmed.type, deleteAccount);
}

function* loadBilling() {
  try {
    const answer: BillingAnswer = yield call(api.get, '/auth/billing-info');
    yield put(billingLoaded(answer.exists && answer.billingInfo ? answer.billingInfo : null));
  } catch (error) {
    yield put(billingFailed(errorMessage(error, 'Failed to load billing information')));
  }
}

/**
 * SPEC §8: 'Billing information updated successfully'. The session user's country follows, so plan
 * prices show GST as soon as the billing country is India (SPEC §6).
 */
export function* saveBilling({ payload }: ReturnType<typeof billingSubmitted>) {
  try {
    const answer: AnswerOf<typeof routes.updateBillingInfo, 200> = yield call(api.post, '/auth/update-billing-info', payload);
    yield put(billingSaved());
    yield put(notify(answer?.message || 'Billing information updated successfully', 'success'));
    const countries: RootState['locations']['countries'] = yield select((state: RootState) => state.locations.countries);
    const country = countries.find((candidate) => candidate._id === payload.countryId);
    if (country) yield put(sessionUserUpdated({ country }));
    yield put(billingRequested());
  } catch (error) {
    yield put(billingSaveFailed(errorMessage(error, 'Failed to update billing information')));
  }
}

/** SPEC §4: confirmed in a dialog, then the user is logged out and sent to /. */
export function* deleteAccount() {
  try {
    const answer: AnswerOf<typeof routes.deleteAccount, 200> = yield call(api.delete, '/auth/delete-account');
    yield put(loggedOut());
    yield call(navigateTo, '/', { replace: true });
    yield put(notify(answer?.message || 'Account deleted successfully', 'success'));
  } catch (error) {
    yield put(accountDeletionFailed());
    yield put(notify(errorMessage(error, 'Failed to delete account'), 'error'));
  }
}
