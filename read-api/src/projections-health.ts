import type { Knex } from 'knex';
import { allProjectors, countParkedEvents } from '@more-ai/projections';
import type { Consumer } from '@more-ai/platform/consumers/consumer';
import type { HealthCheck } from './health';

/**
 * The projections' part of GET /api/health: down unless `assertRunning` passes (every projector
 * has an active instance), degraded while any projector has parked events, counted per projector.
 */
export function projectionsHealthCheck(db: Knex, assertRunning: () => Promise<void>): HealthCheck {
  return consumersHealthCheck({ name: 'projections', db, consumers: allProjectors, assertRunning, lacking: 'the read models lack them' });
}

/**
 * The part of GET /api/health for consumers of the log (projectors, reactors): down unless
 * `assertRunning` passes, degraded while any of them has parked events, counted per consumer.
 * `lacking` says what is missing meanwhile.
 */
export function consumersHealthCheck({
  name,
  db,
  consumers,
  assertRunning,
  lacking,
}: {
  name: string;
  db: Knex;
  consumers: readonly Pick<Consumer, 'name' | 'schema'>[];
  assertRunning: () => Promise<void>;
  lacking: string;
}): HealthCheck {
  return {
    name,
    check: async () => {
      await assertRunning();
      const parkedEvents = await countParkedEvents(db, consumers);
      const total = Object.values(parkedEvents).reduce((sum, count) => sum + count, 0);
      if (total === 0) return undefined;
      return { message: `${total} parked event${total === 1 ? '' : 's'}: ${lacking} until retried or skipped`, parkedEvents };
    },
  };
}
