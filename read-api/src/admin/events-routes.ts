import Router from '@koa/router';
import type Koa from 'koa';
import type { Knex } from 'knex';
import {
  AdminEventsLiveQuery,
  AdminEventsQuery,
  adminEventChain,
  CHAIN_MAX_EVENTS,
  isPositionToken,
  type AdminEvent,
} from '@more-ai/contracts/api/admin-events';
import { comparePositions, formatPosition, parsePosition, START, type GlobalPosition } from '@more-ai/events/position';
import { LimitReached, NotFound, parseInput, ValidationFailed, validatePathIds, type Logger } from '@more-ai/platform';
import { requireRole } from '@more-ai/platform/auth/middleware';
import type { ProjectionWatcher } from '@more-ai/projections';
import { eventLogProjector } from '@more-ai/projections/event-log/projector';
import { correlationChain, eventsAfter, listEvents, newestPosition, type EventLogFilter } from '@more-ai/projections/event-log/queries';
import { consistentWith } from '../consistency';

/** How a live tail behaves; tests shorten the waits. */
export interface LiveTailOptions {
  /** Streams open at once on this server; one more is refused with 429. */
  maxStreams: number;
  /** A comment line this often keeps proxies and the browser from closing an idle stream. */
  heartbeatMs: number;
  /** How long a client waits before reconnecting (the `retry:` hint). */
  retryMs: number;
  /**
   * A stream ends after this long, and the browser reconnects (resuming from Last-Event-ID): so
   * its caller's session and role are checked again, and an ended session stops hearing events.
   */
  maxStreamMs: number;
}

export const LIVE_TAIL_DEFAULTS: LiveTailOptions = { maxStreams: 20, heartbeatMs: 15_000, retryMs: 3_000, maxStreamMs: 10 * 60_000 };

/** Events sent per read: a tail far behind catches up in pieces, never one huge query. */
const LIVE_BATCH = 100;

/**
 * The admin event log (issue 12): GET /api/admin/events (filtered, newest first, keyset pages),
 * /api/admin/events/correlation/{id} (a request's chain as a tree) and /api/admin/events/live (SSE).
 * Admins and superadmins only, read from the event log read model.
 */
export function adminEventRoutes(db: Knex, watcher: ProjectionWatcher, live: Partial<LiveTailOptions> = {}): Router {
  const options = { ...LIVE_TAIL_DEFAULTS, ...live };
  const router = validatePathIds(new Router(), adminEventChain.request.params.shape);
  const admins = requireRole('admin', 'superadmin');
  const fresh = consistentWith(watcher, [eventLogProjector.name]);
  let open = 0;

  router.get('/api/admin/events', admins, fresh, async (ctx) => {
    const { before, limit, ...filter } = parseInput(AdminEventsQuery, ctx.query);
    const page = await listEvents(db, filter, { before: before === undefined ? undefined : parsePosition(before), limit });
    ctx.body = { events: page.events, next: page.next ? formatPosition(page.next) : null };
  });

  router.get('/api/admin/events/live', admins, async (ctx) => {
    const filter = parseInput(AdminEventsLiveQuery, ctx.query);
    const lastEventId = ctx.get('Last-Event-ID').trim();
    if (lastEventId !== '' && !isPositionToken(lastEventId)) {
      throw new ValidationFailed("Last-Event-ID must be a position token such as '123-4', as the stream's ids give it");
    }
    if (open >= options.maxStreams) {
      throw new LimitReached('Too many live event streams are open on this server. Try again in a moment.', 'TOO_MANY_STREAMS', 5);
    }
    const after = lastEventId ? parsePosition(lastEventId)! : ((await newestPosition(db)) ?? START);
    open += 1;
    streamEvents(ctx, { db, watcher, filter, after, options, log: ctx.state.log }, () => (open -= 1));
  });

  router.get('/api/admin/events/correlation/:id', admins, fresh, async (ctx) => {
    const chain = await correlationChain(db, ctx.params.id!, CHAIN_MAX_EVENTS);
    if (!chain) throw new NotFound('No event carries this correlation id', 'CORRELATION_NOT_FOUND');
    ctx.body = chain;
  });

  return router;
}

