import type Koa from 'koa';
import { parsePosition } from '@more-ai/events/position';
import type { ProjectionWatcher } from '@more-ai/projections';

/** How long a read waits for the projectors behind it before answering anyway. */
export const READ_YOUR_WRITES_WAIT_MS = 3000;

/**
 * Read-your-writes (ARCHITECTURE rule 7): a GET that carries the client's last event position in
 * X-Min-Position waits until the projectors behind the route have reached it. After the bound it
 * answers anyway, marked `X-Read-Model-Stale: true` so the client knows it may be behind.
 */
export function consistentWith(
  watcher: ProjectionWatcher,
  projectors: readonly string[],
  waitMs = READ_YOUR_WRITES_WAIT_MS,
): Koa.Middleware {
  return async (ctx, next) => {
    const position = parsePosition(ctx.get('X-Min-Position'));
    if (position && !(await watcher.waitFor(projectors, position, waitMs))) ctx.set('X-Read-Model-Stale', 'true');
    await next();
  };
}
