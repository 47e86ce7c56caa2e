import type { Knex } from 'knex';
import type { EventStore } from '@more-ai/events/store/port';
import type { Logger } from '@more-ai/platform';
import { ConsumerRunner, type ConsumerState } from '@more-ai/platform/consumers/runner';
import type { Projector } from './projector';

/** Channel on which a projector announces `{name} {position}` when its checkpoint moves. */
export const CHECKPOINT_CHANNEL = 'projection_checkpoint';

export interface ProjectionRunnerOptions {
  store: EventStore;
  db: Knex;
  /** For the connection that holds the single-instance locks. */
  databaseUrl: string;
  projectors: readonly Projector[];
  log: Logger;
  batchSize?: number;
  /** How long a stand-by instance waits before trying to take over a projector. */
  standbyRetryMs?: number;
  /** The waits between tries of a failing batch, before its failing events are parked. Default 250 and 500 ms. */
  retryDelaysMs?: readonly number[];
}

export type ProjectorState = ConsumerState;

/** The advisory lock that makes one instance, cluster-wide, the active writer of a projector. */
export function projectorLockKey(name: string): string {
  return `more-ai:projection:${name}`;
}

/**
 * Keeps every read model following the log: the consumer runner with one active instance per
 * projector, announcing each checkpoint for read-your-writes (ARCHITECTURE rules 6 and 7).
 */
export class ProjectionRunner extends ConsumerRunner<Projector> {
  constructor({ projectors, ...options }: ProjectionRunnerOptions) {
    super({
      ...options,
      consumers: projectors,
      lockKey: projectorLockKey,
      applicationName: 'more-ai projections',
      role: 'projector',
      channel: CHECKPOINT_CHANNEL,
    });
  }
}
