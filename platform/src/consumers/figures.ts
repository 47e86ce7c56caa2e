import type { Knex } from 'knex';
import type { ConsumerFigures } from '@more-ai/contracts/api/health';
import { comparePositions, type GlobalPosition } from '@more-ai/events/position';
import type { EventStore } from '@more-ai/events/store/port';
import { CHECKPOINT_TABLE, PARKED_TABLE, quoteIdentifier } from './checkpoint';
import type { Consumer } from './consumer';
import { heldLocks } from './locks';
import type { ConsumerStatus } from './status';

/** Lag is counted up to this many events: enough to tell 'a little behind' from 'far behind', and still cheap. */
export const LAG_COUNT_CAP = 10_000;

export type { ConsumerFigures };

/**
 * Figures for each consumer, in a few queries whatever their number (health is polled): the locks
 * not held here, every checkpoint and parked count at once, the head of the log, and a count of
 * events only for those behind it. `here` is the state of the consumers this instance runs; a
 * service that runs none (the read-api on its own) leaves it out and sees their locks only.
 */
export async function consumerFigures({
  db,
  store,
  consumers,
  lockKey,
  here,
}: {
  db: Knex;
  store: Pick<EventStore, 'headPosition' | 'countAfter'>;
  consumers: readonly Pick<Consumer, 'name' | 'schema'>[];
  lockKey: (name: string) => string;
  here?: ReadonlyMap<string, ConsumerStatus>;
}): Promise<Record<string, ConsumerFigures>> {
  // 'restarting' keeps the lock: its subscription failed and is about to resume.
  const holdsLock = (name: string) => ['running', 'restarting'].includes(here?.get(name)?.state ?? '');
  const [held, progress, head] = await Promise.all([
    heldLocks(
      db,
      consumers.filter((c) => !holdsLock(c.name)).map((c) => lockKey(c.name)),
    ),
    readProgress(db, consumers),
    store.headPosition(),
  ]);
  const entries = await Promise.all(
    consumers.map(async ({ name }): Promise<[string, ConsumerFigures]> => {
      const status = here?.get(name);
      const lock = holdsLock(name) ? 'here' : held.has(lockKey(name)) ? 'elsewhere' : 'none';
      const stored = progress.get(name);
      const lag = !stored
        ? null
        : comparePositions(stored.position, head) >= 0
          ? 0
          : await store.countAfter(stored.position, LAG_COUNT_CAP);
      return [
        name,
        {
          active: status?.state === 'running' || lock === 'elsewhere',
          lock,
          ...(status ? { state: status.state } : {}),
          lag,
          parked: stored?.parked ?? 0,
          ...(status?.lastError ? { lastError: { message: status.lastError.message, at: status.lastError.at.toISOString() } } : {}),
        },
      ];
    }),
  );
  return Object.fromEntries(entries);
}

/** Every consumer's checkpoint and parked count in one query; consumers whose tables do not exist yet are left out. */
async function readProgress(
  db: Knex,
  consumers: readonly Pick<Consumer, 'name' | 'schema'>[],
): Promise<Map<string, { position: GlobalPosition; parked: number }>> {
  const existing = await db.raw<{ rows: { schema: string }[] }>(
    `SELECT schema FROM unnest(?::text[]) AS schema
      WHERE to_regclass(quote_ident(schema) || '.' || ?) IS NOT NULL AND to_regclass(quote_ident(schema) || '.' || ?) IS NOT NULL`,
    [[...new Set(consumers.map((c) => c.schema))], CHECKPOINT_TABLE, PARKED_TABLE],
  );
  const schemas = new Set(existing.rows.map((row) => row.schema));
  const selects = consumers
    .filter((c) => schemas.has(c.schema))
    .map((c) => {
      const schema = quoteIdentifier(c.schema);
      return `SELECT c.name, c.position_commit, c.position_prepare,
                (SELECT count(*)::int FROM ${schema}.${PARKED_TABLE} p WHERE p.projector = c.name AND p.status = 'parked') AS parked
                FROM ${schema}.${CHECKPOINT_TABLE} c`;
    });
  if (selects.length === 0) return new Map();
  const result = await db.raw<{ rows: { name: string; position_commit: string; position_prepare: string; parked: number }[] }>(
    selects.join(' UNION ALL '),
  );
  return new Map(
    result.rows.map((row) => [
      row.name,
      { position: { commit: BigInt(row.position_commit), prepare: BigInt(row.position_prepare) }, parked: row.parked },
    ]),
  );
}
