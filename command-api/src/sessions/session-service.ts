import { randomUUID } from 'node:crypto';
import type Koa from 'koa';
import type { Knex } from 'knex';
import type { GlobalPosition } from '@more-ai/events/position';
import { clearSessionCookies, REFRESH_COOKIE, REFRESH_TOKEN_SECONDS, setSessionCookies } from '@more-ai/platform/auth/cookies';
import { csrfTokenFor, type Role, type SessionUser } from '@more-ai/platform/auth/middleware';
import type { SessionSecrets } from '@more-ai/platform/auth/secrets';
import { signAccessToken } from '@more-ai/platform/auth/tokens';
import type { CommandHandler, CommandMetadata } from '../pipeline/handle-command';
import { commandMetadata } from '../pipeline/respond';
import { sessionDecider, sessionExpired } from './decide';
import { hashRefreshToken, newRefreshToken, nextRefreshToken, readRefreshToken } from './refresh-token';

export interface SessionServiceDependencies {
  commands: CommandHandler;
  /** Reads `rm_sessions.sessions`, where account-wide revocations (password reset, deactivation) land. */
  db: Knex;
  secrets: SessionSecrets;
  /**
   * Resolves true once the sessions read model has applied every event up to `position`, false when
   * `timeoutMs` passed first (the projection watcher's waitFor, for the sessions projector).
   */
  sessionsReached: (position: GlobalPosition, timeoutMs: number) => Promise<boolean>;
  clock?: () => Date;
}

const USER_AGENT_MAX = 512;
/** How long a logout or a password reset waits for the sessions read model before answering anyway. */
export const REVOCATION_WAIT_MS = 5000;

/**
 * Sessions for the auth routes: starts one at login, rotates its refresh token, ends it at logout,
 * and keeps the three cookies (access, refresh, XSRF-TOKEN) in step with the Session stream.
 */
export class SessionService {
  private readonly commands: CommandHandler;
  private readonly db: Knex;
  private readonly secrets: SessionSecrets;
  private readonly clock: () => Date;
  private readonly sessionsReached: SessionServiceDependencies['sessionsReached'];

  constructor({ commands, db, secrets, sessionsReached, clock }: SessionServiceDependencies) {
    this.commands = commands;
    this.db = db;
    this.secrets = secrets;
    this.sessionsReached = sessionsReached;
    this.clock = clock ?? (() => new Date());
  }

  /** Appends SessionStarted; sets more_ai_access, more_ai_refresh (path /api/auth) and XSRF-TOKEN cookies. */
  async start(
    ctx: Koa.Context,
    user: { userId: string; role: Role },
  ): Promise<{ csrfToken: string; sessionId: string; position: GlobalPosition | undefined }> {
    const sessionId = randomUUID();
    const refreshToken = newRefreshToken(sessionId);
    const now = this.clock();
    const result = await this.commands.handle(
      sessionDecider,
      sessionId,
      {
        type: 'StartSession',
        sessionId,
        userId: user.userId,
        refreshTokenHash: hashRefreshToken(refreshToken),
        expiresAt: this.expiryFrom(now),
        userAgent: ctx.get('User-Agent').slice(0, USER_AGENT_MAX) || null,
      },
      this.metadata(ctx, user.userId),
    );
    const csrfToken = await this.issue(ctx, { userId: user.userId, role: user.role, sessionId }, refreshToken, now);
    return { csrfToken, sessionId, position: result.position };
  }

