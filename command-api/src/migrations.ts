import type { Knex } from 'knex';

/** The command side's own tables (never read models): schema `command_api`. */
export const commandApiMigrations: Record<string, Knex.Migration> = {
  '001_idempotency_keys': {
    async up(knex) {
      await knex.schema.withSchema('command_api').createTable('idempotency_keys', (t) => {
        t.text('scope').notNullable();
        t.text('key').notNullable();
        t.text('fingerprint').notNullable();
        t.integer('status');
        t.jsonb('body');
        t.text('position');
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.primary(['scope', 'key']);
      });
    },
    async down(knex) {
      await knex.schema.withSchema('command_api').dropTable('idempotency_keys');
    },
  },
  '002_code_requests': {
    async up(knex) {
      // When a one-time code was last asked for, per purpose and e-mail digest, with or without an account.
      await knex.schema.withSchema('command_api').createTable('code_requests', (t) => {
        t.text('key').primary();
        t.timestamp('requested_at', { useTz: true }).notNullable().index();
      });
    },
    async down(knex) {
      await knex.schema.withSchema('command_api').dropTable('code_requests');
    },
  },
  '003_idempotent_answers_withheld': {
    async up(knex) {
      // A key whose answer carried a credential is used up: its answer is not kept, so never repeated.
      await knex.schema.withSchema('command_api').alterTable('idempotency_keys', (t) => {
        t.boolean('withheld').notNullable().defaultTo(false);
      });
    },
    async down(knex) {
      await knex.schema.withSchema('command_api').alterTable('idempotency_keys', (t) => {
        t.dropColumn('withheld');
      });
    },
  },
};

export async function migrateCommandApi(db: Knex): Promise<void> {
  await db.raw('CREATE SCHEMA IF NOT EXISTS command_api');
  await db.migrate.latest({
    schemaName: 'command_api',
    tableName: 'knex_migrations',
    migrationSource: {
      getMigrations: async () => Object.keys(commandApiMigrations).sort(),
      getMigrationName: (name: string) => name,
      getMigration: async (name: string) => commandApiMigrations[name]!,
    },
  });
}
