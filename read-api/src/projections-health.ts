import type { ConsumerFigures } from '@more-ai/platform/consumers/figures';
import { PartReport, type HealthCheck } from './health';

/** The projections' part of GET /api/health (see consumersHealthCheck). */
export function projectionsHealthCheck(figures: () => Promise<Record<string, ConsumerFigures>>): HealthCheck {
  return consumersHealthCheck({ name: 'projections', role: 'projector', figures, lacking: 'the read models lack them' });
}

/**
 * The part of GET /api/health for consumers of the log (projectors, reactors): down while any of
 * them is applied nowhere (not running here, and no other instance holds its lock), degraded while
 * any has parked events, else up; in every case with each consumer's figures under `consumers`
 * (lock, state here, lag, parked, last error), and the parked counts under `parkedEvents`.
 * `lacking` says what is missing while events are parked.
 */
export function consumersHealthCheck({
  name,
  role,
  figures,
  lacking,
}: {
  name: string;
  /** What the consumers are, in the message: 'projector', 'reactor'. */
  role: string;
  figures: () => Promise<Record<string, ConsumerFigures>>;
  lacking: string;
}): HealthCheck {
  return {
    name,
    check: async () => {
      const consumers = await figures();
      const inactive = Object.entries(consumers).filter(([, figure]) => !figure.active);
      const parkedEvents = Object.fromEntries(
        Object.entries(consumers).flatMap(([consumer, { parked }]) => (parked > 0 ? [[consumer, parked]] : [])),
      );
      const total = Object.values(parkedEvents).reduce((sum, count) => sum + count, 0);
      const parked = total > 0 ? { parkedEvents } : {};
      if (inactive.length > 0) {
        const names = inactive.map(([consumer]) => consumer).join(', ');
        return new PartReport('down', { message: `no active instance of ${role}(s): ${names}`, ...parked, consumers });
      }
      if (total > 0) {
        return new PartReport('degraded', {
          message: `${total} parked event${total === 1 ? '' : 's'}: ${lacking} until retried or skipped`,
          ...parked,
          consumers,
        });
      }
      return new PartReport('up', { message: `every ${role} is active`, consumers });
    },
  };
}