  /**
   * Rotates the refresh cookie. Unknown/expired/ended → Unauthorized. The token just rotated away may
   * refresh again for 10 seconds and gets the same new refresh token (and a fresh access token for
   * the same session); any older one, or that one later, ends the session (SessionEnded
   * 'refresh-token-reuse') and → Unauthorized. `currentUser` returns the
   * account's role, or null when it is deleted/inactive (→ Unauthorized; the account's own event
   * ends its sessions).
   */
  async refresh(
    ctx: Koa.Context,
    currentUser: (userId: string) => Promise<{ role: Role } | null>,
  ): Promise<{ userId: string; role: Role; csrfToken: string; position: GlobalPosition | undefined }> {
    const presented = readRefreshToken(ctx.cookies.get(REFRESH_COOKIE));
    if (!presented) return this.refuse(ctx);
    const { state } = await this.commands.load(sessionDecider, presented.sessionId);
    if (state.status !== 'active' || (await this.revokedForAccount(presented.sessionId))) return this.refuse(ctx);
    const userId = state.userId!;
    const account = await currentUser(userId);
    if (!account) return this.refuse(ctx);

    // The same old token always leads to the same new one: a second refresh within the grace window
    // appends nothing and answers with the token the first one issued.
    const refreshToken = nextRefreshToken(this.secrets.refreshKey, presented.sessionId, presented.token);
    const now = this.clock();
    const result = await this.commands.handle(
      sessionDecider,
      presented.sessionId,
      {
        type: 'RefreshSession',
        presentedHash: presented.hash,
        refreshTokenHash: hashRefreshToken(refreshToken),
        expiresAt: this.expiryFrom(now),
      },
      this.metadata(ctx, userId),
    );
    if (result.events.some((event) => event.type === 'SessionEnded')) {
      // Reuse ended the session: its newest access token is refused everywhere before this answer.
      await this.revocationInEffect(ctx, result.position);
      return this.refuse(ctx);
    }
    const csrfToken = await this.issue(ctx, { userId, role: account.role, sessionId: presented.sessionId }, refreshToken, now);
    return { userId, role: account.role, csrfToken, position: result.position };
  }

  /**
   * Ends the caller's session (logout) and clears all three cookies. The session is the access
   * token's, else the refresh cookie's; without either there is nothing to end.
   */
  async end(ctx: Koa.Context, reason: 'logout'): Promise<GlobalPosition | undefined> {
    const user = ctx.state.user;
    const presented = user ? undefined : readRefreshToken(ctx.cookies.get(REFRESH_COOKIE));
    this.clearCookies(ctx);
    const sessionId = user?.sessionId ?? presented?.sessionId;
    if (!sessionId) return undefined;
    const command = presented
      ? { type: 'EndSession' as const, reason, presentedHash: presented.hash }
      : { type: 'EndSession' as const, reason };
    const result = await this.commands.handle(sessionDecider, sessionId, command, this.metadata(ctx, user?.userId));
    if (result.events.length === 0) return undefined;
    await this.revocationInEffect(ctx, result.position);
    return result.position;
  }

  /**
   * Waits until the sessions read model has applied `position`, where a session (logout) or all of
   * an account's sessions (password reset) ended. Both APIs, in every process, check each access
   * token against that read model, so from then on the ended sessions' access tokens are refused
   * everywhere: the answer waits for that (about one projection hop) instead of the token working
   * on until the projector catches up, and reads pay nothing for it. Bounded: with the projector
   * down or far behind the answer goes out after REVOCATION_WAIT_MS all the same (the session is
   * over in its stream and its refresh token dead at once), and that is logged.
   */
  async revocationInEffect(ctx: Koa.Context, position: GlobalPosition | undefined): Promise<void> {
    if (!position || (await this.sessionsReached(position, REVOCATION_WAIT_MS))) return;
    ctx.state.log?.warn(
      { waitedMs: REVOCATION_WAIT_MS },
      'the sessions read model has not caught up: an ended session may work a while longer',
    );
  }

  clearCookies(ctx: Koa.Context): void {
    clearSessionCookies(ctx);
  }

  private async issue(ctx: Koa.Context, user: SessionUser, refreshToken: string, now: Date): Promise<string> {
    const csrfToken = csrfTokenFor(this.secrets, user.sessionId);
    setSessionCookies(ctx, { accessToken: await signAccessToken(this.secrets, user, now), refreshToken, csrfToken });
    return csrfToken;
  }

  /** A password reset, deactivation or deletion ends every session of the account in the read model only. */
  private async revokedForAccount(sessionId: string): Promise<boolean> {
    const row = await this.db('rm_sessions.sessions').where({ session_id: sessionId }).first('active');
    return row?.active === false;
  }

  private refuse(ctx: Koa.Context): never {
    this.clearCookies(ctx);
    throw sessionExpired();
  }

  private expiryFrom(now: Date): string {
    return new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000).toISOString();
  }

  private metadata(ctx: Koa.Context, userId: string | undefined): CommandMetadata {
    const metadata = commandMetadata(ctx);
    return userId ? { ...metadata, actor: userId } : metadata;
  }
}
