import type { AnswerOf } from '@more-ai/contracts/api/contract';
import type { searchUsage } from '@more-ai/contracts/api/recommendations';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { api, ApiRequestFailed, errorMessage } from '../../api/client';
import type { RootState } from '../../app/root-reducer';
import { feedRequested } from '../discoveries/slice';
import { notify } from '../notifications/slice';
import { pushResultsEntry } from './history';
import type { RequestsLimit } from './quota';
import {
  quotaLoaded,
  quotaRequested,
  recommendationsFailed,
  recommendationsReceived,
  recommendationsRequested,
  type RecommendationsAnswer,
  type RecommendationsState,
} from './slice';

/** SPEC §8 Recommendations messages. */
export const RECOMMENDATIONS_FETCHED = 'Recommendations fetched successfully';
export const RECOMMENDATIONS_FAILED = 'Failed to get recommendations';

export function* recommendationsSaga() {
  yield takeLeading(recommendationsRequested.type, askForRecommendations);
  yield takeLatest(quotaRequested.type, loadQuota);
}

/**
 * The user's search: the picks and the allowance left come back together. The picks are now the
 * community's newest discoveries, so the feed below reloads (the client makes it wait for them).
 */
export function* askForRecommendations() {
  const { status, askedFor }: RecommendationsState = yield select((state: RootState) => state.recommendations);
  // The reducer starts only a request the send rule allows; anything else stays on screen.
  if (status !== 'loading' || !askedFor) return;
  try {
    const answer: RecommendationsAnswer = yield call(api.post, '/recommendations/recommend', {
      description: askedFor.description,
      ...askedFor.filters,
    });
    yield put(recommendationsReceived({ recommendations: answer.recommendations ?? [], requestsLimit: answer.requestsLimit }));
    // The picks are a history entry of their own: Back returns to the form, Forward to the picks.
    yield call(pushResultsEntry, askedFor);
    yield put(notify(RECOMMENDATIONS_FETCHED, 'success'));
    yield put(feedRequested());
  } catch (error) {
    yield put(recommendationsFailed(limitIn(error)));
    yield put(notify(errorMessage(error, RECOMMENDATIONS_FAILED), 'error'));
  }
}

/** Today's allowance for the quota bar; if it cannot be read the bar stays hidden rather than guess. */
export function* loadQuota() {
  try {
    const answer: AnswerOf<typeof searchUsage, 200> = yield call(api.get, '/user-subscriptions/api-request-usage');
    if (answer?.requestsLimit) yield put(quotaLoaded(answer.requestsLimit));
  } catch {
    // The search still works; the server enforces the limit and says so when it is reached.
  }
}

/** A refusal for the daily limit carries what is left, so the bar can show the exhausted state. */
function limitIn(error: unknown): RequestsLimit | undefined {
  if (!(error instanceof ApiRequestFailed)) return undefined;
  const body = error.body as { requestsLimit?: RequestsLimit } | undefined;
  return body?.requestsLimit;
}
