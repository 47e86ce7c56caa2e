import type { FeatureEvent, FeatureKey } from '@more-ai/events/catalog/index';
import type { Decider } from '../pipeline/decider';

/** System command: add a metered feature to the registry (idempotent). */
export interface RegisterFeature {
  type: 'RegisterFeature';
  featureId: string;
  key: FeatureKey;
  description: string;
}

export interface FeatureState {
  registered: boolean;
}

export const featureDecider: Decider<RegisterFeature, FeatureState, FeatureEvent> = {
  category: 'Feature',
  // Stryker disable next-line ObjectLiteral: equivalent, a feature not registered (false or left out) is registered
  initialState: () => ({ registered: false }),
  evolve: (state, event) => (event.type === 'FeatureRegistered' ? { registered: true } : state),
  decide: (command, state) =>
    state.registered
      ? []
      : [{ type: 'FeatureRegistered', data: { featureId: command.featureId, key: command.key, description: command.description } }],
};
