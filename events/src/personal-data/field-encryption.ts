import { createCipheriv, createDecipheriv, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import type { SomeEventDefinition } from '../definitions';
import type { EventMetadata } from '../store/port';
import type { SubjectKey, SubjectKeyStore } from './key-store';

/**
 * A personal field at rest: `pii:v1:<iv>:<ciphertext+tag>`, base64url, AES-256-GCM under the
 * subject's data key. The plaintext is the field's JSON, so numbers and objects survive the trip.
 */
const ENVELOPE = /^pii:v1:([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22,})$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;

type Payload = Record<string, unknown>;
type Definition = Pick<SomeEventDefinition, 'type' | 'personalData'>;

/** Personal data that cannot be read although its key exists: altered, moved, or never encrypted. */
export class PersonalDataDecryptionError extends Error {
  override readonly name = 'PersonalDataDecryptionError';
}

export function isEnvelope(value: unknown): value is string {
  return typeof value === 'string' && ENVELOPE.test(value);
}

/**
 * Replaces each declared personal field with its envelope and records whose key encrypted it in
 * `metadata.piiSubject`. Types without personal data, and null or missing fields, stay as they are.
 */
export async function encryptPersonalData<Data extends Payload>(
  definition: Definition | undefined,
  data: Data,
  metadata: EventMetadata,
  keys: SubjectKeyStore,
): Promise<{ data: Data; metadata: EventMetadata }> {
  const personalData = definition?.personalData;
  if (!personalData) return { data, metadata };
  const subject = personalData.subject(data, metadata);
  if (!subject) throw new Error(`${definition.type} names no personal-data subject`);
  const key = await keys.keyFor(subject);
  const sealed: Payload = { ...data };
  for (const field of Object.keys(personalData.fields)) {
    const value = data[field];
    if (value !== null && value !== undefined) sealed[field] = seal(key, subject, field, value);
  }
  return { data: sealed as Data, metadata: { ...metadata, piiSubject: subject } };
}

/**
 * Reverses encryptPersonalData. Once the subject's key is destroyed, each personal field reads as
 * its declared redacted value ('Deleted user'). Throws PersonalDataDecryptionError when a field was
 * altered, moved from another field or subject, or its subject's key is unknown.
 */
export async function decryptPersonalData<Data extends Payload>(
  definition: Definition | undefined,
  data: Data,
  metadata: EventMetadata,
  keys: SubjectKeyStore,
): Promise<Data> {
  const subject = metadata.piiSubject;
  if (!definition?.personalData || !subject) return openPersonalData(definition, data, metadata, undefined);
  const found = await keys.findKeys([subject]);
  return openPersonalData(definition, data, metadata, found.get(subject));
}

/** decryptPersonalData with the subject's key already at hand (batches fetch keys once). */
export function openPersonalData<Data extends Payload>(
  definition: Definition | undefined,
  data: Data,
  metadata: EventMetadata,
  key: SubjectKey | undefined,
): Data {
  const personalData = definition?.personalData;
  if (!personalData) return data;
  const subject = metadata.piiSubject;
  const opened: Payload = { ...data };
  for (const [field, redacted] of Object.entries(personalData.fields)) {
    const value = data[field];
    if (value === null || value === undefined) continue;
    if (key === 'destroyed') {
      opened[field] = redacted ?? null;
      continue;
    }
    // A personal field in plaintext means the event bypassed this layer, or someone rewrote it.
    const envelope = typeof value === 'string' ? ENVELOPE.exec(value) : null;
    if (!subject || !envelope) {
      throw new PersonalDataDecryptionError(`${definition.type}.${field} is not encrypted`);
    }
    if (!key) throw new PersonalDataDecryptionError(`No personal-data key exists for ${subject}`);
    opened[field] = open(key, subject, field, envelope[1]!, envelope[2]!, definition.type);
  }
  return opened as Data;
}

// Subject and field are authenticated with the ciphertext: an envelope copied into another field,
// or onto another subject's event, fails instead of reading as someone else's data.
function associatedData(subject: string, field: string): Buffer {
  return Buffer.from(JSON.stringify(['pii:v1', subject, field]), 'utf8');
}

// A replay opens every field of a subject's events with the same associated data: the last few
// hundred are kept (a bounded map, emptied when full) rather than encoded again for each field.
const ASSOCIATED_DATA_KEPT = 512;
const associatedDataKept = new Map<string, Buffer>();
function associatedDataOf(subject: string, field: string): Buffer {
  const name = `${field}\u0000${subject}`;
  let bytes = associatedDataKept.get(name);
  if (!bytes) {
    if (associatedDataKept.size >= ASSOCIATED_DATA_KEPT) associatedDataKept.clear();
    associatedDataKept.set(name, (bytes = associatedData(subject, field)));
  }
  return bytes;
}

// Replays decrypt hundreds of thousands of fields with a few keys: preparing each key once makes
// every decipher cheaper. Keys are the cache's Buffers, so entries go when the cache drops them.
const preparedKeys = new WeakMap<Buffer, KeyObject>();
function prepared(key: Buffer): KeyObject {
  let prepared = preparedKeys.get(key);
  if (!prepared) preparedKeys.set(key, (prepared = createSecretKey(key)));
  return prepared;
}

function seal(key: Buffer, subject: string, field: string, value: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', prepared(key), iv);
  cipher.setAAD(associatedData(subject, field));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `pii:v1:${iv.toString('base64url')}:${sealed.toString('base64url')}`;
}

function open(key: Buffer, subject: string, field: string, iv: string, sealed: string, type: string): unknown {
  const bytes = Buffer.from(sealed, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', prepared(key), Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAAD(associatedDataOf(subject, field));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plaintext = decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES));
    // GCM has no padding, so final() only checks the tag; it yields no further bytes.
    decipher.final();
    return JSON.parse(plaintext.toString('utf8'));
  } catch {
    throw new PersonalDataDecryptionError(`${type}.${field} of ${subject} does not decrypt: the envelope was altered or belongs elsewhere`);
  }
}
