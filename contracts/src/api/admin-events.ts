import { z } from 'zod';
import { AdminEventsLiveQuery, AdminEventsQuery, LOOKUP } from './admin-event-filters';
import { ok, route } from './contract';

export * from './admin-event-filters';

/**
 * The admin event log (issue 12): every event of the log, filtered, newest first and paged by
 * position; a request's correlation chain; a live tail over Server-Sent Events. Admins and
 * superadmins only. Secrets read '[hidden]'; a deleted user's personal data reads 'Deleted user'.
 */
const TAG = 'Admin event log';

/** The most events a correlation chain answers with; past it, `truncated` is true. */
export const CHAIN_MAX_EVENTS = 500;

/** One event as the admin event log shows it. */
export const AdminEvent = z.object({
  /** Its place in the global order: the token `before`, `next` and Last-Event-ID carry. */
  position: z.string(),
  id: z.string(),
  stream: z.string(),
  /** 0-based, in its stream. */
  revision: z.number().int(),
  type: z.string(),
  /** The payload version it was written with, and the current one it reads as (upcast). */
  version: z.object({ written: z.number().int(), current: z.number().int() }),
  /** When it was recorded (ISO). */
  time: z.string(),
  metadata: z.object({
    /** A user id, 'system', 'system:processes' or 'anonymous'. */
    actor: z.string(),
    correlationId: z.string(),
    /** The request id for a request's events; the causing event's id for a reaction's. */
    causationId: z.string(),
    idempotencyKey: z.string().optional(),
  }),
  /** The actor's username while the account lives, 'Deleted user' once deleted; null for non-users. */
  actorName: z.string().nullable(),
  /** The payload, upcast to the current version; secrets read '[hidden]'. */
  data: z.record(z.string(), z.unknown()),
});
export type AdminEvent = z.infer<typeof AdminEvent>;

export const AdminEventPage = z.object({
  events: z.array(AdminEvent),
  /** `before` for the next (older) page; null on the last page. */
  next: z.string().nullable(),
});

export const listAdminEvents = route({
  method: 'get',
  path: '/api/admin/events',
  operationId: 'listAdminEvents',
  summary: 'Events of the log, newest first, filtered by stream, type, user, correlation id and time, paged by position',
  tag: TAG,
  access: 'admin',
  request: { query: AdminEventsQuery },
  responses: { 200: ok('A page of events and the token of the next', AdminEventPage), 403: 'Not an admin' },
});

/** An event of a chain, with what it caused; `offsetMs` counts from the chain's first event. */
export interface ChainNode {
  event: AdminEvent;
  offsetMs: number;
  children: ChainNode[];
}
export const ChainNode: z.ZodType<ChainNode> = z
  .object({
    event: AdminEvent,
    offsetMs: z.number(),
    get children() {
      return z.array(ChainNode);
    },
  })
  .meta({ id: 'AdminEventChainNode' });

export const AdminEventChain = z.object({
  correlationId: z.string(),
  /** The first and last event's times (ISO). */
  started: z.string(),
  finished: z.string(),
  durationMs: z.number(),
  /** Events in the tree. */
  count: z.number().int(),
  /** More events carry the id than the CHAIN_MAX_EVENTS shown. */
  truncated: z.boolean(),
  /** The events no other event of the chain caused (the request's), each with its reactions beneath. */
  nodes: z.array(ChainNode),
});
export type AdminEventChain = z.infer<typeof AdminEventChain>;

const ByCorrelation = z.object({
  id: z
    .string({ error: 'Correlation id is required' })
    .regex(LOOKUP, 'Correlation id must be 1 to 500 printable characters without spaces'),
});

export const adminEventChain = route({
  method: 'get',
  path: '/api/admin/events/correlation/{id}',
  operationId: 'adminEventChain',
  summary: "A correlation id's chain: the request's events, then what they caused (reactions, jobs' commands), as a tree with timings",
  tag: TAG,
  access: 'admin',
  request: { params: ByCorrelation },
  responses: { 200: ok('The chain', AdminEventChain), 403: 'Not an admin', 404: 'No event carries this correlation id' },
});

export const liveAdminEvents = route({
  method: 'get',
  path: '/api/admin/events/live',
  operationId: 'liveAdminEvents',
  summary:
    "New events as they are projected, over Server-Sent Events: 'event: event' frames whose data is an event as the list shows it and whose id is its position; resumes after Last-Event-ID",
  tag: TAG,
  access: 'admin',
  request: { query: AdminEventsLiveQuery },
  responses: {
    200: {
      description: "A stream of 'event' frames, with a comment every 15 s to keep it open",
      body: z.string(),
      contentType: 'text/event-stream',
    },
    403: 'Not an admin',
    429: 'Too many live streams are open on this server: try again after Retry-After seconds',
  },
});

export const adminEventContracts = [listAdminEvents, adminEventChain, liveAdminEvents];
