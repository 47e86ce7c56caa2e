import type { Knex } from 'knex';

export const activityMigrations: Record<string, Knex.Migration> = {
  '001_activity': {
    async up(knex) {
      // One row per item of the Following view: who did what, when, about which movies and list.
      // Keyed by the global position of the event that began it, which never changes: a keyset page
      // ends at a key, and a later event that grows the item (a batch of adds) leaves it in place.
      await knex.schema.createTable('items', (t) => {
        t.decimal('position_commit', 20, 0).notNullable();
        t.decimal('position_prepare', 20, 0).notNullable();
        t.text('kind').notNullable();
        t.uuid('actor_id').notNullable();
        t.uuid('watchlist_id').nullable();
        // In the order they joined the item.
        t.specificType('movie_ids', 'uuid[]').notNullable().defaultTo('{}');
        // A rename: the name the list had before it.
        t.text('previous_name').nullable();
        // A diary entry made public: the entry, and its rating (half stars) when it has one.
        t.uuid('entry_id').nullable();
        t.decimal('rating', 2, 1).nullable();
        t.timestamp('occurred_at', { useTz: true }).notNullable();
        // The latest event folded into the item (a batch of adds grows until its window closes).
        t.timestamp('last_at', { useTz: true }).notNullable();
        t.primary(['position_commit', 'position_prepare']);
        t.index(['actor_id']);
        t.index(['watchlist_id']);
        t.index(['entry_id']);
      });
      // What the items need to know of each watchlist, kept here so that a list's privacy, deletion
      // and archiving are applied in the same transaction as its items, never behind or ahead of them.
      await knex.schema.createTable('watchlists', (t) => {
        t.uuid('id').primary();
        t.uuid('owner_id').notNullable();
        t.text('name').notNullable();
        t.boolean('is_private').notNullable();
        t.boolean('deleted').notNullable().defaultTo(false);
        t.boolean('archived').notNullable().defaultTo(false);
      });
      // Accounts seen deleted: an event that raced the deletion and lands after it makes no item.
      await knex.schema.createTable('deleted_accounts', (t) => {
        t.uuid('user_id').primary();
      });
      // Members on PRO: their discoveries are private (SPEC §6), as in the community feed.
      await knex.schema.createTable('pro_members', (t) => {
        t.uuid('user_id').primary();
      });
    },
    async down(knex) {
      await knex.schema.dropTable('pro_members');
      await knex.schema.dropTable('deleted_accounts');
      await knex.schema.dropTable('watchlists');
      await knex.schema.dropTable('items');
    },
  },
};
