import { z } from 'zod';

/** The metered features a plan limits (SPEC §3 "Feature registry"). */
export const FEATURE_KEYS = ['limited_watchlists', 'limited_favorites', 'limited_api_requests'] as const;

/** A feature registry entry: GET /api/features/registry. */
export const FeatureEntry = z.object({ id: z.string(), key: z.enum(FEATURE_KEYS) });
export type FeatureEntry = z.infer<typeof FeatureEntry>;

/** SPEC §3 "Feature limit / usage": -1 as limit and remaining means unlimited. */
export const FeatureUsage = z.object({
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  canUse: z.boolean(),
});
export type FeatureUsage = z.infer<typeof FeatureUsage>;
