import type { Knex } from 'knex';

export const mailDeliveriesMigrations: Record<string, Knex.Migration> = {
  '001_deliveries': {
    async up(knex) {
      await knex.schema.createTable('deliveries', (t) => {
        t.text('delivery_id').primary();
        t.text('user_id').notNullable();
        t.text('kind').notNullable();
        // sending, delayed, sent, failed, replaced (CODE_DELIVERY_MESSAGES)
        t.text('status').notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        t.index(['user_id', 'kind']);
        t.index(['updated_at']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable('deliveries');
    },
  },
};
