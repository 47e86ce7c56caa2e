import type { Knex } from 'knex';
import type { CommandHandler } from '@more-ai/command-api/pipeline/handle-command';
import { projectionDecider } from '@more-ai/command-api/projections/decide';
import type { EventStore } from '@more-ai/events/store/port';
import type { Logger } from '@more-ai/platform';
import { RebuildCoordinator, type RebuildEnd } from '@more-ai/projections/admin/coordinator';
import type { Projector } from '@more-ai/projections';

/** Who the events of the projections service's own commands name as their actor. */
export const PROJECTIONS_ACTOR = 'system:projections';

/**
 * The coordinator of the admin projections page's requests, composed with the command side: the
 * end of each rebuild is recorded through the projection decider (so the next request may be
 * decided), with the rebuild's id as correlation and as Idempotency-Key, so a retry appends nothing new.
 */
export function rebuildCoordinator({
  commands,
  store,
  db,
  databaseUrl,
  projectors,
  log,
  batchSize,
}: {
  commands: CommandHandler;
  store: EventStore;
  db: Knex;
  databaseUrl: string;
  projectors: readonly Projector[];
  log: Logger;
  batchSize?: number | undefined;
}): RebuildCoordinator {
  const decider = projectionDecider(projectors.map((p) => p.name));
  const recordEnd = async ({ projector, rebuildId, outcome }: RebuildEnd) => {
    await commands.handle(
      decider,
      projector,
      { type: 'RecordRebuildEnded', projector, rebuildId, outcome },
      { actor: PROJECTIONS_ACTOR, correlationId: rebuildId, causationId: rebuildId, idempotencyKey: `rebuild-ended:${rebuildId}` },
    );
  };
  return new RebuildCoordinator({ store, db, databaseUrl, projectors, log, recordEnd, ...(batchSize ? { batchSize } : {}) });
}