interface LiveStream {
  db: Knex;
  watcher: ProjectionWatcher;
  filter: EventLogFilter;
  /** The last position the client has: what comes after it is sent. */
  after: GlobalPosition;
  options: LiveTailOptions;
  log: Logger;
}

/**
 * Answers with a Server-Sent Events stream: every event matching the filter that the event log read
 * model takes in after `after`, as 'event' frames whose id is the event's position (so the browser
 * resumes with Last-Event-ID), and a comment every heartbeat. Ends when the client goes, when the
 * stream's time is up, or when the server stops; `ended` runs once, whichever comes first. The
 * frames are written to the response as they come (Koa does not pipe them), so a client going
 * away is the stream's normal end, not an error.
 */
function streamEvents(ctx: Koa.Context, { db, watcher, filter, after, options, log }: LiveStream, ended: () => void): void {
  const res = ctx.res;
  let last = after;
  let closed = false;
  // Reads take turns, and a checkpoint heard during one asks for one more after it.
  let reading: Promise<void> | undefined;
  let again = false;
  let heard: GlobalPosition | undefined;

  const send = (frame: string) => {
    if (!closed && !res.writableEnded) res.write(frame);
  };
  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        res.off('drain', done);
        res.off('close', done);
        resolve();
      };
      res.on('drain', done);
      res.on('close', done);
    });
  const sendEvents = (events: readonly AdminEvent[]) => {
    for (const event of events) send(`id: ${event.position}\nevent: event\ndata: ${JSON.stringify(event)}\n\n`);
  };
  const readNew = async () => {
    const upTo = heard;
    for (;;) {
      const events = await eventsAfter(db, filter, last, LIVE_BATCH);
      if (closed) return;
      sendEvents(events);
      if (events.length > 0) last = parsePosition(events.at(-1)!.position)!;
      if (events.length < LIVE_BATCH) break;
      // A client far behind (resuming from an old id) gets the next batch once it took this one,
      // so a slow reader never makes the server hold the log in memory.
      if (res.writableNeedDrain) await drained();
    }
    // Every row up to the checkpoint heard is in the table and was read: the next read starts there.
    if (upTo && comparePositions(upTo, last) > 0) last = upTo;
  };
  const look = (position?: GlobalPosition) => {
    if (position) {
      // The watcher re-reads checkpoints while reads wait for them: only a move is news.
      if (heard && comparePositions(position, heard) <= 0) return;
      heard = position;
    }
    if (closed) return;
    if (reading) {
      again = true;
      return;
    }
    reading = readNew()
      .catch((error: unknown) => log.warn({ err: error }, 'live event tail could not read; it tries again at the next checkpoint'))
      .finally(() => {
        reading = undefined;
        if (again && !closed) {
          again = false;
          look();
        }
      });
  };

  // The read-api's one LISTEN connection on the checkpoint channel tells where the read model got to.
  const stopListening = watcher.onCheckpoint((name, position) => {
    if (name === eventLogProjector.name) look(position);
  });
  // A lost notification delays an event until the next heartbeat, never loses it.
  const heartbeat = setInterval(() => {
    send(': heartbeat\n\n');
    look();
  }, options.heartbeatMs);
  const timeUp = setTimeout(() => close(), options.maxStreamMs);
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(timeUp);
    stopListening();
    if (!res.writableEnded) res.end();
    ended();
  };
  res.on('close', close);
  res.on('error', close);
  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);

  ctx.respond = false;
  ctx.status = 200;
  // No proxy or compressor may hold frames back (nginx reads X-Accel-Buffering).
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('X-Accel-Buffering', 'no');
  res.setHeader('Connection', 'keep-alive');
  res.flushHeaders();
  send(`retry: ${options.retryMs}\n\n`);
  // Whatever arrived since Last-Event-ID (or since the newest event when the stream opened).
  look();
}
