import type { AccountRole, OtpPurpose } from '@more-ai/events/catalog/index';
import { maxPosition, type GlobalPosition } from '@more-ai/events/position';
import type { Logger } from '@more-ai/platform';
import { newDeliveryId, oneTimeCodeFor } from '@more-ai/platform/auth/one-time-codes';
import type { SessionSecrets } from '@more-ai/platform/auth/secrets';
import type { Decider } from '../pipeline/decider';
import type { CommandHandler, CommandMetadata } from '../pipeline/handle-command';
import { accountDecider } from './decide';
import type { AccountState } from './evolve';
import { otpHash } from './otp';
import { hashPassword } from './password';
import {
  emailKey,
  emailReservationDecider,
  normalizeEmail,
  usernameKey,
  usernameReservationDecider,
  type ReservationCommand,
  type ReservationState,
} from './reservations';

/** The registered (not deleted) account that owns this e-mail, read from the streams themselves. */
export async function findAccount(commands: CommandHandler, email: string): Promise<AccountState | undefined> {
  const { state: reservation } = await commands.load(emailReservationDecider, emailKey(email));
  if (!reservation.owner) return undefined;
  const { state } = await commands.load(accountDecider, reservation.owner);
  return state.status === 'registered' ? state : undefined;
}

export interface NewAccount {
  userId: string;
  username: string;
  email: string;
  password: string;
  role: AccountRole;
  /** Admins and seeded accounts start verified; otherwise a verify-email code is issued. */
  verified: boolean;
}

/**
 * Signup and admin creation: reserve the e-mail, then the username, then register. The
 * reservations are what keeps both unique under concurrent signups; a Conflict from either says
 * which one is taken. A signup refused (or failing) after it reserved something records that it is
 * abandoned, one fact on its own account stream: the next signup may take over what it reserved at
 * once, and the signup reservations reactor (processes/) releases it. A signup that never gets as
 * far as that (the process died) is abandoned by the reactor after its grace time.
 */
export async function registerAccount(
  commands: CommandHandler,
  keys: OtpKeys,
  account: NewAccount,
  metadata: CommandMetadata,
): Promise<{ state: AccountState; deliveryId: string | undefined; position: GlobalPosition | undefined }> {
  const { userId, username, role, verified } = account;
  const email = normalizeEmail(account.email);
  // A name plainly taken is refused before anything is appended; the reservations below still
  // decide between signups that race past this look.
  const [emailClaim, usernameClaim] = await Promise.all([
    claimFor(commands, emailReservationDecider, emailKey(email), userId),
    claimFor(commands, usernameReservationDecider, usernameKey(username), userId),
  ]);
  const register = async () => {
    await commands.handle(emailReservationDecider, emailKey(email), emailClaim, metadata);
    await commands.handle(usernameReservationDecider, usernameKey(username), usernameClaim, metadata);
    // Hashed only once both names are this signup's: of many racing signups only the winner pays for it.
    const otp = verified ? undefined : newCode(keys, 'verify-email', email);
    const passwordHash = await hashPassword(account.password);
    const result = await commands.handle(
      accountDecider,
      userId,
      { type: 'RegisterAccount', userId, username, email, passwordHash, role, verified, ...(otp ? { otp } : {}) },
      metadata,
    );
    // An account that already existed (a retried request) keeps the code it was sent then.
    return { state: result.state, deliveryId: result.events.length > 0 ? otp?.deliveryId : undefined, position: result.position };
  };
  return register().catch(async (error: unknown) => {
    const { idempotencyKey: _, ...withoutKey } = metadata;
    // Without the key: ids derived from it would be those of the AccountRegistered this replaces.
    await commands.handle(accountDecider, userId, { type: 'AbandonRegistration', userId }, withoutKey).catch(() => undefined);
    throw error;
  });
}

/**
 * The Reserve command for a name, decided once on its current state so that a plainly taken name
 * throws the same Conflict the append would. A name held by a signup that was abandoned, or by an
 * account that was deleted, may be taken over (the owner's account stream says so): it is free
 * from that moment, before the reactor that releases it has run.
 */
async function claimFor<E extends { type: string; data: unknown }>(
  commands: CommandHandler,
  decider: Decider<ReservationCommand, ReservationState, E>,
  key: string,
  userId: string,
): Promise<ReservationCommand> {
  const { state } = await commands.load(decider, key);
  const owner = state.owner && state.owner !== userId ? state.owner : undefined;
  const ownerStatus = owner && (await commands.load(accountDecider, owner)).state.status;
  const replacing = ownerStatus === 'abandoned' || ownerStatus === 'deleted' ? owner : undefined;
  const claim: ReservationCommand = { type: 'Reserve', userId, replacing };
  decider.decide(claim, state, { now: new Date() });
  return claim;
}

/** The keys one-time codes are made with: the hash's pepper, and the key each code is derived under. */
export type OtpKeys = Pick<SessionSecrets, 'otpPepper' | 'otpCodeKey'>;

/** A new code: its delivery id (which names its mail) and the keyed hash that is all the account keeps of it. */
function newCode(keys: OtpKeys, purpose: OtpPurpose, email: string): { hash: string; deliveryId: string } {
  const deliveryId = newDeliveryId();
  return { hash: otpHash(keys.otpPepper, purpose, email, oneTimeCodeFor(keys.otpCodeKey, deliveryId)), deliveryId };
}

export interface CodeIssuing {
  commands: CommandHandler;
  keys: OtpKeys;
  log: Logger;
}

/**
 * Issues a code under a delivery id chosen beforehand, after the answer has gone: "send me a code" is
 * answered alike, and as quickly, whether or not the e-mail has an account, and the answer names the
 * delivery either way. The mail outbox (processes/) mails it; what goes wrong here is logged.
 */
export function issueCodeLater(
  deps: CodeIssuing,
  account: AccountState,
  purpose: OtpPurpose,
  deliveryId: string,
  metadata: CommandMetadata,
): void {
  const hash = otpHash(deps.keys.otpPepper, purpose, account.email, oneTimeCodeFor(deps.keys.otpCodeKey, deliveryId));
  void deps.commands
    .handle(accountDecider, account.userId, { type: 'IssueOtp', purpose, otpHash: hash, deliveryId }, metadata)
    .catch((error: unknown) => deps.log.warn({ err: error, userId: account.userId, purpose }, 'no one-time code was issued'));
}

/** The later of two positions, either of which may be missing. */
export function laterOf(a: GlobalPosition | undefined, b: GlobalPosition | undefined): GlobalPosition | undefined {
  return a && b ? maxPosition(a, b) : (a ?? b);
}
