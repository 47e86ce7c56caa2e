import { v5 as uuidv5 } from 'uuid';
import type { FeatureKey } from '@more-ai/events/catalog/index';

const FEATURE_IDS = '9c4e2a71-6b3d-4f0a-8e15-d2c7b9a4f360';

export const featureIdOf = (key: FeatureKey): string => uuidv5(`feature:${key}`, FEATURE_IDS);

/** The feature keys the UI's limit checks resolve (SPEC §3). */
export const STANDARD_FEATURES: readonly { key: FeatureKey; description: string }[] = [
  { key: 'limited_watchlists', description: 'Number of watchlists a user may own' },
  { key: 'limited_favorites', description: 'Number of movies a user may keep as favorites' },
  { key: 'limited_api_requests', description: 'AI recommendation searches per IST day' },
];
