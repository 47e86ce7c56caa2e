import type Koa from 'koa';
import { formatPosition, type GlobalPosition } from '@more-ai/events/position';
import type { CommandMetadata } from './handle-command';

/**
 * Answers a command. The position of its last event goes in the body (`position`) and in the
 * X-Event-Position header: the client sends it back with later reads (read-your-writes).
 */
export function respond(ctx: Koa.Context, status: number, body: Record<string, unknown>, position: GlobalPosition | undefined): void {
  const token = position ? formatPosition(position) : null;
  ctx.status = status;
  ctx.body = { ...body, position: token };
  if (token) ctx.set('X-Event-Position', token);
}

/** The metadata every event of this request carries. */
export function commandMetadata(ctx: Koa.Context): CommandMetadata {
  const key = ctx.state.idempotencyKey;
  return {
    actor: ctx.state.actor ?? 'anonymous',
    correlationId: ctx.state.correlationId,
    causationId: ctx.state.requestId,
    ...(key ? { idempotencyKey: key } : {}),
  };
}
