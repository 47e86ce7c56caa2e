import type { SessionEvent } from '@more-ai/events/catalog/index';

export interface SessionState {
  status: 'none' | 'active' | 'ended';
  sessionId: string | undefined;
  userId: string | undefined;
  /** Hash of the one refresh token that works now. */
  refreshTokenHash: string | undefined;
  /** Hashes of tokens rotated away: presenting one again means a copy is in someone else's hands. */
  rotatedHashes: ReadonlySet<string>;
  /** The last rotation: the token it replaced, and when. That token may ask again for a few seconds. */
  lastRotation: { replacedHash: string; at: string } | undefined;
  expiresAt: string | undefined;
}

export const initialSessionState = (): SessionState => ({
  status: 'none',
  sessionId: undefined,
  userId: undefined,
  refreshTokenHash: undefined,
  rotatedHashes: new Set(),
  lastRotation: undefined,
  expiresAt: undefined,
});

export function evolveSession(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'SessionStarted':
      return {
        ...state,
        status: 'active',
        sessionId: event.data.sessionId,
        userId: event.data.userId,
        refreshTokenHash: event.data.refreshTokenHash,
        expiresAt: event.data.expiresAt,
      };
    case 'SessionRefreshed':
      return {
        ...state,
        refreshTokenHash: event.data.refreshTokenHash,
        rotatedHashes: state.refreshTokenHash ? new Set([...state.rotatedHashes, state.refreshTokenHash]) : state.rotatedHashes,
        lastRotation: state.refreshTokenHash ? { replacedHash: state.refreshTokenHash, at: event.data.refreshedAt } : undefined,
        expiresAt: event.data.expiresAt,
      };
    case 'SessionEnded':
      // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, the rules ask only whether a session is new or active, and an ended one is neither
      return { ...state, status: 'ended' };
    default:
      return state;
  }
}
