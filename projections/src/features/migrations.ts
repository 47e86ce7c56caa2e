import type { Knex } from 'knex';

export const featuresMigrations: Record<string, Knex.Migration> = {
  '001_feature_registry': {
    async up(knex) {
      await knex.schema.createTable('feature_registry', (t) => {
        t.uuid('id').primary();
        t.text('key').notNullable().unique();
        t.text('description').notNullable();
        t.timestamp('registered_at', { useTz: true }).notNullable();
      });
    },
    async down(knex) {
      await knex.schema.dropTable('feature_registry');
    },
  },
};
