/**
 * The subject key store port: one data key per subject (`user:{id}`, `contact:{id}`), kept outside
 * the event log so that destroying it makes the subject's personal fields unreadable everywhere,
 * although the events themselves never change (ARCHITECTURE rule 5, crypto-shredding).
 */
export interface SubjectKeyStore {
  /**
   * The 256-bit data key that encrypts the subject's personal fields, created on first use.
   * Throws SubjectKeyDestroyedError once the key was destroyed: a forgotten subject never gets a
   * fresh key, so nothing new can be written readable under its name.
   */
  keyFor(subject: string): Promise<Buffer>;
  /**
   * The keys that decrypt these subjects' fields, in one look-up: a key, or 'destroyed'. Subjects
   * that never had a key are absent from the map.
   */
  findKeys(subjects: Iterable<string>): Promise<ReadonlyMap<string, SubjectKey>>;
  /** Destroys the subject's key for good (also for a subject that never had one). Idempotent. */
  destroy(subject: string): Promise<void>;
  close(): Promise<void>;
}

export type SubjectKey = Buffer | 'destroyed';

/** Data keys are AES-256 keys. */
export const DATA_KEY_BYTES = 32;

export class SubjectKeyDestroyedError extends Error {
  override readonly name = 'SubjectKeyDestroyedError';
  constructor(readonly subject: string) {
    super(`The personal-data key of ${subject} was destroyed; nothing can be encrypted for it any more`);
  }
}
