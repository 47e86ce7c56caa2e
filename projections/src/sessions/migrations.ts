import type { Knex } from 'knex';

export const sessionsMigrations: Record<string, Knex.Migration> = {
  '001_sessions': {
    async up(knex) {
      // Ids as text: a malformed id in some event must not stop the projector for good.
      await knex.schema.createTable('sessions', (t) => {
        t.text('session_id').primary();
        t.text('user_id').notNullable();
        t.boolean('active').notNullable();
        t.text('ended_reason');
        t.timestamp('started_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        t.index(['user_id']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable('sessions');
    },
  },
};
