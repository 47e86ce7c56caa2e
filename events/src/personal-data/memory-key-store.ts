import { randomBytes } from 'node:crypto';
import { DATA_KEY_BYTES, SubjectKeyDestroyedError, type SubjectKey, type SubjectKeyStore } from './key-store';

/**
 * A key store living in this process only, for unit tests and tools that never persist events:
 * its keys die with the process, so anything encrypted with them does too.
 */
export function createInMemoryKeyStore(): SubjectKeyStore {
  const keys = new Map<string, SubjectKey>();
  return {
    async keyFor(subject) {
      const key = keys.get(subject);
      if (key === 'destroyed') throw new SubjectKeyDestroyedError(subject);
      if (key) return key;
      const created = randomBytes(DATA_KEY_BYTES);
      keys.set(subject, created);
      return created;
    },
    async findKeys(subjects) {
      const found = new Map<string, SubjectKey>();
      for (const subject of subjects) {
        const key = keys.get(subject);
        if (key) found.set(subject, key);
      }
      return found;
    },
    async destroy(subject) {
      keys.set(subject, 'destroyed');
    },
    async close() {},
  };
}
