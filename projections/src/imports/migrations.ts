import type { Knex } from 'knex';

export const importsMigrations: Record<string, Knex.Migration> = {
  '001_imports': {
    async up(knex) {
      // Ids as text: a malformed id in some event must not stop the projector for good.
      await knex.schema.createTable('drafts', (t) => {
        t.text('import_id').primary();
        t.text('user_id').notNullable();
        // The review as the upload answered it (ImportDraftView), built once from the sealed rows.
        t.jsonb('draft').notNullable();
        // What applying it added (ImportSummaryView); null until it is applied.
        t.jsonb('applied').nullable();
        t.index(['user_id']);
      });
      // Accounts deleted so far: an import prepared just before a deletion but projected after it
      // must not bring the deleted member's rows back.
      await knex.schema.createTable('deleted_accounts', (t) => {
        t.text('user_id').primary();
      });
    },
    async down(knex) {
      await knex.schema.dropTable('deleted_accounts');
      await knex.schema.dropTable('drafts');
    },
  },
};
