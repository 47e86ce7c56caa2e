import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SessionSecrets } from './secrets';

/**
 * The session's CSRF token: a signed double-submit token bound to the session, so a token read from
 * one session (or made up) never passes for another. Stable for the session's life, so a refresh
 * does not invalidate what the UI has stored.
 */
export function csrfTokenFor(secrets: SessionSecrets, sessionId: string): string {
  return createHmac('sha256', secrets.csrfKey).update(`csrf:${sessionId}`).digest('base64url');
}

/** Compares in constant time, so the token cannot be guessed byte by byte from response times. */
export function csrfTokenMatches(secrets: SessionSecrets, sessionId: string, presented: string): boolean {
  const expected = Buffer.from(csrfTokenFor(secrets, sessionId), 'utf8');
  const given = Buffer.from(presented, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
