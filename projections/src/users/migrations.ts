import type { Knex } from 'knex';
import { ensureExtension } from '@more-ai/platform/extensions';

export const usersMigrations: Record<string, Knex.Migration> = {
  '001_users': {
    async up(knex) {
      await knex.schema.createTable('users', (t) => {
        t.uuid('id').primary();
        t.text('username').notNullable();
        // Null once the account is deleted: the read model keeps no personal data of a deleted user.
        t.text('email');
        t.text('role').notNullable();
        t.boolean('is_active').notNullable();
        t.boolean('email_verified').notNullable();
        t.text('subscription_type').notNullable().defaultTo('free');
        t.text('name');
        t.text('first_name');
        t.text('phone');
        // The billing country as the UI reads it: { _id, name, code }.
        t.jsonb('country');
        // { countryId, stateId, pinCode, city, street, doorNo }.
        t.jsonb('billing');
        t.boolean('deleted').notNullable().defaultTo(false);
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        t.index(['created_at']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable('users');
    },
  },
  // The admins' Users table (GET /api/admin/users), kept quick at tens of thousands of accounts:
  // each sort key with the id as its tiebreak, and trigram indexes for a search anywhere in the
  // username or the e-mail (ILIKE '%…%' uses them). Deleted accounts are never listed.
  '002_admin_user_list': {
    async up(knex) {
      // In public, as the movies read model has it: a rebuild drops this schema, never the extension.
      await ensureExtension(knex, 'pg_trgm');
      await knex.raw('CREATE INDEX users_live_created ON users (created_at, id) WHERE NOT deleted');
      await knex.raw('CREATE INDEX users_live_username ON users (lower(username), id) WHERE NOT deleted');
      await knex.raw('CREATE INDEX users_live_email ON users (email, id) WHERE NOT deleted');
      await knex.raw('CREATE INDEX users_live_role ON users (role, id) WHERE NOT deleted');
      await knex.raw('CREATE INDEX users_live_active ON users (is_active, id) WHERE NOT deleted');
      await knex.raw('CREATE INDEX users_username_trgm ON users USING gin (username public.gin_trgm_ops) WHERE NOT deleted');
      await knex.raw('CREATE INDEX users_email_trgm ON users USING gin (email public.gin_trgm_ops) WHERE NOT deleted');
    },
    async down(knex) {
      for (const index of [
        'users_live_created',
        'users_live_username',
        'users_live_email',
        'users_live_role',
        'users_live_active',
        'users_username_trgm',
        'users_email_trgm',
      ])
        await knex.raw('DROP INDEX ??', [index]);
    },
  },
};
