import type { Knex } from 'knex';

export const contactsMigrations: Record<string, Knex.Migration> = {
  '001_contact_messages': {
    async up(knex) {
      await knex.schema.createTable('contact_messages', (t) => {
        t.uuid('id').primary();
        t.text('name').notNullable();
        t.text('email').notNullable();
        t.text('message').notNullable();
        t.text('status').notNullable().defaultTo('new');
        t.text('admin_notes');
        t.text('submitted_by');
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        t.index(['created_at']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable('contact_messages');
    },
  },
};
