import { defineEvent, type EventOf } from '../definitions';

/** Why a session is over. Account-wide endings (password reset, deletion) also end it in the read model. */
export type SessionEndReason = 'logout' | 'refresh-token-reuse' | 'password-reset' | 'account-deleted' | 'deactivated';

/**
 * Someone signed in: stream `Session-{sessionId}`. Only the SHA-256 of the refresh token is kept; the
 * token itself lives in the browser's cookie. `expiresAt` (ISO) is when that refresh token stops working.
 */
export const SessionStarted = defineEvent<{
  sessionId: string;
  userId: string;
  refreshTokenHash: string;
  expiresAt: string;
  /** The browser's User-Agent, to tell sessions apart; it identifies a device, so it is personal data. */
  userAgent?: string | null;
}>()({
  type: 'SessionStarted',
  version: 1,
  personalData: { subject: (data) => `user:${data.userId}`, fields: { userAgent: null } },
});

/** Every session's refresh token lasted 30 days while SessionRefreshed was at version 1. */
const V1_REFRESH_TOKEN_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The refresh token was rotated: only the new one works from now on, except that the token it
 * replaced may ask again for a few seconds after `refreshedAt` (ISO), e.g. from a second tab.
 * Version 2 added `refreshedAt`; version 1 events get it from `expiresAt`, set 30 days after it then.
 */
export const SessionRefreshed = defineEvent<{ sessionId: string; refreshTokenHash: string; expiresAt: string; refreshedAt: string }>()({
  type: 'SessionRefreshed',
  version: 2,
  upcasters: {
    1: (data: { sessionId: string; refreshTokenHash: string; expiresAt: string }) => ({
      ...data,
      refreshedAt: new Date(Date.parse(data.expiresAt) - V1_REFRESH_TOKEN_MS).toISOString(),
    }),
  },
});

/** The session is over; neither its access token nor its refresh token work any more. */
export const SessionEnded = defineEvent<{ sessionId: string; reason: SessionEndReason }>()({ type: 'SessionEnded', version: 1 });

export type SessionEvent = EventOf<typeof SessionStarted> | EventOf<typeof SessionRefreshed> | EventOf<typeof SessionEnded>;

export const sessionEvents = [SessionStarted, SessionRefreshed, SessionEnded] as const;
