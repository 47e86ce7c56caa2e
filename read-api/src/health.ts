import Router from '@koa/router';

/** One part of the system that must be up for the app to work. Throws (or rejects) when it is not. */
export interface HealthCheck {
  name: string;
  check: () => Promise<void>;
}

const CHECK_TIMEOUT_MS = 2000;

/** GET /api/health: 200 when every part answers, else 503 naming the ones that do not. */
export function healthRoutes(checks: readonly HealthCheck[]): Router {
  const router = new Router();
  router.get('/api/health', async (ctx) => {
    const results = await Promise.all(
      checks.map(async ({ name, check }) => {
        try {
          await withTimeout(check(), CHECK_TIMEOUT_MS);
          return [name, 'up'] as const;
        } catch {
          return [name, 'down'] as const;
        }
      }),
    );
    const healthy = results.every(([, state]) => state === 'up');
    ctx.status = healthy ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: healthy ? 'ok' : 'unavailable', checks: Object.fromEntries(results) };
  });
  return router;
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<void>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
