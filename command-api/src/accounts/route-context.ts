import type Koa from 'koa';
import type { SubjectKeyStore } from '@more-ai/events/personal-data/index';
import type { Logger } from '@more-ai/platform';
import type { SessionSecrets } from '@more-ai/platform/auth/secrets';
import type { CommandHandler, CommandMetadata } from '../pipeline/handle-command';
import { commandMetadata } from '../pipeline/respond';
import type { SessionService } from '../sessions/session-service';
import type { LoginThrottle } from '../throttle/login-throttle';
import type { CodeRequests } from './code-requests';
import { newIdFor } from '../pipeline/idempotency';

export interface AccountRouteDependencies {
  commands: CommandHandler;
  sessions: SessionService;
  throttle: LoginThrottle;
  /** The 60 s between two codes, for every e-mail asked about. */
  codeRequests: CodeRequests;
  secrets: SessionSecrets;
  /** Deleting an account destroys its personal-data key (crypto-shredding). */
  keys: Pick<SubjectKeyStore, 'destroy'>;
  /** Deleting an account also forgets stored Idempotency-Key answers that mention it. */
  forgetIdempotentAnswers: (userId: string, mentions: readonly string[]) => Promise<void>;
}

/** Account events are about one person: they record that person as the actor unless someone signed in acts. */
export function accountMetadata(ctx: Koa.Context, userId: string): CommandMetadata {
  const metadata = commandMetadata(ctx);
  return ctx.state.user ? metadata : { ...metadata, actor: userId };
}

const USER_IDS = '0b7d3c52-5f3e-4c8e-8a4e-1d9b6f2a7c31';

/** A new account's id; with an Idempotency-Key a retry gets the same id, so it can never make a second account. */
export function newUserId(ctx: Koa.Context): string {
  return newIdFor(ctx, USER_IDS);
}

export function requestLog(ctx: Koa.Context): Logger {
  return ctx.state.log;
}
