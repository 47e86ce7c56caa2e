import type { Knex } from 'knex';
import type { RecordedEventOf } from '@more-ai/events/definitions';
import type { SubscriptionPlanDefined, SubscriptionPlanRevised } from '@more-ai/events/catalog/index';
import { defineProjector } from '../runner/projector';
import { plansMigrations } from './migrations';

type PlanTermsEvent = RecordedEventOf<typeof SubscriptionPlanDefined> | RecordedEventOf<typeof SubscriptionPlanRevised>;

/** Read model `rm_plans.subscription_plans`: the plans on sale (landing page, /me, payments). */
export const plansProjector = defineProjector({
  name: 'plans',
  schema: 'rm_plans',
  migrations: plansMigrations,
  on: { SubscriptionPlanDefined: writeTerms, SubscriptionPlanRevised: writeTerms },
});

/** A plan's row holds its latest terms. */
async function writeTerms(events: readonly PlanTermsEvent[], trx: Knex.Transaction): Promise<void> {
  for (const event of events) {
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
}
