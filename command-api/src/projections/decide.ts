import type { ProjectionAdminEvent } from '@more-ai/events/catalog/index';
import {
  NO_REBUILD_RUNNING,
  REBUILD_ALREADY_CANCELLING,
  REBUILD_ALREADY_RUNNING,
  UNKNOWN_PROJECTOR,
} from '@more-ai/contracts/api/admin-projections';
import { Conflict, NotFound } from '@more-ai/platform/domain/errors';
import type { Decider } from '../pipeline/decider';

/** What admins ask of one projector (the admin projections page), and what the projections service reports back. */
export type ProjectionCommand =
  | { type: 'RequestRebuild'; projector: string; rebuildId: string }
  | { type: 'CancelRebuild'; projector: string }
  | { type: 'RecordRebuildEnded'; projector: string; rebuildId: string; outcome: 'swapped' | 'cancelled' | 'failed' }
  | { type: 'RequestParkedEventRetry'; projector: string; position: string }
  | { type: 'RequestParkedEventSkip'; projector: string; position: string };

/** The rebuild requested and not ended yet, if any; whether its cancel was asked. */
export interface ProjectionState {
  running: { rebuildId: string; cancelling: boolean } | null;
}

export const initialProjectionState = (): ProjectionState => ({ running: null });

export function evolveProjection(state: ProjectionState, event: ProjectionAdminEvent): ProjectionState {
  switch (event.type) {
    case 'ProjectionRebuildRequested':
      return { running: { rebuildId: event.data.rebuildId, cancelling: false } };
    case 'ProjectionRebuildCancelRequested':
      return state.running ? { running: { ...state.running, cancelling: true } } : state;
    case 'ProjectionRebuildEnded':
      return state.running?.rebuildId === event.data.rebuildId ? { running: null } : state;
    default:
      return state;
  }
}

/**
 * The rules of the admin projections page, for the projectors named `projectors`: one rebuild of
 * a projector at a time; a cancel only while one runs (and once); an end recorded once, for the
 * rebuild that runs. A retry or skip of a parked event is accepted for any known projector: whether
 * an event is parked there is in the projector's tables, which commands never read, so the
 * projections service records 'not found' when nothing is.
 */
export function decideProjection(projectors: readonly string[]) {
  return (command: ProjectionCommand, state: ProjectionState): ProjectionAdminEvent[] => {
    if (!projectors.includes(command.projector)) throw new NotFound(UNKNOWN_PROJECTOR, 'PROJECTOR_NOT_FOUND');
    switch (command.type) {
      case 'RequestRebuild': {
        if (state.running) throw new Conflict(REBUILD_ALREADY_RUNNING, 'REBUILD_RUNNING');
        return [{ type: 'ProjectionRebuildRequested', data: { projector: command.projector, rebuildId: command.rebuildId } }];
      }
      case 'CancelRebuild': {
        if (!state.running) throw new Conflict(NO_REBUILD_RUNNING, 'NO_REBUILD_RUNNING');
        if (state.running.cancelling) throw new Conflict(REBUILD_ALREADY_CANCELLING, 'REBUILD_CANCELLING');
        return [{ type: 'ProjectionRebuildCancelRequested', data: { projector: command.projector, rebuildId: state.running.rebuildId } }];
      }
      case 'RecordRebuildEnded': {
        // Recorded already (the service retries until it knows the end is in the log): nothing new.
        if (state.running?.rebuildId !== command.rebuildId) return [];
        const { projector, rebuildId, outcome } = command;
        return [{ type: 'ProjectionRebuildEnded', data: { projector, rebuildId, outcome } }];
      }
      case 'RequestParkedEventRetry':
        return [{ type: 'ParkedEventRetryRequested', data: { projector: command.projector, position: command.position } }];
      case 'RequestParkedEventSkip':
        return [{ type: 'ParkedEventSkipRequested', data: { projector: command.projector, position: command.position } }];
    }
  };
}

/** One stream per projector: `Projection-{name}`. */
export function projectionDecider(projectors: readonly string[]): Decider<ProjectionCommand, ProjectionState, ProjectionAdminEvent> {
  return {
    category: 'Projection',
    initialState: initialProjectionState,
    evolve: evolveProjection,
    decide: decideProjection(projectors),
  };
}
