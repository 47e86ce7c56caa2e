import type { Knex } from 'knex';

/**
 * `claims`: each e-mail or username reservation (its stream's id, never the name) held by a signup,
 * from the event that made it, until it is released or taken over. `signups`: what became of each
 * signup whose outcome the log has told.
 */
export const signupReservationsMigrations: Record<string, Knex.Migration> = {
  '001_claims_and_signups': {
    async up(knex) {
      await knex.schema.createTable('claims', (t) => {
        t.text('kind').notNullable();
        t.text('name_key').notNullable();
        t.text('user_id').notNullable();
        t.timestamp('claimed_at', { useTz: true }).notNullable();
        t.text('event_id').notNullable();
        t.text('correlation_id').notNullable();
        t.primary(['kind', 'name_key', 'user_id']);
        t.index(['user_id']);
        t.index(['claimed_at']);
      });
      await knex.schema.createTable('signups', (t) => {
        t.text('user_id').primary();
        t.text('outcome').notNullable();
      });
    },
    async down(knex) {
      await knex.schema.dropTable('signups');
      await knex.schema.dropTable('claims');
    },
  },
};
