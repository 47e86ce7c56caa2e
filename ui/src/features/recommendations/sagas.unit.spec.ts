import { expect } from 'chai';
import { describe, it } from 'mocha';
import type { UnknownAction } from 'redux';
import { call, put } from 'redux-saga/effects';
import { api, ApiRequestFailed } from '../../api/client';
import { putAction, story } from '../../app/saga-testing';
import { feedRequested } from '../discoveries/slice';
import { notificationShown } from '../notifications/slice';
import { noFilters } from './filters';
import { pushResultsEntry } from './history';
import { askForRecommendations, loadQuota, RECOMMENDATIONS_FAILED, RECOMMENDATIONS_FETCHED } from './sagas';
import { quotaLoaded, recommendationsFailed, recommendationsReceived, type RecommendationsState } from './slice';

const limit = { remainingRequests: 19, totalRequests: 20, resetTime: '2025-07-02T18:30:00.000Z' };
const exhausted = { ...limit, remainingRequests: 0 };
const askedFor = { description: 'slow-burn mysteries', filters: { ...noFilters, language: ['Korean'], era: ['2010s'] } };
const asking: Pick<RecommendationsState, 'status' | 'askedFor'> = { status: 'loading', askedFor };

function sent() {
  const saga = story(askForRecommendations());
  saga.next();
  saga.next(asking);
  return saga;
}

function told(action: UnknownAction) {
  return notificationShown.match(action) ? { message: action.payload.message, type: action.payload.type } : undefined;
}

describe('Asking for recommendations (SPEC §2, §7, §8)', () => {
  it('posts the prompt and every filter group as they were asked', () => {
    const saga = story(askForRecommendations());
    saga.next();
    expect(saga.next(asking).value).to.deep.equal(
      call(api.post, '/recommendations/recommend', {
        description: 'slow-burn mysteries',
        genre: [],
        language: ['Korean'],
        length: [],
        era: ['2010s'],
        contentType: [],
      }),
    );
  });

  it("shows the picks, says 'Recommendations fetched successfully', and reloads the feed the picks now lead", () => {
    const saga = sent();
    expect(saga.next({ recommendations: [], requestsLimit: limit }).value).to.deep.equal(
      put(recommendationsReceived({ recommendations: [], requestsLimit: limit })),
    );
    expect(saga.next().value).to.deep.equal(call(pushResultsEntry, askedFor));
    expect(told(putAction(saga.next().value))).to.deep.equal({ message: RECOMMENDATIONS_FETCHED, type: 'success' });
    expect(saga.next().value).to.deep.equal(put(feedRequested()));
  });

  it("shows the server's refusal, else 'Failed to get recommendations'", () => {
    const refused = sent();
    refused.throw(new ApiRequestFailed(400, 'Please describe what you want to watch or pick at least 2 filters', undefined, {}));
    expect(told(putAction(refused.next().value))).to.deep.equal({
      message: 'Please describe what you want to watch or pick at least 2 filters',
      type: 'error',
    });

    const offline = sent();
    expect(offline.throw(new TypeError('Failed to fetch')).value).to.deep.equal(put(recommendationsFailed(undefined)));
    expect(told(putAction(offline.next().value))).to.deep.equal({ message: RECOMMENDATIONS_FAILED, type: 'error' });
  });

  it('takes the allowance from a daily-limit refusal, so the bar shows it used up', () => {
    const saga = sent();
    const refusal = new ApiRequestFailed(429, "You've used all your 20 search requests for today.", 'SEARCH_LIMIT_REACHED', {
      message: "You've used all your 20 search requests for today.",
      code: 'SEARCH_LIMIT_REACHED',
      requestsLimit: exhausted,
    });
    expect(saga.throw(refusal).value).to.deep.equal(put(recommendationsFailed(exhausted)));
    expect(told(putAction(saga.next().value))).to.deep.equal({
      message: "You've used all your 20 search requests for today.",
      type: 'error',
    });
  });

  it('sends nothing when the reducer did not start a request', () => {
    const saga = story(askForRecommendations());
    saga.next();
    expect(saga.next({ status: 'idle', askedFor: null }).done).to.equal(true);
  });
});

describe('The quota bar’s allowance (SPEC §7)', () => {
  it('reads GET /user-subscriptions/api-request-usage', () => {
    const saga = story(loadQuota());
    expect(saga.next().value).to.deep.equal(call(api.get, '/user-subscriptions/api-request-usage'));
    expect(saga.next({ requestsLimit: limit }).value).to.deep.equal(put(quotaLoaded(limit)));
  });

  it('keeps the bar hidden rather than guess when the allowance cannot be read', () => {
    const saga = story(loadQuota());
    saga.next();
    expect(saga.throw(new ApiRequestFailed(500, undefined, undefined)).done).to.equal(true);
  });
});
