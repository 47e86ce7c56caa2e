import type Koa from 'koa';
import type { Knex } from 'knex';
import { Forbidden, Unauthorized } from '../domain/errors';
import { ACCESS_COOKIE, CSRF_HEADER } from './cookies';
import { csrfTokenMatches } from './csrf';
import type { SessionLookup } from './remembered-sessions';
import type { SessionSecrets } from './secrets';
import { rememberingTokenVerifier, type Role, type SessionUser } from './tokens';

export { csrfTokenFor } from './csrf';
export type { Role, SessionUser } from './tokens';

const UNDEFINED_TABLE = '42P01';

/** Says whether a session is still active: sessionIsActive, or RememberedSessions in front of it. */
export interface SessionCheck {
  isActive(user: SessionUser): Promise<boolean>;
}

/**
 * Recognises the caller from the access cookie: when it holds one of our JWTs and its session is
 * still active, sets `ctx.state.user` and `ctx.state.actor` (the user id events record). Anything
 * else leaves the request anonymous, never an error: a public route works with a stale cookie, and a
 * protected one answers 401 through requireUser. Both APIs mount it, so both accept the same tokens.
 * Tokens it verified are remembered until they expire; sessions are looked up in the read model
 * each time unless `sessions` remembers them.
 */
export function authenticate({ db, secrets, sessions }: { db: Knex; secrets: SessionSecrets; sessions?: SessionCheck }): Koa.Middleware {
  const verify = rememberingTokenVerifier(secrets);
  const check: SessionCheck = sessions ?? { isActive: (user) => sessionIsActive(db, user) };
  return async (ctx, next) => {
    const token = ctx.cookies.get(ACCESS_COOKIE);
    const user = token ? await verify(token) : undefined;
    if (user && (await check.isActive(user))) {
      ctx.state.user = user;
      ctx.state.actor = user.userId;
    }
    await next();
  };
}

/**
 * Logout, reuse detection, password reset, deactivation and deletion mark the session inactive in
 * the `sessions` read model, so its access token stops working as soon as the projector has seen
 * the event. A session without a row has not been projected yet: its token was signed only after
 * SessionStarted was appended, and an ended session keeps its row, so it is taken as active.
 */
async function sessionIsActive(db: Knex, user: SessionUser): Promise<boolean> {
  const row = await sessionRow(db)(user.sessionId);
  return row === undefined || (row.active && row.userId === user.userId);
}

/** A session's row in `rm_sessions.sessions`, for RememberedSessions; undefined while it has none. */
export function sessionRow(db: Knex): SessionLookup {
  return async (sessionId) => {
    try {
      const row = await db('rm_sessions.sessions').where({ session_id: sessionId }).first('user_id', 'active');
      return row && { userId: row.user_id as string, active: row.active === true };
    } catch (error) {
      // The projector creates its schema at its first start; until then no session has ended.
      if ((error as { code?: string }).code === UNDEFINED_TABLE) return undefined;
      throw error;
    }
  };
}

/** The signed-in user of a route behind requireUser or requireRole (401 if there is none). */
export function signedInUser(ctx: { state: Koa.DefaultState }): SessionUser {
  if (!ctx.state.user) throw new Unauthorized();
  return ctx.state.user;
}

/** 401 unless authenticate recognised a signed-in user. */
export function requireUser(): Koa.Middleware {
  return async (ctx, next) => {
    if (!ctx.state.user) throw new Unauthorized();
    await next();
  };
}

/** 401 without a signed-in user; 403 when the user's role is not one of `roles`. */
export function requireRole(...roles: Role[]): Koa.Middleware {
  return async (ctx, next) => {
    const user = ctx.state.user;
    if (!user) throw new Unauthorized();
    if (!roles.includes(user.role)) throw new Forbidden();
    await next();
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit CSRF check (SPEC §7): a state-changing request that authenticate recognised as a
 * signed-in user must carry X-XSRF-TOKEN equal to its session's token, or it is refused with 403
 * before anything runs. Mount it after authenticate and before everything that acts. A request
 * whose cookie authenticates nobody carries no authority a forged request could borrow, so it
 * passes as anonymous (login and refresh after a session ended depend on that).
 */
export function requireCsrf({ secrets }: { secrets: SessionSecrets }): Koa.Middleware {
  return async (ctx, next) => {
    const user = ctx.state.user;
    if (user && !SAFE_METHODS.has(ctx.method) && !csrfTokenMatches(secrets, user.sessionId, ctx.get(CSRF_HEADER))) {
      throw new Forbidden('Invalid or missing CSRF token', 'CSRF_FAILED');
    }
    await next();
  };
}
