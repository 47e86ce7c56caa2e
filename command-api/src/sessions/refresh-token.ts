import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * A refresh token is `{sessionId}.{32 bytes, base64url}`: the session id finds the stream, the rest
 * proves possession. A session's first token is random; each rotation derives the next one (below).
 * Only its SHA-256 is stored; 256 unguessable bits need no slow hash.
 */
export function newRefreshToken(sessionId: string): string {
  return `${sessionId}.${randomBytes(32).toString('base64url')}`;
}

/**
 * The token a rotation issues in place of `presented`: derived from it under the server's key
 * rather than drawn at random, so a second refresh with the same old token within the grace window
 * gets the very same new token, in any process, with nothing but hashes stored. Exactly one refresh
 * token of the session works at any time. Without the key, knowing a token tells nothing of the next.
 */
export function nextRefreshToken(key: Buffer, sessionId: string, presented: string): string {
  return `${sessionId}.${createHmac('sha256', key).update(`refresh-token:${presented}`).digest('base64url')}`;
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[A-Za-z0-9_-]{43}$/;

/** The session a presented token claims to belong to, and the hash to check it with; undefined when malformed. */
export function readRefreshToken(token: string | undefined): { sessionId: string; hash: string; token: string } | undefined {
  const match = token ? TOKEN.exec(token) : null;
  return match ? { sessionId: match[1]!, hash: hashRefreshToken(token!), token: token! } : undefined;
}
