import { createHash } from 'node:crypto';
import { v4 as uuidv4, v5 as uuidv5 } from 'uuid';
import type Koa from 'koa';
import type { Knex } from 'knex';
import { Backoff } from '@more-ai/events/backoff';
import { ApiError, ValidationFailed } from '@more-ai/platform';
import { REQUEST_DEADLINES_MS, routeClassOf } from '@more-ai/platform/http/deadline';

const KEY = /^[\x21-\x7e]{8,255}$/;
/** How long a stored answer is replayed; after that the key may be used again. */
const RETENTION_HOURS = 24;
/**
 * A reservation still without an answer this long after its request's deadline belongs to a request
 * that will never record one: PostgreSQL went away (a crash, a restart) or the process died between
 * the reservation and the answer, so neither the answer nor the release was written. A retry then
 * runs the request again, as after a failure.
 */
const ABANDONED_AFTER_DEADLINE_MS = 5_000;

/**
 * Idempotency-Key (ARCHITECTURE rule 3): the first request with a key runs and its successful
 * answer is kept; a retry with the same key and the same body gets that answer again (marked
 * Idempotent-Replayed) and appends nothing. The key is reserved before the command runs, so two
 * concurrent requests with one key cannot both run. Failed requests release the key: they appended
 * nothing, so running them again is safe.
 *
 * A request the database failed under may have appended its events and still lost its answer (or
 * not even release its key). It releases the key once the database is back; if its process died too,
 * a retry takes the key over once the request's deadline is well past, rather than being told 409
 * 'still being processed' for a day. Running it again appends nothing twice: its event ids, and the
 * ids of what it creates, derive from the key, so the retry finds what the first run appended (and
 * answers as a second request would: 'already a favourite', 'already submitted').
 *
 * Keys are the caller's own: a signed-in caller's are scoped to their user id and the route. An
 * anonymous caller has no identity to scope by, so there the key counts only together with the
 * route and the body (someone else's key with another body is a new request, never their answer).
 * Answers that carry a credential (they set cookies, a session, or say Cache-Control: no-store, like a
 * reset token) are never stored: a replay cannot hand one out.
 */
export function idempotency(db: Knex): Koa.Middleware {
  return async (ctx, next) => {
    const given = ctx.get('Idempotency-Key');
    if (!given) return next();
    if (!KEY.test(given)) throw new ValidationFailed('Idempotency-Key must be 8 to 255 printable characters', 'INVALID_IDEMPOTENCY_KEY');
    const actor = ctx.state.actor;
    const scope = `${actor ?? 'anonymous'} ${ctx.method} ${ctx.path}`;
    const fingerprint = digest(JSON.stringify(ctx.request.body ?? null));
    const key = digest(actor ? `${given} ${scope}` : `${given} ${scope} ${fingerprint}`);
    const table = () => db('command_api.idempotency_keys');
    const abandonedMs = REQUEST_DEADLINES_MS[routeClassOf(ctx.method, ctx.path)] + ABANDONED_AFTER_DEADLINE_MS;

    let reserved: unknown[];
    try {
      reserved = await table()
        .insert({ scope, key, fingerprint })
        .onConflict(['scope', 'key'])
        .merge({ fingerprint, status: null, body: null, position: null, created_at: db.fn.now() })
        .where((expired) =>
          expired
            .where('idempotency_keys.created_at', '<', db.raw(`now() - interval '${RETENTION_HOURS} hours'`))
            .orWhere((abandoned) =>
              abandoned
                .whereNull('idempotency_keys.status')
                .andWhere('idempotency_keys.created_at', '<', db.raw(`now() - make_interval(secs => ?)`, [abandonedMs / 1000])),
            ),
        )
        .returning('key');
    } catch (error) {
      // PostgreSQL may have made the reservation and lost only its acknowledgement (a cut connection,
      // a client-side timeout while it was stalled): give it back rather than leave it to be abandoned.
      await release(db, scope, key);
      throw error;
    }
    if (reserved.length === 0) return replay(ctx, await table().where({ scope, key }).first(), fingerprint);

    // What ids and event ids derive from, and what events record: the key as scoped to its caller
    // and route (for an anonymous caller, its body too), so one key sent to two routes, or borrowed
    // with another body, never derives the ids of the other request.
    ctx.state.idempotencyKey = key;
    try {
      await next();
    } catch (error) {
      await release(db, scope, key);
      throw error;
    }
    if (ctx.status < 200 || ctx.status >= 300) {
      await release(db, scope, key);
      return;
    }
    // Kept in clear, a credential could be read from the table or handed out again by a replay. The
    // key is used up all the same: running the request again under it would derive the same event
    // ids for a different change.
    const credential = Boolean(ctx.response.get('Set-Cookie')) || /\bno-store\b/.test(ctx.response.get('Cache-Control'));
    try {
      await table()
        .where({ scope, key })
        .update(
          credential
            ? { status: ctx.status, body: null, position: null, withheld: true }
            : { status: ctx.status, body: JSON.stringify(ctx.body ?? null), position: ctx.response.get('X-Event-Position') || null },
        );
    } catch (error) {
      // The answer is lost with the database: the client is told the request failed, so its retry must run.
      await release(db, scope, key);
      throw error;
    }
  };
}

