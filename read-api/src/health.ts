import Router from '@koa/router';

/**
 * A part that works but needs an admin's attention (events parked by a projector): the app still
 * serves, so health stays 200, and says what is wrong.
 */
export interface Degraded {
  message: string;
  /** Figures for whoever looks: `parkedEvents: { contacts: 1 }`. */
  [figure: string]: unknown;
}

/**
 * One part of the system that must be up for the app to work. Throws (or rejects) when it is not;
 * resolves with `Degraded` when it is up but not well.
 */
export interface HealthCheck {
  name: string;
  check: () => Promise<void | Degraded>;
}

const CHECK_TIMEOUT_MS = 2000;

type State = 'up' | 'degraded' | 'down';

/**
 * GET /api/health: 200 'ok' when every part answers; 200 'degraded' when every part answers but
 * some need attention, with `details` saying why; else 503 'unavailable' naming the parts that
 * do not answer.
 */
export function healthRoutes(checks: readonly HealthCheck[]): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    const details: Record<string, Degraded> = {};
    const results = await Promise.all(
      checks.map(async ({ name, check }): Promise<[string, State]> => {
        try {
          const outcome = await withTimeout(check(), CHECK_TIMEOUT_MS);
          if (!outcome) return [name, 'up'];
          details[name] = outcome;
          return [name, 'degraded'];
        } catch {
          return [name, 'down'];
        }
      }),
    );
    const down = results.some(([, state]) => state === 'down');
    const degraded = Object.keys(details).length > 0;
    ctx.status = down ? 503 : 200;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      status: down ? 'unavailable' : degraded ? 'degraded' : 'ok',
      checks: Object.fromEntries(results),
      ...(degraded ? { details } : {}),
    };
  });
  return router;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
