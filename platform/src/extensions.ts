import type { Knex } from 'knex';

/**
 * Creates a PostgreSQL extension in `public` unless it is there. Migrations that run at the same
 * time (the consumers migrate side by side, and several replicas may start together) would race on
 * the catalog's unique name, and the loser would fail although the extension exists: they take
 * turns on a transaction-scoped advisory lock instead. Knex runs each migration in a transaction,
 * so the turn lasts until the migration that created the extension has committed.
 */
export async function ensureExtension(knex: Knex | Knex.Transaction, name: 'pg_trgm' | 'unaccent'): Promise<void> {
  await knex.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`more-ai extension ${name}`]);
  await knex.raw(`CREATE EXTENSION IF NOT EXISTS ${name} WITH SCHEMA public`);
}
