import type { Knex } from 'knex';

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
};
