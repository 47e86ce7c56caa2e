import type { Knex } from 'knex';
import type { Projector } from './projector';
import { projectorLockKey } from './runner';

/**
 * Throws unless every projector has an active instance somewhere: its single-instance advisory
 * lock is held. Lets the read-api report projections' health when they run in another process.
 */
export async function assertProjectorsActive(db: Knex, projectors: readonly Pick<Projector, 'name'>[]): Promise<void> {
  const missing: string[] = [];
  for (const projector of projectors) {
    // A bigint advisory key shows in pg_locks as its high 32 bits (classid) and low 32 bits (objid).
    const result = await db.raw(
      `SELECT count(*)::int AS holders FROM pg_locks
        WHERE locktype = 'advisory' AND granted AND objsubid = 1
          AND classid = ((hashtext(?)::bigint >> 32) & 4294967295)::oid
          AND objid = (hashtext(?)::bigint & 4294967295)::oid`,
      [projectorLockKey(projector.name), projectorLockKey(projector.name)],
    );
    if (result.rows[0].holders === 0) missing.push(projector.name);
  }
  if (missing.length > 0) throw new Error(`No active instance of projector(s): ${missing.join(', ')}`);
}
