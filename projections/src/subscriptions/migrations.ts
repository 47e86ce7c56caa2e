import type { Knex } from 'knex';

export const subscriptionsMigrations: Record<string, Knex.Migration> = {
  '001_subscriptions': {
    async up(knex) {
      // One row per account whose Subscription stream has begun (a paid period, a downgrade).
      await knex.schema.createTable('subscriptions', (t) => {
        t.uuid('user_id').primary();
        // The paid PRO period: from the first start of the running period to its latest end.
        t.timestamp('period_start', { useTz: true });
        t.timestamp('period_end', { useTz: true });
        // PRO by a payment, not yet ended by a downgrade.
        t.boolean('active').notNullable().defaultTo(false);
        // A downgrade waiting for its date, or all three null.
        t.timestamp('scheduled_effective_date', { useTz: true });
        t.text('scheduled_reason');
        t.timestamp('scheduled_at', { useTz: true });
        // The last downgrade carried out.
        t.timestamp('downgraded_at', { useTz: true });
        t.text('downgrade_cause');
      });
    },
    async down(knex) {
      await knex.schema.dropTable('subscriptions');
    },
  },
};
