import type { FeatureEvent } from '@more-ai/events/catalog/index';
import { deciderSpec } from '@more-ai/testing/decider-spec';
import { featureDecider, type RegisterFeature } from './decide';

const spec = deciderSpec(featureDecider, { now: new Date('2026-01-01T00:00:00Z') });
const register: RegisterFeature = {
  type: 'RegisterFeature',
  featureId: 'f1',
  key: 'limited_favorites',
  description: 'Number of movies a user may keep as favorites',
};
const registered: FeatureEvent = {
  type: 'FeatureRegistered',
  data: { featureId: 'f1', key: 'limited_favorites', description: 'Number of movies a user may keep as favorites' },
};

describe('the feature registry: deciding', () => {
  it('registers a metered feature', () => {
    spec.given([]).when(register).then([registered]);
  });

  it('registers it once, so seeding can run at every start', () => {
    spec.given([registered]).when(register).then([]);
  });
});
