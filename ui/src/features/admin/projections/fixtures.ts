import type { ProjectionsOverview } from '@more-ai/contracts/api/admin-projections';
import type { ParkedEventView, ProjectionView, RebuildView } from './slice';

/** A projector up to date, as GET /api/admin/projections lists it. */
export function projectionView(name: string, overrides: Partial<ProjectionView> = {}): ProjectionView {
  return {
    name,
    state: 'running',
    checkpoint: '100-1',
    handled: 40,
    head: '100-1',
    lag: { events: 0, ms: 0 },
    rate: 12.5,
    active: true,
    parked: 0,
    lastError: null,
    updatedAt: '2026-11-26T09:00:00.000Z',
    parkedEvents: [],
    parkedActions: [],
    rebuild: null,
    ...overrides,
  };
}

export function rebuildView(overrides: Partial<RebuildView> = {}): RebuildView {
  return {
    id: 'rebuild-1',
    state: 'running',
    requestedBy: 'admin-1',
    requestedAt: '2026-11-26T09:00:00.000Z',
    cancelRequested: false,
    phase: 'replaying',
    processed: 250,
    total: 1000,
    rate: 500,
    etaSeconds: 2,
    error: null,
    startedAt: '2026-11-26T09:00:01.000Z',
    finishedAt: null,
    verification: null,
    ...overrides,
  };
}

export function parkedEvent(position: string, overrides: Partial<ParkedEventView> = {}): ParkedEventView {
  return {
    position,
    eventId: `event-${position}`,
    type: 'MovieCataloged',
    stream: 'Movie-1',
    error: 'duplicate key',
    attempts: 3,
    parkedAt: '2026-11-26T09:00:00.000Z',
    status: 'parked',
    resolvedAt: null,
    ...overrides,
  };
}

export function overview(projections: ProjectionView[] = [projectionView('movies')]): ProjectionsOverview {
  return { head: '100-1', projections, reactors: [] };
}
