import type { SubjectKey } from './key-store';

/**
 * The in-process cache of subject keys, least recently used out first. A key may only be trusted
 * while destroy notifications are arriving; `generation` guards the race in which a key read from
 * the database arrives after the notification that destroyed it.
 */
export interface KeyCache {
  /** The cached key, or undefined when unknown or while the cache is distrusted. */
  get(subject: string): SubjectKey | undefined;
  /** Take before reading keys from the database; pass to remember(). */
  generation(): number;
  /** Caches a key read at `generation`, unless a destroy was seen since. */
  remember(subject: string, key: SubjectKey, generation: number): void;
  markDestroyed(subject: string): void;
  /** Destroy notifications flow: start caching from empty. */
  trust(): void;
  /** Destroy notifications may be missed: forget everything and stop caching. */
  distrust(): void;
}

export function createKeyCache(capacity: number): KeyCache {
  const entries = new Map<string, SubjectKey>();
  let generation = 0;
  let trusted = false;

  function put(subject: string, key: SubjectKey): void {
    entries.delete(subject);
    entries.set(subject, key);
    if (entries.size > capacity) entries.delete(entries.keys().next().value!);
  }

  return {
    get(subject) {
      const key = trusted ? entries.get(subject) : undefined;
      if (key) put(subject, key);
      return key;
    },
    generation: () => generation,
    remember(subject, key, readAt) {
      // A destroyed key stays destroyed, so that answer is never stale.
      if (trusted && (key === 'destroyed' || readAt === generation)) put(subject, key);
    },
    markDestroyed(subject) {
      generation += 1;
      if (trusted) put(subject, 'destroyed');
    },
    trust() {
      entries.clear();
      generation += 1;
      trusted = true;
    },
    distrust() {
      entries.clear();
      generation += 1;
      trusted = false;
    },
  };
}
