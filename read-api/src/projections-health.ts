import type { Knex } from 'knex';
import { allProjectors, countParkedEvents } from '@more-ai/projections';
import type { HealthCheck } from './health';

/**
 * The projections' part of GET /api/health: down unless `assertRunning` passes (every projector
 * has an active instance), degraded while any projector has parked events, counted per projector.
 */
export function projectionsHealthCheck(db: Knex, assertRunning: () => Promise<void>): HealthCheck {
  return {
    name: 'projections',
    check: async () => {
      await assertRunning();
      const parkedEvents = await countParkedEvents(db, allProjectors);
      const total = Object.values(parkedEvents).reduce((sum, count) => sum + count, 0);
      if (total === 0) return undefined;
      return { message: `${total} parked event${total === 1 ? '' : 's'}: the read models lack them until retried or skipped`, parkedEvents };
    },
  };
}
