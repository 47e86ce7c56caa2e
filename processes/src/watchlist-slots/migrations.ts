import type { Knex } from 'knex';

/**
 * `slots`: each watchlist opened at its owner's gate, and how far its list got: 'opened' (not
 * created yet), 'created', or 'deleted' (its list is gone, so the slot must be given back).
 */
export const watchlistSlotsMigrations: Record<string, Knex.Migration> = {
  '001_slots': {
    async up(knex) {
      await knex.schema.createTable('slots', (t) => {
        t.text('watchlist_id').primary();
        t.text('user_id').notNullable();
        t.text('state').notNullable();
        t.timestamp('opened_at', { useTz: true }).notNullable();
        t.text('event_id').notNullable();
        t.text('correlation_id').notNullable();
        t.index(['state', 'opened_at']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable('slots');
    },
  },
};
