import { hkdfSync } from 'node:crypto';

/** The one input secret must carry at least this much randomness. */
export const MIN_SESSION_SECRET_BYTES = 32;

/** Keys derived from SESSION_SECRET, one per purpose, so a leak of one use reveals nothing of another. */
export interface SessionSecrets {
  /** Signs the access JWT (HS256). */
  jwtKey: Uint8Array;
  /** Derives each session's CSRF token. */
  csrfKey: Buffer;
  /** Keys the hash of one-time codes, so a leaked event log cannot be brute-forced offline. */
  otpPepper: Buffer;
  /** Derives each one-time code from its delivery id (one-time-codes.ts): the mail outbox's only secret. */
  otpCodeKey: Buffer;
  /** Derives each rotated refresh token from the one it replaces (see refresh-token.ts). */
  refreshKey: Buffer;
}

// Fixed and public by design (RFC 5869 §3.1): it separates MoRe AI's derivations from any other use of the secret.
const SALT = Buffer.from('more-ai session secrets v1', 'utf8');

/** Derives the session keys from one secret with HKDF-SHA256. */
export function sessionSecretsFrom(secret: Buffer): SessionSecrets {
  if (secret.length < MIN_SESSION_SECRET_BYTES) throw new Error(`The session secret must be at least ${MIN_SESSION_SECRET_BYTES} bytes`);
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', secret, SALT, `more-ai ${purpose}`, 32));
  return {
    jwtKey: new Uint8Array(derive('access token')),
    csrfKey: derive('csrf token'),
    otpPepper: derive('one-time code'),
    otpCodeKey: derive('one-time code delivery'),
    refreshKey: derive('refresh token rotation'),
  };
}

/** Reads SESSION_SECRET: base64 of at least 32 random bytes (`openssl rand -base64 32`). */
export function sessionSecretFrom(value: string | undefined): Buffer {
  const text = value?.trim();
  if (!text) throw new Error(`SESSION_SECRET is not set: base64 of at least ${MIN_SESSION_SECRET_BYTES} random bytes is required`);
  const secret = Buffer.from(text, 'base64');
  if (secret.length < MIN_SESSION_SECRET_BYTES || secret.toString('base64') !== text) {
    throw new Error(`SESSION_SECRET must be base64 of at least ${MIN_SESSION_SECRET_BYTES} bytes`);
  }
  return secret;
}
