import type { EventType, RecordedEventsByType } from '@more-ai/events/catalog/index';

/** What a hidden credential reads as in the admin event log. */
export const HIDDEN = '[hidden]';

/** Words that make a payload field look like a credential (compared case-insensitively). */
export const CREDENTIAL_WORDS = ['hash', 'token', 'secret', 'signature', 'password'] as const;

type CredentialWord = (typeof CREDENTIAL_WORDS)[number];
// The recorded payload types are `Data & Record<string, unknown>`: only the declared keys count.
type DeclaredKeys<T> = keyof { [K in keyof T as string extends K ? never : K]: T[K] };
type CredentialLike<K> = K extends string ? (Lowercase<K> extends `${string}${CredentialWord}${string}` ? K : never) : never;
type CredentialFieldsOf<T extends EventType> = CredentialLike<DeclaredKeys<RecordedEventsByType[T]['data']>>;

/**
 * For each event type with credential-like payload fields, each such field: 'hidden' (the admin
 * event log shows '[hidden]') or 'shown' (it is not a secret after all). The type demands a decision
 * for every such field of every type, so a new one fails the typecheck until someone decides.
 */
export type SecretDecisions = {
  readonly [T in EventType as [CredentialFieldsOf<T>] extends [never] ? never : T]: {
    readonly [K in CredentialFieldsOf<T>]: 'hidden' | 'shown';
  };
};

/**
 * The decisions. Hashes of passwords, one-time codes and tokens are hidden: a hash of a six-digit
 * code or of a weak password is as good as the secret to anyone who can try guesses offline.
 */
export const SECRET_DECISIONS: SecretDecisions = {
  AccountRegistered: { passwordHash: 'hidden' },
  OtpIssued: { otpHash: 'hidden' },
  ResetTokenIssued: { tokenHash: 'hidden' },
  PasswordChanged: { passwordHash: 'hidden' },
  SessionStarted: { refreshTokenHash: 'hidden' },
  SessionRefreshed: { refreshTokenHash: 'hidden' },
};

/** True for a field name with a credential word in it ('refreshTokenHash', 'webhook_signature'). */
export function looksLikeCredential(field: string): boolean {
  const lower = field.toLowerCase();
  return CREDENTIAL_WORDS.some((word) => lower.includes(word));
}

/**
 * The payload with its secrets replaced by '[hidden]': the fields decided 'hidden' for its type and,
 * should an undecided one slip through (an unknown type, a nested object), every field at any depth
 * whose name looks like a credential, except those decided 'shown'. Null and absent fields stay.
 */
export function hideSecrets(
  type: string,
  data: Record<string, unknown>,
  table: Readonly<Record<string, Readonly<Record<string, 'hidden' | 'shown'>>>> = SECRET_DECISIONS,
): Record<string, unknown> {
  const decisions = table[type] ?? {};
  const decided = (field: string) => (Object.hasOwn(decisions, field) ? decisions[field] === 'hidden' : looksLikeCredential(field));
  return hideFields(data, decided);
}

function hideFields(value: Record<string, unknown>, hides: (field: string) => boolean): Record<string, unknown> {
  const entries = Object.entries(value);
  const hidden = entries.map(([field, item]): [string, unknown] => [
    field,
    item !== null && item !== undefined && hides(field) ? HIDDEN : hideNested(item),
  ]);
  // fromEntries, not assignment: a '__proto__' key in a payload stays a plain key.
  return hidden.some(([, item], index) => item !== entries[index]![1]) ? Object.fromEntries(hidden) : value;
}

function hideNested(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(hideNested);
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (value !== null && typeof value === 'object') return hideFields(value as Record<string, unknown>, looksLikeCredential);
  return value;
}
