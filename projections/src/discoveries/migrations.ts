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
};
