import { defineEvent, type EventOf } from '../definitions';

export type FeatureKey = 'limited_watchlists' | 'limited_favorites' | 'limited_api_requests';

/** A metered feature joined the registry the UI's limit checks resolve keys against (SPEC §3, §5). */
export const FeatureRegistered = defineEvent<{ featureId: string; key: FeatureKey; description: string }>()({
  type: 'FeatureRegistered',
  version: 1,
});

export type FeatureEvent = EventOf<typeof FeatureRegistered>;
