import { createHash } from 'node:crypto';
import type Koa from 'koa';
import type { Knex } from 'knex';
import { ApiError, ValidationFailed } from '@more-ai/platform';

const KEY = /^[\x21-\x7e]{8,255}$/;
/** How long a stored answer is replayed; after that the key may be used again. */
const RETENTION_HOURS = 24;

/**
 * Idempotency-Key (ARCHITECTURE rule 3): the first request with a key runs and its successful
 * answer is kept; a retry with the same key and the same body gets that answer again (marked
 * Idempotent-Replayed) and appends nothing. The key is reserved before the command runs, so two
 * concurrent requests with one key cannot both run. Failed requests release the key: they appended
 * nothing, so running them again is safe. An answer that carries a credential (Cache-Control:
 * no-store, like a reset token) is never stored: a replay cannot hand it out again.
 */
export function idempotency(db: Knex): Koa.Middleware {
  return async (ctx, next) => {
    const key = ctx.get('Idempotency-Key');
    if (!key) return next();
    if (!KEY.test(key)) throw new ValidationFailed('Idempotency-Key must be 8 to 255 printable characters', 'INVALID_IDEMPOTENCY_KEY');
    const actor = (ctx.state.actor as string | undefined) ?? 'anonymous';
    const scope = `${actor} ${ctx.method} ${ctx.path}`;
    const fingerprint = createHash('sha256').update(JSON.stringify(ctx.request.body ?? null)).digest('base64url');
    const table = () => db('command_api.idempotency_keys');

    const reserved = await table()
      .insert({ scope, key, fingerprint })
      .onConflict(['scope', 'key'])
      .merge({ fingerprint, status: null, body: null, position: null, created_at: db.fn.now() })
      .where('idempotency_keys.created_at', '<', db.raw(`now() - interval '${RETENTION_HOURS} hours'`))
      .returning('key');
    if (reserved.length === 0) return replay(ctx, await table().where({ scope, key }).first(), fingerprint);

    ctx.state.idempotencyKey = key;
    try {
      await next();
    } catch (error) {
      await table().where({ scope, key }).delete();
      throw error;
    }
    // Kept in clear, a credential could be read from the table or handed out again by a replay.
    const credential = /\bno-store\b/.test(ctx.response.get('Cache-Control'));
    if (ctx.status >= 200 && ctx.status < 300 && !credential) {
      await table()
        .where({ scope, key })
        .update({ status: ctx.status, body: JSON.stringify(ctx.body ?? null), position: ctx.response.get('X-Event-Position') || null });
    } else {
      await table().where({ scope, key }).delete();
    }
  };
}

interface StoredAnswer {
  fingerprint: string;
  status: number | null;
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
