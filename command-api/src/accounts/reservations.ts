import { createHash } from 'node:crypto';
import type { EmailReservationEvent, UsernameReservationEvent } from '@more-ai/events/catalog/index';
import { Conflict } from '@more-ai/platform/domain/errors';
import type { Decider } from '../pipeline/decider';
import { usernameSkeleton } from './username';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const USERNAME_TAKEN = 'This username is already taken';

/**
 * Claim the name for an account, or give it back (the account was deleted, or its signup abandoned).
 * `replacing` is the owner whose signup was abandoned (RegistrationAbandoned) or whose account was
 * deleted (AccountDeleted), as the caller found it: the claim may take the name over from that
 * owner, and from no one else.
 */
export type ReservationCommand = { type: 'Reserve'; userId: string; replacing?: string | undefined } | { type: 'Release'; userId: string };

export interface ReservationState {
  owner: string | null;
}

type ReservationEvent = EmailReservationEvent | UsernameReservationEvent;

/**
 * One stream per e-mail and per username, named by a hash of its lower-cased form. The first
 * Reserve appends to a stream that does not exist yet ('no-stream'), so of any number of concurrent
 * signups exactly one gets the name; the others re-decide, see the owner and are refused. A name
 * whose signup was abandoned, or whose account was deleted, is taken over the same way: the first
 * claim moves the owner, and the others find an owner they may not replace.
 */
function reservationDecider<E extends ReservationEvent>(
  category: string,
  reserved: E['type'],
  released: E['type'],
  taken: () => Conflict,
): Decider<ReservationCommand, ReservationState, E> {
  return {
    category,
    initialState: () => ({ owner: null }),
    evolve: (state, event) => (event.type === reserved ? { owner: event.data.userId } : event.type === released ? { owner: null } : state),
    decide(command, state) {
      const event = (type: E['type']) => [{ type, data: { userId: command.userId } } as E];
      if (command.type === 'Reserve') {
        if (state.owner === command.userId) return [];
        if (state.owner && state.owner !== command.replacing) throw taken();
        return event(reserved);
      }
      return state.owner === command.userId ? event(released) : [];
    },
  };
}

export const emailReservationDecider = reservationDecider<EmailReservationEvent>(
  'EmailReservation',
  'EmailReserved',
  'EmailReleased',
  () => new Conflict(EMAIL_TAKEN, 'EMAIL_TAKEN'),
);

export const usernameReservationDecider = reservationDecider<UsernameReservationEvent>(
  'UsernameReservation',
  'UsernameReserved',
  'UsernameReleased',
  () => new Conflict(USERNAME_TAKEN, 'USERNAME_TAKEN'),
);

/** E-mails are one regardless of letter case and surrounding blanks. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The reservation stream id of an e-mail: its hash, so the address itself is never in a stream name. */
export function emailKey(email: string): string {
  return sha256(normalizeEmail(email));
}

/**
 * Usernames are one when a reader could take one for the other: regardless of letter case, Unicode
 * compatibility forms and look-alike letters of other scripts (their UTS #39 skeleton).
 */
export function usernameKey(username: string): string {
  return sha256(usernameSkeleton(username));
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
