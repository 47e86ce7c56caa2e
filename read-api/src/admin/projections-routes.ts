import Router from '@koa/router';
import type { ProjectionsOverview } from '@more-ai/contracts/api/admin-projections';
import { requireRole } from '@more-ai/platform/auth/middleware';
import type { projectionsOverview } from '@more-ai/projections/admin/status';

/** The admin projections page's figures, as the projections package computes them (composed with the event store by the launcher). */
export type ProjectionsOverviewSource = () => ReturnType<typeof projectionsOverview>;

type Overview = Awaited<ReturnType<ProjectionsOverviewSource>>;

/**
 * GET /api/admin/projections (admins): every projector's state, checkpoint, lag, rate, parked
 * events, last error and latest rebuild with its progress and verification, and the reactors'
 * status. Never cached; the page polls it while a rebuild runs.
 */
export function adminProjectionRoutes(overview: ProjectionsOverviewSource): Router {
  const router = new Router();
  router.get('/api/admin/projections', requireRole('admin', 'superadmin'), async (ctx) => {
    ctx.body = answerOf(await overview());
  });
  return router;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function answerOf(overview: Overview): ProjectionsOverview {
  const status = (view: Overview['reactors'][number]) => ({
    name: view.name,
    state: view.state,
    checkpoint: view.checkpoint,
    handled: view.handled,
    head: view.head,
    lag: { events: view.lag.events, ms: Math.round(view.lag.ms) },
    rate: Math.max(0, view.rate),
    active: view.active,
    parked: view.parked,
    lastError: view.lastError ? { message: view.lastError.message, at: iso(view.lastError.at)! } : null,
    updatedAt: iso(view.updatedAt),
  });
  return {
    head: overview.head,
    projections: overview.projections.map((view) => ({
      ...status(view),
      parkedEvents: view.parkedEvents.map((event) => ({
        position: event.position,
        eventId: event.eventId,
        type: event.type,
        stream: event.stream,
        error: event.error,
        attempts: event.attempts,
        parkedAt: iso(event.parkedAt)!,
        status: event.status,
        resolvedAt: iso(event.resolvedAt),
      })),
      parkedActions: view.parkedActions.map((action) => ({
        ...action,
        requestedAt: iso(action.requestedAt)!,
        doneAt: iso(action.doneAt),
      })),
      rebuild: view.rebuild
        ? {
            ...view.rebuild,
            requestedAt: iso(view.rebuild.requestedAt)!,
            startedAt: iso(view.rebuild.startedAt),
            finishedAt: iso(view.rebuild.finishedAt),
            rate: Math.max(0, view.rebuild.rate),
          }
        : null,
    })),
    reactors: overview.reactors.map(status),
  };
}
