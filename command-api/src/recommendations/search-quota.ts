import { istDay, requestsLimitOf, type RequestsLimit } from '@more-ai/contracts/search-quota';
import type { RecommendationQuotaEvent } from '@more-ai/events/catalog/index';
import { LimitReached } from '@more-ai/platform/domain/errors';
import type { Decider, DecisionContext } from '../pipeline/decider';

/** The day's searches are used up; the answer carries the quota bar so the UI can show it. */
export class SearchLimitReached extends LimitReached {
  constructor(readonly requestsLimit: RequestsLimit) {
    super(`You've used all your ${requestsLimit.totalRequests} search requests for today.`, 'SEARCH_LIMIT_REACHED');
  }

  override toJSON(): { message: string; code: string; requestsLimit: RequestsLimit } {
    return { ...super.toJSON(), requestsLimit: this.requestsLimit };
  }
}

export type SearchQuotaCommand =
  /** Count one search; `dailySearches` comes from the user's plan (-1: unlimited). */
  | { type: 'UseSearch'; userId: string; requestId: string; dailySearches: number }
  /** The counted search could not be answered at all: give it back. */
  | { type: 'ReturnSearch'; userId: string; requestId: string };

/** Only the latest IST day matters: the count starts again each day. */
export interface SearchQuotaState {
  day: string;
  requestIds: readonly string[];
}

/** Searches counted on `day` (an IST date). */
export function usedOn(state: SearchQuotaState, day: string): number {
  return state.day === day ? state.requestIds.length : 0;
}

export function evolveSearchQuota(state: SearchQuotaState, event: RecommendationQuotaEvent): SearchQuotaState {
  const { day, requestId } = event.data;
  if (event.type === 'SearchQuotaUsed') return { day, requestIds: state.day === day ? [...state.requestIds, requestId] : [requestId] };
  // Stryker disable next-line ConditionalExpression: equivalent, a return is decided on the latest day's state and carries its day
  if (state.day !== day) return state;
  return { day, requestIds: state.requestIds.filter((id) => id !== requestId) };
}

export function decideSearchQuota(
  command: SearchQuotaCommand,
  state: SearchQuotaState,
  { now }: DecisionContext,
): RecommendationQuotaEvent[] {
  const { userId, requestId } = command;
  const counted = state.requestIds.includes(requestId);
  if (command.type === 'ReturnSearch') {
    return counted ? [{ type: 'SearchQuotaReturned', data: { userId, day: state.day, requestId } }] : [];
  }
  const today = istDay(now);
  // A retried request (same id, same day) was counted already.
  if (counted && state.day === today) return [];
  const used = usedOn(state, today);
  if (command.dailySearches >= 0 && used >= command.dailySearches) {
    throw new SearchLimitReached(requestsLimitOf(command.dailySearches, used, now));
  }
  return [{ type: 'SearchQuotaUsed', data: { userId, day: today, requestId } }];
}

/**
 * One stream per user: `RecommendationQuota-{userId}`. The pipeline appends with the expected
 * revision, so concurrent searches are counted one after another and the 21st is refused exactly.
 */
export const searchQuotaDecider: Decider<SearchQuotaCommand, SearchQuotaState, RecommendationQuotaEvent> = {
  category: 'RecommendationQuota',
  // Stryker disable next-line StringLiteral,ArrayDeclaration: equivalent, no IST day is '' and no request counts before one is used
  initialState: () => ({ day: '', requestIds: [] }),
  evolve: evolveSearchQuota,
  decide: decideSearchQuota,
};
