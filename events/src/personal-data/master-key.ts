import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { DATA_KEY_BYTES } from './key-store';

/** The master key wraps every data key; it lives in configuration, never beside the keys it wraps. */
export const MASTER_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Reads PII_MASTER_KEY: base64 of 32 random bytes (`openssl rand -base64 32`). */
export function masterKeyFrom(value: string | undefined): Buffer {
  if (!value?.trim()) throw new Error('PII_MASTER_KEY is not set: base64 of 32 random bytes is required');
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== MASTER_KEY_BYTES || key.toString('base64') !== value.trim()) {
    throw new Error(`PII_MASTER_KEY must be base64 of exactly ${MASTER_KEY_BYTES} bytes`);
  }
  return key;
}

/**
 * The embedded run's master key: read from `file`, or created there on first start, readable by its
 * owner only. Two starts racing on a fresh data folder end with one key, because only one of them can
 * create the file.
 */
export async function loadOrCreateMasterKeyFile(file: string): Promise<Buffer> {
  try {
    return masterKeyFrom(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const key = randomBytes(MASTER_KEY_BYTES);
  // Written to a private temporary file first and then linked into place: the link either creates
  // the whole file at once or fails because another start got there first, so nobody ever reads a
  // half-written key.
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temporary, 'wx', 0o600);
  try {
    await handle.writeFile(`${key.toString('base64')}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temporary, file);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return masterKeyFrom(await readFile(file, 'utf8'));
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

/**
 * Encrypts a data key for storage (AES-256-GCM: iv ‖ ciphertext ‖ tag). The subject is bound as
 * associated data, so a wrapped key copied onto another subject's row does not unwrap.
 */
export function wrapDataKey(masterKey: Buffer, subject: string, dataKey: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
  cipher.setAAD(Buffer.from(subject, 'utf8'));
  return Buffer.concat([iv, cipher.update(dataKey), cipher.final(), cipher.getAuthTag()]);
}

/** Reverses wrapDataKey; throws when the master key is not the one that wrapped it, or the bytes changed. */
export function unwrapDataKey(masterKey: Buffer, subject: string, wrapped: Buffer): Buffer {
  if (wrapped.length !== IV_BYTES + DATA_KEY_BYTES + TAG_BYTES) {
    throw new Error(`The stored key of ${subject} is malformed`);
  }
  const decipher = createDecipheriv('aes-256-gcm', masterKey, wrapped.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(subject, 'utf8'));
  decipher.setAuthTag(wrapped.subarray(IV_BYTES + DATA_KEY_BYTES));
  try {
    return Buffer.concat([decipher.update(wrapped.subarray(IV_BYTES, IV_BYTES + DATA_KEY_BYTES)), decipher.final()]);
  } catch {
    throw new Error(`The stored key of ${subject} does not unwrap: wrong PII master key, or the row was altered`);
  }
}
