import { z } from 'zod';
import { commandAnswer, ok, route } from './contract';

/**
 * The admin projections page (issue 12, 'Projections page'): each projector's progress and health,
 * its parked events, and rebuilds with progress, cancel and a rebuilt-equals-live verification.
 * Admins and superadmins only. Every action is a command: it appends an audit event with the admin
 * as actor and answers 202; the projections service carries it out and the list shows the outcome.
 */
const TAG = 'Admin: projections';

/** A projector's or reactor's name as the runner knows it ('contacts', 'mail_deliveries'). */
export const PROJECTOR_NAME = /^[a-z][a-z0-9_-]{0,62}$/;
export const UNKNOWN_PROJECTOR = 'No projector has that name';
export const REBUILD_ALREADY_RUNNING = 'A rebuild of this projector is already running';
export const NO_REBUILD_RUNNING = 'No rebuild of this projector is running';
export const REBUILD_ALREADY_CANCELLING = 'The rebuild of this projector is already being cancelled';

const ProjectorName = z
  .string({ error: 'name is required' })
  .regex(PROJECTOR_NAME, 'name must be a projector name: lowercase letters, digits, _ and -')
  .meta({ description: "A projector's name, as GET /api/admin/projections lists it", example: 'contacts' });

const ParkedPosition = z
  .string({ error: 'position is required' })
  .regex(/^\d{1,20}-\d{1,20}$/, 'position must be a position as the list shows it, like 123-4')
  .meta({ description: "The parked event's global position, as parkedEvents lists it", example: '1234-5' });

const ByProjector = z.object({ name: ProjectorName });
const ByParkedEvent = z.object({ name: ProjectorName, position: ParkedPosition });

const time = (description: string) => z.string().meta({ description: `${description} (ISO 8601)` });

const ConsumerState = z.enum(['running', 'catching up', 'stalled', 'rebuilding', 'failed']).meta({
  description:
    "First match wins. 'rebuilding': a rebuild was requested and has not ended. 'failed': its last error is newer than its last progress. " +
    "'stalled': no instance holds its lock, or the oldest event it lacks has waited over 30 s and its checkpoint has not moved for 30 s. " +
    "'catching up': behind, the oldest event it lacks waiting 2 s or more. 'running': up to date, or behind only by events appended within 2 s.",
});

const Lag = z.object({
  events: z.number().int().nonnegative().meta({ description: 'Events in the log after its checkpoint, counted up to 10,000' }),
  ms: z.number().int().nonnegative().meta({ description: 'How long the oldest event it has not applied has waited; 0 when up to date' }),
});

const LastError = z
  .object({ message: z.string(), at: time('When it was noted') })
  .nullable()
  .meta({ description: 'What went wrong last (a failing batch, a lost lock), until its next progress clears it' });

const ConsumerStatusFields = {
  name: z.string(),
  state: ConsumerState,
  checkpoint: z.string().nullable().meta({ description: 'The position it has applied up to; null before its tables exist' }),
  handled: z.number().int().nonnegative().nullable().meta({ description: 'Events it has applied in all' }),
  head: z.string().meta({ description: 'The head of the log when this answer was made' }),
  lag: Lag,
  rate: z.number().nonnegative().meta({ description: 'Events per second while busy (smoothed)' }),
  active: z.boolean().meta({ description: 'Some instance holds its lock and applies it' }),
  parked: z.number().int().nonnegative().meta({ description: 'Events it could not apply, waiting to be retried or skipped' }),
  lastError: LastError,
  updatedAt: time('When its checkpoint last moved').nullable(),
};

export const ParkedEventView = z.object({
  position: z.string(),
  eventId: z.string(),
  type: z.string(),
  stream: z.string(),
  error: z.string().meta({ description: 'Why its last try failed' }),
  attempts: z.number().int().nonnegative(),
  parkedAt: time('When it was parked'),
  status: z.enum(['parked', 'retried', 'skipped']).meta({ description: "'parked' until retried successfully or skipped" }),
  resolvedAt: time('When it was retried or skipped').nullable(),
});

export const ParkedActionView = z.object({
  requestPosition: z.string().meta({ description: "The request's event position" }),
  position: z.string().meta({ description: 'The parked event it is about' }),
  action: z.enum(['retry', 'skip']),
  requestedBy: z.string().meta({ description: "The admin's user id" }),
  requestedAt: time('When it was asked'),
  outcome: z.enum(['pending', 'applied', 'still parked', 'skipped', 'not found']).meta({
    description: "'still parked': the retry failed again (see error); 'not found': no event was parked at that position",
  }),
  error: z.string().nullable(),
  doneAt: time('When it was carried out').nullable(),
});

