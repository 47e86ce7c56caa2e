import { expect } from 'chai';
import {
  NO_REBUILD_RUNNING,
  REBUILD_ALREADY_CANCELLING,
  REBUILD_ALREADY_RUNNING,
  UNKNOWN_PROJECTOR,
} from '@more-ai/contracts/api/admin-projections';
import type { ProjectionAdminEvent } from '@more-ai/events/catalog/index';
import { Conflict, NotFound } from '@more-ai/platform/domain/errors';
import { deciderSpec } from '@more-ai/testing/decider-spec';
import { evolveProjection, initialProjectionState, projectionDecider, type ProjectionCommand } from './decide';

const spec = deciderSpec(projectionDecider(['contacts', 'plans']), { now: new Date('2026-01-01T00:00:00Z') });

const requested = (rebuildId = 'r1'): ProjectionAdminEvent => ({
  type: 'ProjectionRebuildRequested',
  data: { projector: 'contacts', rebuildId },
});
const cancelRequested = (rebuildId = 'r1'): ProjectionAdminEvent => ({
  type: 'ProjectionRebuildCancelRequested',
  data: { projector: 'contacts', rebuildId },
});
const ended = (rebuildId = 'r1', outcome: 'swapped' | 'cancelled' | 'failed' = 'swapped'): ProjectionAdminEvent => ({
  type: 'ProjectionRebuildEnded',
  data: { projector: 'contacts', rebuildId, outcome },
});
const rebuild = (rebuildId = 'r2'): ProjectionCommand => ({ type: 'RequestRebuild', projector: 'contacts', rebuildId });
const cancel: ProjectionCommand = { type: 'CancelRebuild', projector: 'contacts' };
const end = (rebuildId = 'r1', outcome: 'swapped' | 'cancelled' | 'failed' = 'swapped'): ProjectionCommand => ({
  type: 'RecordRebuildEnded',
  projector: 'contacts',
  rebuildId,
  outcome,
});

describe('admin projections: deciding', () => {
  describe('a rebuild', () => {
    it('is requested when none runs', () => {
      spec
        .given([])
        .when(rebuild('r1'))
        .then([requested('r1')]);
    });

    it('is refused while one runs, cancelled or not', () => {
      spec.given([requested()]).when(rebuild()).thenThrows(Conflict, REBUILD_ALREADY_RUNNING, 'REBUILD_RUNNING');
      spec.given([requested(), cancelRequested()]).when(rebuild()).thenThrows(Conflict, REBUILD_ALREADY_RUNNING, 'REBUILD_RUNNING');
    });

    it('may be requested again once the last one ended, however it ended', () => {
      for (const outcome of ['swapped', 'cancelled', 'failed'] as const)
        spec
          .given([requested('r1'), ended('r1', outcome)])
          .when(rebuild('r2'))
          .then([requested('r2')]);
    });

    it('of a projector there is not is not found, whatever is asked', () => {
      const commands: ProjectionCommand[] = [
        { type: 'RequestRebuild', projector: 'nope', rebuildId: 'r1' },
        { type: 'CancelRebuild', projector: 'nope' },
        { type: 'RecordRebuildEnded', projector: 'nope', rebuildId: 'r1', outcome: 'failed' },
        { type: 'RequestParkedEventRetry', projector: 'nope', position: '1-2' },
        { type: 'RequestParkedEventSkip', projector: 'nope', position: '1-2' },
      ];
      for (const command of commands) spec.given([]).when(command).thenThrows(NotFound, UNKNOWN_PROJECTOR, 'PROJECTOR_NOT_FOUND');
    });

    it('is requested for any projector named', () => {
      spec
        .given([])
        .when({ type: 'RequestRebuild', projector: 'plans', rebuildId: 'p1' })
        .then([{ type: 'ProjectionRebuildRequested', data: { projector: 'plans', rebuildId: 'p1' } }]);
    });
  });

  describe('a cancel', () => {
    it('asks the running rebuild to stop, naming it', () => {
      spec
        .given([requested('r7')])
        .when(cancel)
        .then([cancelRequested('r7')]);
    });

    it('is refused when nothing runs', () => {
      spec.given([]).when(cancel).thenThrows(Conflict, NO_REBUILD_RUNNING, 'NO_REBUILD_RUNNING');
      spec.given([requested(), ended()]).when(cancel).thenThrows(Conflict, NO_REBUILD_RUNNING, 'NO_REBUILD_RUNNING');
    });

    it('is refused a second time', () => {
      spec.given([requested(), cancelRequested()]).when(cancel).thenThrows(Conflict, REBUILD_ALREADY_CANCELLING, 'REBUILD_CANCELLING');
    });

    it('of a previous rebuild does not count against the next one', () => {
      spec
        .given([requested('r1'), cancelRequested('r1'), ended('r1', 'cancelled'), requested('r2')])
        .when(cancel)
        .then([cancelRequested('r2')]);
    });
  });

  describe('the end of a rebuild', () => {
    it('is recorded for the running rebuild, with its outcome', () => {
      spec
        .given([requested('r1')])
        .when(end('r1', 'failed'))
        .then([ended('r1', 'failed')]);
    });

    it('is recorded once: again, or for another rebuild, it appends nothing', () => {
      spec
        .given([requested('r1'), ended('r1')])
        .when(end('r1'))
        .then([]);
      spec
        .given([requested('r2')])
        .when(end('r1'))
        .then([]);
      spec.given([]).when(end('r1')).then([]);
    });
  });

  describe('a parked event', () => {
    it('is asked to be retried or skipped, whether or not a rebuild runs', () => {
      for (const given of [[], [requested()]]) {
        spec
          .given(given)
          .when({ type: 'RequestParkedEventRetry', projector: 'contacts', position: '12-3' })
          .then([{ type: 'ParkedEventRetryRequested', data: { projector: 'contacts', position: '12-3' } }]);
        spec
          .given(given)
          .when({ type: 'RequestParkedEventSkip', projector: 'contacts', position: '12-3' })
          .then([{ type: 'ParkedEventSkipRequested', data: { projector: 'contacts', position: '12-3' } }]);
      }
    });
  });

  describe('the state', () => {
    it('ignores a cancel or an end that concerns no running rebuild', () => {
      expect(evolveProjection(initialProjectionState(), cancelRequested())).to.deep.equal({ running: null });
      expect(evolveProjection({ running: { rebuildId: 'r2', cancelling: false } }, ended('r1'))).to.deep.equal({
        running: { rebuildId: 'r2', cancelling: false },
      });
      const retry: ProjectionAdminEvent = { type: 'ParkedEventRetryRequested', data: { projector: 'contacts', position: '1-1' } };
      expect(evolveProjection({ running: { rebuildId: 'r2', cancelling: true } }, retry)).to.deep.equal({
        running: { rebuildId: 'r2', cancelling: true },
      });
    });
  });
});
