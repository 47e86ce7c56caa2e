import type { Knex } from 'knex';

/** Below this many rows a batch is written into the indexes as it is: rebuilding them would cost more. */
const BULK_ROWS = 64;
/** A batch at least this fraction of the table's rows is a bulk load (a first catalog, a rebuild's first batches). */
const BULK_SHARE = 1 / 8;

/**
 * Runs `write`, which adds `rows` rows to `table` (in the transaction's schema), and, when that is
 * a bulk load into a small table, drops the table's GIN indexes first and builds them again after:
 * a GIN index without a pending list takes each row's keys one by one (a title's trigrams, its
 * words, its people), where a build sorts them all at once, many times faster. The indexes are
 * rebuilt from their own definitions (`pg_get_indexdef`), inside the same transaction, so readers
 * see the table with all its indexes before and after; they wait on it while the batch is written,
 * which is only while the table is small (at most 8 times the batch).
 */
export async function withGinIndexesRebuiltForBulk<T>(
  trx: Knex.Transaction,
  table: string,
  rows: number,
  write: () => Promise<T>,
): Promise<T> {
  if (rows < BULK_ROWS) return write();
  const sized = await trx.raw<{ rows: { bulk: boolean }[] }>(
    `SELECT count(*) <= ? AS bulk FROM (SELECT 1 FROM ${table} LIMIT ?) AS existing`,
    [Math.floor(rows / BULK_SHARE), Math.floor(rows / BULK_SHARE) + 1],
  );
  if (!sized.rows[0]!.bulk) return write();
  const indexes = await trx.raw<{ rows: { name: string; definition: string }[] }>(
    `SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name, pg_get_indexdef(c.oid) AS definition
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_am am ON am.oid = c.relam
      WHERE i.indrelid = to_regclass(?) AND am.amname = 'gin'
      ORDER BY c.relname`,
    [table],
  );
  for (const { name } of indexes.rows) await trx.raw(`DROP INDEX ${name}`);
  const written = await write();
  for (const { definition } of indexes.rows) await trx.raw(definition);
  return written;
}
