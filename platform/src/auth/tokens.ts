import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { SessionSecrets } from './secrets';

export type Role = 'user' | 'admin' | 'superadmin';

/** Who is calling: the account, its role when the token was issued, and the session it belongs to. */
export interface SessionUser {
  userId: string;
  role: Role;
  sessionId: string;
}

/** Access tokens are short-lived: a revoked session's token is refused at once, and expires soon anyway. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'more-ai';
const AUDIENCE = 'more-ai-web';

const Claims = z.object({
  sub: z.string().min(1),
  sid: z.string().min(1),
  role: z.enum(['user', 'admin', 'superadmin']),
});

/** Signs the access JWT (HS256) for a session. */
export function signAccessToken(secrets: SessionSecrets, user: SessionUser, now: Date = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: user.sessionId, role: user.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .sign(secrets.jwtKey);
}

/**
 * The session user a token names, or undefined when it is not one of ours: another algorithm (the
 * allow-list refuses 'none' and key-confusion tricks), another key, issuer or audience, expired, or
 * missing a claim. It does not say whether the session is still active.
 */
export async function verifyAccessToken(secrets: SessionSecrets, token: string): Promise<SessionUser | undefined> {
  return (await verifiedClaims(secrets, token))?.user;
}

/** The session user and the expiry (epoch seconds) of a token that verifies. */
async function verifiedClaims(secrets: SessionSecrets, token: string): Promise<{ user: SessionUser; exp: number } | undefined> {
  try {
    const { payload } = await jwtVerify(token, secrets.jwtKey, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub', 'sid', 'role'],
    });
    const claims = Claims.safeParse(payload);
    if (!claims.success || typeof payload.exp !== 'number') return undefined;
    return { user: { userId: claims.data.sub, role: claims.data.role, sessionId: claims.data.sid }, exp: payload.exp };
  } catch {
    return undefined;
  }
}

export interface TokenVerifierOptions {
  /** How many verified tokens it keeps at most; the longest kept goes first. */
  capacity?: number;
  now?: () => number;
}

/**
 * verifyAccessToken that remembers the tokens it verified until they expire: a signed token cannot
 * change, so checking its signature again on each request of a session buys nothing. Only tokens
 * that verified are kept, so made-up ones cannot fill it.
 */
export function rememberingTokenVerifier(
  secrets: SessionSecrets,
  { capacity = 50_000, now = Date.now }: TokenVerifierOptions = {},
): (token: string) => Promise<SessionUser | undefined> {
  const verified = new Map<string, { user: SessionUser; expiresAtMs: number }>();
  return async (token) => {
    const known = verified.get(token);
    if (known) {
      if (now() < known.expiresAtMs) return known.user;
      verified.delete(token);
      return undefined;
    }
    const claims = await verifiedClaims(secrets, token);
    if (!claims) return undefined;
    if (verified.size >= capacity) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    // jose takes a token as expired from the second its exp names: it is kept only until then.
    verified.set(token, { user: claims.user, expiresAtMs: claims.exp * 1000 });
    return claims.user;
  };
}
