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
  '002_archived_content': {
    async up(knex) {
      // What the last downgrade archived, counted; back to 0 once upgrading restored it.
      await knex.schema.alterTable('subscriptions', (t) => {
        t.integer('archived_watchlists').notNullable().defaultTo(0);
        t.integer('archived_movies').notNullable().defaultTo(0);
        t.integer('archived_favorites').notNullable().defaultTo(0);
      });
    },
    async down(knex) {
      await knex.schema.alterTable('subscriptions', (t) => {
        t.dropColumns('archived_watchlists', 'archived_movies', 'archived_favorites');
      });
    },
  },
};
