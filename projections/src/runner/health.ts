import type { Knex } from 'knex';
import { assertConsumersActive } from '@more-ai/platform/consumers/locks';
import type { Projector } from './projector';
import { projectorLockKey } from './runner';

/**
 * Throws unless every projector has an active instance somewhere: its single-instance advisory
 * lock is held. Lets the read-api report projections' health when they run in another process.
 */
export function assertProjectorsActive(db: Knex, projectors: readonly Pick<Projector, 'name'>[]): Promise<void> {
  return assertConsumersActive(
    db,
    projectors.map((projector) => projector.name),
    projectorLockKey,
    'projector',
  );
}
