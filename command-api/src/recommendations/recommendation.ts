import type { RecommendationAnswer, RecommendationEvent } from '@more-ai/events/catalog/index';
import type { Decider } from '../pipeline/decider';

/** Records the answer to one request; its picks become the requester's discoveries. */
export interface RecordRecommendations {
  type: 'RecordRecommendations';
  answer: RecommendationAnswer;
}

/**
 * One stream per request: `Recommendation-{requestId}`. A request is answered once; recording it
 * again (a retry with the same Idempotency-Key) appends nothing.
 */
export const recommendationDecider: Decider<RecordRecommendations, { recorded: boolean }, RecommendationEvent> = {
  category: 'Recommendation',
  // Stryker disable next-line ObjectLiteral: equivalent, a request not recorded (false or left out) is recorded
  initialState: () => ({ recorded: false }),
  evolve: () => ({ recorded: true }),
  decide: (command, state) => (state.recorded ? [] : [{ type: 'RecommendationsMade', data: command.answer }]),
};
