import type { Knex } from 'knex';

export const watchlistsMigrations: Record<string, Knex.Migration> = {
  '001_watchlists': {
    async up(knex) {
      // Every watchlist, private ones included: readers filter on is_private at read time, so a list
      // made private disappears for everyone else the moment its event is projected.
      await knex.schema.createTable('watchlists', (t) => {
        t.uuid('id').primary();
        t.uuid('owner_id').notNullable();
        t.text('name').notNullable();
        t.text('description').notNullable();
        t.boolean('is_private').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        // Deleted by its owner, or with the owner's account; kept so counts can leave it out.
        t.boolean('deleted').notNullable().defaultTo(false);
        t.index(['owner_id', 'created_at']);
      });
      await knex.schema.createTable('watchlist_movies', (t) => {
        t.uuid('watchlist_id').notNullable();
        t.uuid('movie_id').notNullable();
        t.timestamp('added_at', { useTz: true }).notNullable();
        t.primary(['watchlist_id', 'movie_id']);
      });
      await knex.schema.createTable('watchlist_followers', (t) => {
        t.uuid('watchlist_id').notNullable();
        t.uuid('user_id').notNullable();
        t.timestamp('followed_at', { useTz: true }).notNullable();
        t.primary(['watchlist_id', 'user_id']);
        t.index(['user_id']);
      });
      // Accounts seen deleted: an event that raced the deletion and lands after it is not let back in.
      await knex.schema.createTable('deleted_accounts', (t) => {
        t.uuid('user_id').primary();
      });
    },
    async down(knex) {
      await knex.schema.dropTable('deleted_accounts');
      await knex.schema.dropTable('watchlist_followers');
      await knex.schema.dropTable('watchlist_movies');
      await knex.schema.dropTable('watchlists');
    },
  },
  '002_archived': {
    async up(knex) {
      // Archived by a downgrade: kept, so upgrading again restores them, but hidden from every read.
      await knex.schema.alterTable('watchlists', (t) => {
        t.boolean('archived').notNullable().defaultTo(false);
      });
      await knex.schema.alterTable('watchlist_movies', (t) => {
        t.boolean('archived').notNullable().defaultTo(false);
      });
    },
    async down(knex) {
      await knex.schema.alterTable('watchlist_movies', (t) => {
        t.dropColumn('archived');
      });
      await knex.schema.alterTable('watchlists', (t) => {
        t.dropColumn('archived');
      });
    },
  },
};
