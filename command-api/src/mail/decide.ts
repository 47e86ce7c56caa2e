import type { MailEvent, MailKind } from '@more-ai/events/catalog/index';
import type { Decider } from '../pipeline/decider';
import { evolveMail, initialMailState, type MailState } from './evolve';

/** What the mail outbox (processes/) records of one mail it tried to send. */
export type MailCommand =
  | { type: 'RecordMailDelayed'; mailId: string; userId: string; kind: MailKind; attempts: number; reason: string }
  | { type: 'RecordMailSent'; mailId: string; userId: string; kind: MailKind; attempts: number }
  | { type: 'RecordMailFailed'; mailId: string; userId: string; kind: MailKind; attempts: number; reason: string };

/**
 * A mail ends once, sent or failed; what the outbox reports after that is already told and appends
 * nothing (a redelivered event, a second replica's late report). Only the first delay is recorded:
 * the screen needs to know the mail is late, not every try.
 */
export function decideMail(command: MailCommand, state: MailState): MailEvent[] {
  if (state.outcome === 'ended') return [];
  switch (command.type) {
    case 'RecordMailDelayed': {
      if (state.outcome === 'delayed') return [];
      const { mailId, userId, kind, attempts, reason } = command;
      return [{ type: 'MailDelayed', data: { mailId, userId, kind, attempts, reason } }];
    }
    case 'RecordMailSent': {
      const { mailId, userId, kind, attempts } = command;
      return [{ type: 'MailSent', data: { mailId, userId, kind, attempts } }];
    }
    case 'RecordMailFailed': {
      const { mailId, userId, kind, attempts, reason } = command;
      return [{ type: 'MailFailed', data: { mailId, userId, kind, attempts, reason } }];
    }
  }
}

/** One stream per mail: `Mail-{mailId}` (a one-time code's mail is named by its delivery id). */
export const mailDecider: Decider<MailCommand, MailState, MailEvent> = {
  category: 'Mail',
  initialState: initialMailState,
  evolve: evolveMail,
  decide: decideMail,
};
