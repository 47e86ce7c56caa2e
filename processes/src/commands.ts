import type { MailKind } from '@more-ai/events/catalog/index';

/**
 * Why a process issues a command. `commandId` is derived from what caused it (the event, or the
 * claim a job found overdue), never fresh: a redelivered event or a second sweep issues the same
 * command again, and the command side appends nothing new for it.
 */
export interface ProcessCause {
  commandId: string;
  correlationId: string;
  causationId: string;
}

/** What the mail outbox tells of one mail: late (its first try failed), sent, or given up on. */
export interface MailOutcome {
  mailId: string;
  userId: string;
  kind: MailKind;
  outcome: 'delayed' | 'sent' | 'failed';
  attempts: number;
  /** Why it is late or failed: an SMTP error code, never the server's reply (it may quote the address). */
  reason?: string | undefined;
}

/** What became of a signup, as its account stream decides it. */
export type SignupOutcome = 'registered' | 'abandoned' | 'deleted';

/**
 * The commands the processes issue: the one door from processes/ to the command side, implemented
 * where the command-api is composed (launcher). Every command is idempotent.
 */
export interface ProcessCommands {
  /** Gives up the signup under this id unless its account was registered first (decided on the account's stream). */
  abandonRegistration(userId: string, cause: ProcessCause): Promise<SignupOutcome>;
  /** Frees the e-mail (named by its reservation key) if this user still holds it. */
  releaseEmailReservation(emailKey: string, userId: string, cause: ProcessCause): Promise<void>;
  /** Frees the username (named by its reservation key) if this user still holds it. */
  releaseUsernameReservation(usernameKey: string, userId: string, cause: ProcessCause): Promise<void>;
  /** Gives the owner back the slot of a watchlist at their gate, if it is still open. */
  closeWatchlistSlot(userId: string, watchlistId: string, cause: ProcessCause): Promise<void>;
  /** Records on the mail's own stream what became of it; a mail that has ended records nothing more. */
  recordMailOutcome(outcome: MailOutcome, cause: ProcessCause): Promise<void>;
  /** The steps after a recorded capture: the PRO period the order bought, then the PRO tier while that period is active. */
  completeCapture(orderId: string, cause: ProcessCause): Promise<void>;
  /** Sets the account's tier to what its subscription says: PRO while a paid period is active, FREE once it ended. */
  alignPlanWithSubscription(userId: string, cause: ProcessCause): Promise<void>;
  /** Ends the paid period (FREE from then) if its end date, or the scheduled downgrade's date, has come. */
  endSubscriptionPeriod(userId: string, cause: ProcessCause): Promise<void>;
  /** Marks the order failed as left unpaid, unless it was paid or failed first. */
  abandonOrder(orderId: string, at: Date, cause: ProcessCause): Promise<void>;
  /** Archives what is over the FREE limits if the subscription is FREE, or finishes the archive recorded last. */
  archiveOverFreeLimits(userId: string, cause: ProcessCause): Promise<void>;
  /** Restores what the last downgrade archived if the subscription is PRO again, or finishes that restore. */
  restoreArchive(userId: string, cause: ProcessCause): Promise<void>;
}
