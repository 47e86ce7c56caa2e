import type { RecommendationAnswer } from '@more-ai/events/catalog/index';
import { deciderSpec } from '@more-ai/testing/decider-spec';
import { recommendationDecider } from './recommendation';

const spec = deciderSpec(recommendationDecider, { now: new Date('2026-01-01T00:00:00Z') });
const answer: RecommendationAnswer = {
  requestId: 'r1',
  userId: 'u1',
  username: 'asha',
  description: 'a quiet French comedy',
  filters: { genre: ['Comedy'], language: ['French'], length: [], era: [], contentType: [] },
  engine: 'local',
  picks: [{ movieId: 'm1', reason: 'A shy waitress in Paris' }],
};

describe('a recommendation answer: deciding', () => {
  it('records the answer to a request, its picks becoming discoveries', () => {
    spec
      .given([])
      .when({ type: 'RecordRecommendations', answer })
      .then([{ type: 'RecommendationsMade', data: answer }]);
  });

  it('records a request once: a retry with the same Idempotency-Key appends nothing', () => {
    spec
      .given([{ type: 'RecommendationsMade', data: answer }])
      .when({ type: 'RecordRecommendations', answer })
      .then([]);
  });
});
