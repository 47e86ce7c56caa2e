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
