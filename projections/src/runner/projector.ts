import type { Knex } from 'knex';
import type { RecordedEvent } from '@more-ai/events/store/port';

/**
 * A projector builds one read model: it owns the tables of one PostgreSQL schema, created by its
 * knex migrations, and folds the events it handles into them. It touches only its own tables and
 * never appends events (ARCHITECTURE rule 1).
 */
export interface Projector {
  /** Used in CLI commands, status and read-your-writes dependencies: 'contacts'. */
  readonly name: string;
  /** The schema holding its tables and checkpoint: 'rm_contacts'. */
  readonly schema: string;
  /** Applied in name order. Table names stay unqualified: the runner sets search_path. */
  readonly migrations: Readonly<Record<string, Knex.Migration>>;
  /** Event types it reads; the rest of the log only advances its checkpoint. */
  readonly handles: readonly string[];
  /**
   * Applies a batch (in global order, only types in `handles`) inside the transaction that also
   * moves the checkpoint. Batches make replays fast: prefer one multi-row statement per batch.
   */
  handle(events: readonly RecordedEvent[], trx: Knex.Transaction): Promise<void>;
}
