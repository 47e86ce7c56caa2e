import type { Knex } from 'knex';
import { isLockHeld } from '@more-ai/platform/consumers/locks';
import type { Projector } from './projector';
import { projectorLockKey } from './runner';

/**
 * Throws unless every projector has an active instance somewhere: its single-instance advisory
 * lock is held. Lets the read-api report projections' health when they run in another process.
 */
export async function assertProjectorsActive(db: Knex, projectors: readonly Pick<Projector, 'name'>[]): Promise<void> {
  const missing: string[] = [];
  for (const projector of projectors) if (!(await isLockHeld(db, projectorLockKey(projector.name)))) missing.push(projector.name);
  if (missing.length > 0) throw new Error(`No active instance of projector(s): ${missing.join(', ')}`);
}
