import type { Knex } from 'knex';

export const favoritesMigrations: Record<string, Knex.Migration> = {
  '001_favorites': {
    async up(knex) {
      await knex.schema.createTable('favorites', (t) => {
        t.uuid('user_id').notNullable();
        t.uuid('movie_id').notNullable();
        t.timestamp('added_at', { useTz: true }).notNullable();
        // The order of adding: the event's global position, exact where two adds share a millisecond.
        t.decimal('position_commit', 20, 0).notNullable();
        t.decimal('position_prepare', 20, 0).notNullable();
        t.primary(['user_id', 'movie_id']);
        t.index(['movie_id']);
      });
      // Accounts deleted so far: a favorite decided just before a deletion but appended after it
      // must not bring the deleted user's list back.
      await knex.schema.createTable('deleted_accounts', (t) => {
        t.uuid('user_id').primary();
      });
    },
    async down(knex) {
      await knex.schema.dropTable('deleted_accounts');
      await knex.schema.dropTable('favorites');
    },
  },
  '002_archived': {
    async up(knex) {
      // Archived by a downgrade: kept, so upgrading again restores them, but hidden from every read.
      await knex.schema.alterTable('favorites', (t) => {
        t.boolean('archived').notNullable().defaultTo(false);
      });
    },
    async down(knex) {
      await knex.schema.alterTable('favorites', (t) => {
        t.dropColumn('archived');
      });
    },
  },
};
