import type { Knex } from 'knex';
import type { RecordedEvent } from '@more-ai/events/store/port';

/**
 * Anything that follows the event log from a checkpoint of its own: a projector building a read
 * model, or a reactor keeping the state of a workflow. It owns the tables of one PostgreSQL schema,
 * created by its knex migrations, and folds the events it handles into them in the transaction that
 * moves its checkpoint.
 */
export interface Consumer {
  /** Used in logs, status, lock keys: 'contacts', 'signup_reservations'. */
  readonly name: string;
  /** The schema holding its tables and checkpoint: 'rm_contacts'. */
  readonly schema: string;
  /** Applied in name order. Table names stay unqualified: the runner sets search_path. */
  readonly migrations: Readonly<Record<string, Knex.Migration>>;
  /**
   * The most events it takes in one batch when behind, where the runner was not given a size
   * (default 500): one whose every batch has a fixed cost (recounting what the batch touched)
   * catches up faster in larger ones.
   */
  readonly batchSize?: number;
  /** Event types it reads; the rest of the log only advances its checkpoint. */
  readonly handles: readonly string[];
  /**
   * Applies a batch (in global order, only types in `handles`) inside the transaction that also
   * moves the checkpoint. Batches make replays fast: prefer one multi-row statement per batch.
   */
  handle(events: readonly RecordedEvent[], trx: Knex.Transaction): Promise<void>;
}
