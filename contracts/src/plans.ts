import { z } from 'zod';

/** A plan as the landing page and the upgrade dialog read it (SPEC §3 "Subscription plan"). */
export const PlanView = z.object({
  _id: z.string(),
  id: z.string(),
  type: z.enum(['free', 'pro']),
  displayName: z.string(),
  /** Rupees per period, before GST. */
  price: z.number(),
  currency: z.string(),
  /** GST percentage for Indian billing addresses. */
  gst: z.number(),
  /** GST in rupees and paise for one billing period. */
  gstAmount: z.number(),
  durationLabel: z.string(),
  durationMonths: z.number().int(),
  /** Comma-separated feature list. */
  description: z.string(),
  /** Each metered feature's limit; -1 is unlimited. */
  limits: z.record(z.string(), z.number()),
  active: z.boolean(),
});
export type PlanView = z.infer<typeof PlanView>;
