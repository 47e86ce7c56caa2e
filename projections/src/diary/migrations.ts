import type { Knex } from 'knex';

export const diaryMigrations: Record<string, Knex.Migration> = {
  '001_diary': {
    async up(knex) {
      await knex.schema.createTable('entries', (t) => {
        t.uuid('user_id').notNullable();
        t.uuid('entry_id').notNullable();
        t.uuid('movie_id').notNullable();
        t.date('watched_on').notNullable();
        // Half stars from 0.5 to 5; null when this viewing was not rated.
        t.decimal('rating', 2, 1).nullable();
        t.text('review').notNullable();
        t.text('visibility').notNullable();
        t.boolean('rewatch').notNullable();
        t.timestamp('logged_at', { useTz: true }).notNullable();
        // The order of logging: the first event's global position, exact where two entries share a day.
        t.decimal('position_commit', 20, 0).notNullable();
        t.decimal('position_prepare', 20, 0).notNullable();
        // Entry ids are unique in their author's diary stream; the author is part of the key.
        t.primary(['user_id', 'entry_id']);
        t.index(['user_id', 'watched_on']);
        t.index(['user_id', 'movie_id']);
      });
      // Accounts deleted so far: an entry decided just before a deletion but appended after it
      // must not bring the deleted member's diary back.
      await knex.schema.createTable('deleted_accounts', (t) => {
        t.uuid('user_id').primary();
      });
    },
    async down(knex) {
      await knex.schema.dropTable('deleted_accounts');
      await knex.schema.dropTable('entries');
    },
  },
};
