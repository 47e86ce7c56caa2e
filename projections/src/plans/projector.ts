import type { RecordedEventOf } from '@more-ai/events/definitions';
import type { SubscriptionPlanDefined } from '@more-ai/events/catalog/index';
import type { Projector } from '../runner/projector';
import { plansMigrations } from './migrations';

type PlanTermsEvent = RecordedEventOf<typeof SubscriptionPlanDefined>;

/** Read model `rm_plans.subscription_plans`: the plans on sale (landing page, /me, payments). */
export const plansProjector: Projector = {
  name: 'plans',
  schema: 'rm_plans',
  migrations: plansMigrations,
  handles: ['SubscriptionPlanDefined', 'SubscriptionPlanRevised'],
  async handle(events, trx) {
    for (const event of events as PlanTermsEvent[]) {
      const terms = event.data;
      const row = {
        id: terms.planId,
        type: terms.type,
        display_name: terms.displayName,
        price: terms.price,
        currency: terms.currency,
        gst: terms.gst,
        duration_label: terms.durationLabel,
        duration_months: terms.durationMonths,
        description: terms.description,
        limits: JSON.stringify(terms.limits),
        active: terms.active,
        updated_at: event.recordedAt,
      };
      await trx('subscription_plans').insert(row).onConflict('id').merge();
    }
  },
};
