import type { Knex } from 'knex';

export const discoveriesMigrations: Record<string, Knex.Migration> = {
  '001_discoveries': {
    async up(knex) {
      // One row per movie: the latest time anyone's request turned it up (SPEC §2 Recently Discovered).
      await knex.schema.createTable('discoveries', (t) => {
        t.uuid('movie_id').primary();
        t.uuid('request_id').notNullable();
        t.uuid('found_by').notNullable();
        t.text('found_by_username').notNullable();
        t.timestamp('discovered_at', { useTz: true }).notNullable();
        // The order of discovery: the event's global position, then the pick's rank in its answer.
        t.decimal('position_commit', 20, 0).notNullable();
        t.decimal('position_prepare', 20, 0).notNullable();
        t.integer('pick_rank').notNullable();
        t.index(['found_by']);
      });
      await knex.raw('CREATE INDEX discoveries_newest_first ON discoveries (position_commit DESC, position_prepare DESC, pick_rank)');
    },
    async down(knex) {
      await knex.schema.dropTable('discoveries');
    },
  },
  '002_finder_name_optional': {
    async up(knex) {
      // A deleted finder has no name to show: the feed card says 'Unknown User' (SPEC §2).
      await knex.schema.alterTable('discoveries', (t) => {
        t.text('found_by_username').nullable().alter();
      });
      await knex('discoveries').where({ found_by_username: 'Deleted user' }).update({ found_by_username: null });
    },
    async down(knex) {
      await knex('discoveries').whereNull('found_by_username').update({ found_by_username: 'Deleted user' });
      await knex.schema.alterTable('discoveries', (t) => {
        t.text('found_by_username').notNullable().alter();
      });
    },
  },
  '003_pro_finders': {
    async up(knex) {
      // Finders on PRO: their discoveries are private and stay out of the feed (SPEC §6).
      await knex.schema.createTable('pro_finders', (t) => {
        t.uuid('user_id').primary();
      });
    },
    async down(knex) {
      await knex.schema.dropTable('pro_finders');
    },
  },
};
