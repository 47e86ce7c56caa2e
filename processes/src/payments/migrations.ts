import type { Knex } from 'knex';

/**
 * `subscriptions`: each paid PRO period, its end date and the scheduled downgrade's date, until the
 * subscription goes FREE; `open_orders`: each order opened and neither paid nor failed yet. The
 * timed jobs and the hourly sweep find what is due here.
 */
export const paymentsMigrations: Record<string, Knex.Migration> = {
  '001_subscriptions_and_open_orders': {
    async up(knex) {
      await knex.schema.createTable('subscriptions', (t) => {
        t.text('user_id').primary();
        t.timestamp('end_date', { useTz: true }).notNullable();
        t.timestamp('downgrade_at', { useTz: true });
        t.boolean('active').notNullable();
        t.text('event_id').notNullable();
        t.text('correlation_id').notNullable();
      });
      await knex.raw(`CREATE INDEX subscriptions_due ON subscriptions (coalesce(downgrade_at, end_date)) WHERE active`);
      await knex.schema.createTable('open_orders', (t) => {
        t.text('order_id').primary();
        t.text('user_id').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.text('event_id').notNullable();
        t.text('correlation_id').notNullable();
        t.index(['created_at']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable('open_orders');
      await knex.schema.dropTable('subscriptions');
    },
  },
};
