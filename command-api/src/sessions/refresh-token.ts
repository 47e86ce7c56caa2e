import { createHash, randomBytes } from 'node:crypto';

/**
 * A refresh token is `{sessionId}.{32 random bytes, base64url}`: the session id finds the stream,
 * the random part proves possession. Only its SHA-256 is stored; 256 random bits need no slow hash.
 */
export function newRefreshToken(sessionId: string): string {
  return `${sessionId}.${randomBytes(32).toString('base64url')}`;
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[A-Za-z0-9_-]{43}$/;

/** The session a presented token claims to belong to, and the hash to check it with; undefined when malformed. */
export function readRefreshToken(token: string | undefined): { sessionId: string; hash: string } | undefined {
  const match = token ? TOKEN.exec(token) : null;
  return match ? { sessionId: match[1]!, hash: hashRefreshToken(token!) } : undefined;
}
