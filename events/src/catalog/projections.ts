import { defineEvent, type EventOf } from '../definitions';

/**
 * What admins ask of the projections (the admin projections page and its API), one stream per
 * projector: `Projection-{name}`. The actor in the metadata is the admin who asked; the projections
 * service carries the requests out and keeps their progress and outcome beside its own tables.
 */

/** An admin asked for the projector's read model to be rebuilt from position 0 in a shadow schema and swapped in. */
export const ProjectionRebuildRequested = defineEvent<{ projector: string; rebuildId: string }>()({
  type: 'ProjectionRebuildRequested',
  version: 1,
});

/** An admin asked for the running rebuild to stop: its shadow schema is dropped, the live tables stay as they are. */
export const ProjectionRebuildCancelRequested = defineEvent<{ projector: string; rebuildId: string }>()({
  type: 'ProjectionRebuildCancelRequested',
  version: 1,
});

/** The projections service finished a rebuild: swapped in, cancelled, or failed (its error stays with the rebuild). */
export const ProjectionRebuildEnded = defineEvent<{ projector: string; rebuildId: string; outcome: 'swapped' | 'cancelled' | 'failed' }>()({
  type: 'ProjectionRebuildEnded',
  version: 1,
});

/** An admin asked for the event the projector parked at `position` ('123-4') to be applied again. */
export const ParkedEventRetryRequested = defineEvent<{ projector: string; position: string }>()({
  type: 'ParkedEventRetryRequested',
  version: 1,
});

/** An admin gave up on the event the projector parked at `position`: kept for the record as skipped. */
export const ParkedEventSkipRequested = defineEvent<{ projector: string; position: string }>()({
  type: 'ParkedEventSkipRequested',
  version: 1,
});

export const projectionEvents = [
  ProjectionRebuildRequested,
  ProjectionRebuildCancelRequested,
  ProjectionRebuildEnded,
  ParkedEventRetryRequested,
  ParkedEventSkipRequested,
] as const;

export type ProjectionAdminEvent = EventOf<(typeof projectionEvents)[number]>;
