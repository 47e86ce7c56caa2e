import type { EventMetadata } from '@more-ai/events/store/port';

/**
 * Payload fields that name a person by their user id: the account's owner (`userId`), a
 * watchlist's owner, and both sides of a follow. An id field not listed names a thing, not a person.
 */
export const PERSON_FIELDS = ['userId', 'ownerId', 'followerId', 'followeeId'] as const;

/** An id as the API hands them out; anything else (a huge or odd value) is not looked up by. */
const USER_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Actors that are no one's account: the system, its processes, an anonymous caller. */
export function isUserActor(actor: string): boolean {
  return actor !== 'anonymous' && actor !== 'system' && !actor.startsWith('system:');
}

/**
 * Every user an event is about, for the per-user audit trail: its actor when that is a user (what
 * they did), the people its payload names (what was done to or for them), and the owner of its
 * personal data (`user:{id}`). Each once, in that order.
 */
export function usersOf(data: Readonly<Record<string, unknown>>, metadata: Pick<EventMetadata, 'actor' | 'piiSubject'>): string[] {
  const users = new Set<string>();
  const add = (id: unknown) => {
    if (typeof id === 'string' && USER_ID.test(id)) users.add(id);
  };
  if (isUserActor(metadata.actor)) add(metadata.actor);
  for (const field of PERSON_FIELDS) add(data[field]);
  if (metadata.piiSubject?.startsWith('user:')) add(metadata.piiSubject.slice('user:'.length));
  return [...users];
}
