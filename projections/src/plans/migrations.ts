import type { Knex } from 'knex';

export const plansMigrations: Record<string, Knex.Migration> = {
  '001_subscription_plans': {
    async up(knex) {
      await knex.schema.createTable('subscription_plans', (t) => {
        t.uuid('id').primary();
        t.text('type').notNullable();
        t.text('display_name').notNullable();
        t.decimal('price', 10, 2).notNullable();
        t.text('currency').notNullable();
        t.decimal('gst', 5, 2).notNullable();
        t.text('duration_label').notNullable();
        t.integer('duration_months').notNullable();
        t.text('description').notNullable();
        t.jsonb('limits').notNullable();
        t.boolean('active').notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
      });
    },
    async down(knex) {
      await knex.schema.dropTable('subscription_plans');
    },
  },
};