export const TableVerification = z.object({
  table: z.string(),
  rowsLive: z.number().int().nonnegative().nullable(),
  rowsRebuilt: z.number().int().nonnegative().nullable(),
  hashLive: z.string().nullable().meta({
    description:
      "md5 of the sum of every row's hash (the first 64 bits of the md5 of its text form): equal contents hash equal in any row order",
  }),
  hashRebuilt: z.string().nullable(),
  equal: z.boolean(),
});

export const RebuildView = z.object({
  id: z.string(),
  state: z.enum(['pending', 'running', 'swapped', 'cancelled', 'failed']),
  requestedBy: z.string().meta({ description: "The admin's user id" }),
  requestedAt: time('When it was requested'),
  cancelRequested: z.boolean(),
  phase: z.string().nullable().meta({ description: "'replaying', 'swapping' or 'done'" }),
  processed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  rate: z.number().nonnegative().meta({ description: 'Events replayed per second' }),
  etaSeconds: z.number().int().nonnegative().nullable(),
  error: z.string().nullable().meta({ description: 'Why it failed; the live tables are unchanged then' }),
  startedAt: time('When the replay started').nullable(),
  finishedAt: time('When it ended').nullable(),
  verification: z
    .object({
      position: z.string().meta({ description: 'The position both the live and the rebuilt tables stood at when compared' }),
      equal: z.boolean(),
      tables: z.array(TableVerification),
    })
    .nullable()
    .meta({ description: 'Made inside the swap: each table of the live read model against the rebuilt one (row count and content hash)' }),
});

export const ProjectionView = z.object({
  ...ConsumerStatusFields,
  parkedEvents: z.array(ParkedEventView).meta({ description: 'Its parked events, resolved ones too, newest first (up to 50)' }),
  parkedActions: z.array(ParkedActionView).meta({ description: "Admins' retries and skips and their outcome, newest first (up to 50)" }),
  rebuild: RebuildView.nullable().meta({ description: 'Its latest rebuild' }),
});

export const ReactorView = z.object(ConsumerStatusFields);

export const ProjectionsOverview = z.object({
  head: z.string(),
  projections: z.array(ProjectionView),
  reactors: z
    .array(ReactorView)
    .meta({ description: "The processes' reactors, read-only here (the CLI retries and skips their parked events)" }),
});
export type ProjectionsOverview = z.infer<typeof ProjectionsOverview>;

export const listProjections = route({
  method: 'get',
  path: '/api/admin/projections',
  operationId: 'listProjections',
  summary: "Each projector's state, checkpoint, lag, rate, parked events, last error and latest rebuild",
  tag: TAG,
  access: 'admin',
  responses: { 200: ok('Every projector, and the reactors', ProjectionsOverview), 403: 'Not an admin' },
});

export const rebuildProjection = route({
  method: 'post',
  path: '/api/admin/projections/{name}/rebuild',
  operationId: 'rebuildProjection',
  summary: 'Rebuild a read model from position 0 in a shadow schema, verify it and swap it in; reads stay up throughout',
  tag: TAG,
  access: 'admin',
  request: { params: ByProjector },
  responses: {
    202: ok('Requested: its progress shows in the list', commandAnswer({ rebuildId: z.string() })),
    403: 'Not an admin',
    404: 'No projector has that name',
    409: 'A rebuild of this projector is already running',
  },
});

export const cancelProjectionRebuild = route({
  method: 'post',
  path: '/api/admin/projections/{name}/cancel',
  operationId: 'cancelProjectionRebuild',
  summary: 'Cancel the running rebuild: its shadow schema is dropped, the live tables stay as they are',
  tag: TAG,
  access: 'admin',
  request: { params: ByProjector },
  responses: {
    202: ok('Requested: the rebuild stops between two batches', commandAnswer({ rebuildId: z.string() })),
    403: 'Not an admin',
    404: 'No projector has that name',
    409: 'No rebuild of this projector is running, or it is being cancelled already',
  },
});

const parkedAction = (action: 'retry' | 'skip') =>
  route({
    method: 'post',
    path: `/api/admin/projections/{name}/parked/{position}/${action}`,
    operationId: action === 'retry' ? 'retryParkedEvent' : 'skipParkedEvent',
    summary:
      action === 'retry'
        ? 'Apply a parked event again; the outcome (applied, or still parked with the new error) shows in the list'
        : 'Give up on a parked event: kept for the record as skipped',
    tag: TAG,
    access: 'admin',
    request: { params: ByParkedEvent },
    responses: {
      202: ok(
        "Requested, with an audit event naming the admin; the list shows the outcome ('not found' when nothing was parked there)",
        commandAnswer({}),
      ),
      403: 'Not an admin',
      404: 'No projector has that name',
    },
  });

export const retryParkedEvent = parkedAction('retry');
export const skipParkedEvent = parkedAction('skip');

export const adminProjectionContracts = [listProjections, rebuildProjection, cancelProjectionRebuild, retryParkedEvent, skipParkedEvent];
