import type { SessionEndReason, SessionEvent } from '@more-ai/events/catalog/index';
import { Conflict, Unauthorized } from '@more-ai/platform/domain/errors';
import type { Decider, DecisionContext } from '../pipeline/decider';
import type { SessionCommand } from './commands';
import { evolveSession, initialSessionState, type SessionState } from './evolve';

/** What a refresh that cannot go on answers: the UI then sends the user to /login (SPEC §4). */
export const sessionExpired = () => new Unauthorized('Your session has expired. Please log in again.', 'SESSION_EXPIRED');

export function decideSession(command: SessionCommand, state: SessionState, { now }: DecisionContext): SessionEvent[] {
  switch (command.type) {
    case 'StartSession': {
      if (state.status !== 'none') throw new Conflict('This session has already started', 'SESSION_EXISTS');
      const { sessionId, userId, refreshTokenHash, expiresAt, userAgent } = command;
      return [{ type: 'SessionStarted', data: { sessionId, userId, refreshTokenHash, expiresAt, userAgent } }];
    }
    case 'RefreshSession': {
      if (state.status !== 'active') throw sessionExpired();
      // Two tabs (or a retry after a lost answer) may refresh with the same token at once: the one
      // just rotated away may ask again for a few seconds and gets what the rotation issued (the
      // new token is derived from the old one, so the command carries that same token's hash).
      if (withinGrace(state, command, now)) return [];
      // Any other rotated token coming back means two parties hold this session's tokens, and the
      // server cannot tell which is the thief: the whole session ends, the newest token with it.
      if (state.rotatedHashes.has(command.presentedHash)) return [ended(state, 'refresh-token-reuse')];
      // A token this session never issued is a guess, not a stolen copy: refused, the session kept.
      if (command.presentedHash !== state.refreshTokenHash) throw sessionExpired();
      if (now.getTime() >= Date.parse(state.expiresAt!)) throw sessionExpired();
      const { refreshTokenHash, expiresAt } = command;
      return [
        { type: 'SessionRefreshed', data: { sessionId: state.sessionId!, refreshTokenHash, expiresAt, refreshedAt: now.toISOString() } },
      ];
    }
    case 'EndSession': {
      if (state.status !== 'active') return [];
      const { presentedHash } = command;
      if (presentedHash !== undefined && presentedHash !== state.refreshTokenHash) {
        return state.rotatedHashes.has(presentedHash) ? [ended(state, 'refresh-token-reuse')] : [];
      }
      return [ended(state, command.reason)];
    }
  }
}

/** How long after a rotation the token it replaced may refresh again, getting the same new token. */
export const REFRESH_GRACE_SECONDS = 10;

function withinGrace(state: SessionState, command: Extract<SessionCommand, { type: 'RefreshSession' }>, now: Date): boolean {
  const rotation = state.lastRotation;
  return (
    rotation !== undefined &&
    command.presentedHash === rotation.replacedHash &&
    command.refreshTokenHash === state.refreshTokenHash &&
    now.getTime() - Date.parse(rotation.at) <= REFRESH_GRACE_SECONDS * 1000
  );
}

function ended(state: SessionState, reason: SessionEndReason): SessionEvent {
  return { type: 'SessionEnded', data: { sessionId: state.sessionId!, reason } };
}

/** One stream per sign-in: `Session-{sessionId}`. */
export const sessionDecider: Decider<SessionCommand, SessionState, SessionEvent> = {
  category: 'Session',
  initialState: initialSessionState,
  evolve: evolveSession,
  decide: decideSession,
};
