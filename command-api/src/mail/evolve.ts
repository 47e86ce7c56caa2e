import type { MailEvent } from '@more-ai/events/catalog/index';

/** A mail's outcome so far, as far as deciding goes: late once a try failed; sent or failed, it has ended. */
export interface MailState {
  outcome: 'none' | 'delayed' | 'ended';
  /** Ended because the outbox gave up on it (MailFailed). */
  failed: boolean;
}

// Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, no outcome yet reads alike whatever it is called, as long as it is not 'delayed' or 'ended'
export const initialMailState = (): MailState => ({ outcome: 'none', failed: false });

export function evolveMail(state: MailState, event: MailEvent): MailState {
  switch (event.type) {
    case 'MailDelayed':
      return { outcome: 'delayed', failed: false };
    case 'MailSent':
    case 'MailFailed':
      return { outcome: 'ended', failed: event.type === 'MailFailed' };
    default:
      return state;
  }
}
