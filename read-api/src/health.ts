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

type State = 'up' | 'degraded' | 'down';

/**
 * A part's own verdict, with its figures whatever it is: how the consumers of the log report, since
 * which of them stopped, and why, matters most when the part is down.
 */
export class PartReport {
  constructor(
    readonly state: State,
    readonly details: Degraded,
  ) {}
}

/**
 * One part of the system that must be up for the app to work. Throws (or rejects) when it is not;
 * resolves with `Degraded` when it is up but not well, or with a `PartReport` that says which.
 */
export interface HealthCheck {
  name: string;
  check: () => Promise<void | Degraded | PartReport>;
}

const CHECK_TIMEOUT_MS = 2000;

/**
 * GET /api/health: 200 'ok' when every part answers; 200 'degraded' when every part answers but
 * some need attention; else 503 'unavailable' naming the parts that are down. `details` holds what
 * the parts said of themselves: why one needs attention, and the figures of those that report them.
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
          if (outcome instanceof PartReport) {
            details[name] = outcome.details;
            return [name, outcome.state];
          }
          details[name] = outcome;
          return [name, 'degraded'];
        } catch {
          return [name, 'down'];
        }
      }),
    );
    const down = results.some(([, state]) => state === 'down');
    const degraded = results.some(([, state]) => state === 'degraded');
    ctx.status = down ? 503 : 200;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      status: down ? 'unavailable' : degraded ? 'degraded' : 'ok',
      checks: Object.fromEntries(results),
      ...(Object.keys(details).length > 0 ? { details } : {}),
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
