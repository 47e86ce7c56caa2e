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
  try {
    const { payload } = await jwtVerify(token, secrets.jwtKey, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub', 'sid', 'role'],
    });
    const claims = Claims.safeParse(payload);
    return claims.success ? { userId: claims.data.sub, role: claims.data.role, sessionId: claims.data.sid } : undefined;
  } catch {
    return undefined;
  }
}
