import type { Knex } from 'knex';

export const followsMigrations: Record<string, Knex.Migration> = {
  '001_follows': {
    async up(knex) {
      // Who follows whom (SPEC §2 Profiles: following and followers); one row per live follow.
      await knex.schema.createTable('follows', (t) => {
        t.uuid('follower_id').notNullable();
        t.uuid('followee_id').notNullable();
        t.timestamp('followed_at', { useTz: true }).notNullable();
        t.primary(['follower_id', 'followee_id']);
        t.index(['followee_id']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable('follows');
    },
  },
  '002_deleted_accounts': {
    async up(knex) {
      // Accounts seen deleted: a follow decided just before a deletion but appended after it must
      // not bring the deleted user back into anyone's lists.
      await knex.schema.createTable('deleted_accounts', (t) => {
        t.uuid('user_id').primary();
      });
    },
    async down(knex) {
      await knex.schema.dropTable('deleted_accounts');
    },
  },
};