/**
 * Gives a failed request's key back, so that a retry runs it again. When the database is away (often
 * the very failure), it keeps trying in the background for about as long as a reservation takes to be
 * abandoned: a retry then gets through soon after PostgreSQL is back rather than waiting that long.
 * Only a reservation still without an answer is removed.
 */
async function release(db: Knex, scope: string, key: string): Promise<void> {
  const remove = () => db('command_api.idempotency_keys').where({ scope, key }).whereNull('status').delete();
  try {
    await remove();
  } catch {
    void (async () => {
      const backoff = new Backoff({ firstMs: 250, capMs: 4_000 });
      for (let tries = 0; tries < 8; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, backoff.next()));
        try {
          await remove();
          return;
        } catch {
          // Still away: the next try, or in the end the reservation is abandoned and taken over.
        }
      }
    })();
  }
}

/**
 * The id of what a request creates (an account, a watchlist, a message, a search), in its own
 * namespace: with an Idempotency-Key, derived from the key as scoped to its caller and route, so a
 * retry lands on the same stream and can never create a second one; without a key, a new one.
 */
export function newIdFor(ctx: Koa.Context, namespace: string): string {
  const key = ctx.state.idempotencyKey;
  return key ? uuidv5(key, namespace) : uuidv4();
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

interface StoredAnswer {
  fingerprint: string;
  status: number | null;
  withheld: boolean;
  body: unknown;
  position: string | null;
}

function replay(ctx: Koa.Context, stored: StoredAnswer | undefined, fingerprint: string): void {
  if (!stored || stored.status === null) {
    throw new ApiError(409, 'A request with this Idempotency-Key is still being processed', 'IDEMPOTENCY_KEY_IN_USE');
  }
  if (stored.fingerprint !== fingerprint) {
    throw new ApiError(422, 'This Idempotency-Key was already used for a different request', 'IDEMPOTENCY_KEY_REUSED');
  }
  if (stored.withheld) {
    throw new ApiError(
      422,
      'This Idempotency-Key was already used; an answer that carries a credential is not repeated',
      'IDEMPOTENCY_KEY_USED',
    );
  }
  ctx.status = stored.status;
  ctx.body = stored.body;
  ctx.set('Idempotent-Replayed', 'true');
  if (stored.position) ctx.set('X-Event-Position', stored.position);
}

/**
 * Forgets the stored answers of a person who deleted their account: those of their own requests,
 * and any other (a signup is anonymous) whose answer mentions their e-mail or username.
 */
export async function forgetIdempotentAnswers(db: Knex, userId: string, mentions: readonly string[]): Promise<void> {
  await db('command_api.idempotency_keys')
    .where('scope', 'like', `${userId} %`)
    .orWhere((q) => {
      for (const text of mentions.filter(Boolean)) q.orWhereRaw('strpos(lower(body::text), lower(?)) > 0', [text]);
    })
    .delete();
}
