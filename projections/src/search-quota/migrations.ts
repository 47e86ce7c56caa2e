import type { Knex } from 'knex';

export const searchQuotaMigrations: Record<string, Knex.Migration> = {
  '001_searches_per_day': {
    async up(knex) {
      await knex.schema.createTable('searches_per_day', (t) => {
        t.uuid('user_id').notNullable();
        // The date in India (IST): the quota resets at midnight IST.
        t.date('day').notNullable();
        t.integer('used').notNullable();
        t.primary(['user_id', 'day']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable('searches_per_day');
    },
  },
};
