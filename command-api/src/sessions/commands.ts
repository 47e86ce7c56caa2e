/** A signed-in user gets a new session; the service has minted its refresh token. */
export interface StartSession {
  type: 'StartSession';
  sessionId: string;
  userId: string;
  refreshTokenHash: string;
  expiresAt: string;
  userAgent: string | null;
}

/** The browser presents its refresh token (as a hash) and asks for the next one. */
export interface RefreshSession {
  type: 'RefreshSession';
  presentedHash: string;
  /** The hash of the token derived from the presented one: what this rotation issues. */
  refreshTokenHash: string;
  expiresAt: string;
}

/**
 * The user signs out. `presentedHash` is set when the session was found through the refresh cookie
 * rather than a valid access token: then only a token this session really issued may end it.
 */
export interface EndSession {
  type: 'EndSession';
  reason: 'logout';
  presentedHash?: string;
}

export type SessionCommand = StartSession | RefreshSession | EndSession;
