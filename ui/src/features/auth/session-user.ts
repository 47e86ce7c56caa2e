import type { UserView } from '@more-ai/contracts/accounts';

/**
 * The signed-in user as the server sends it (SPEC §3) and browser storage keeps it: a stored copy may
 * come from an older version, so only what every version stored is required.
 */
export type SessionUser = Readonly<Pick<UserView, '_id' | 'username' | 'email' | 'role'> & Partial<UserView>>;

/** A stored user that does not parse into an object counts as no user (SPEC §4). */
export function parseStoredUser(text: string | null): SessionUser | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

/** SPEC §3 display-name order: name, first name, username, the e-mail's local part, else 'User'. */
export function displayName(user: Partial<SessionUser> | null | undefined): string {
  const candidates = [user?.name, user?.firstName, user?.username, user?.email?.split('@')[0]];
  return candidates.map((value) => value?.trim()).find((value) => value) ?? 'User';
}

/** Admins and superadmins use the admin panel (SPEC §6). */
export function isAdmin(user: SessionUser | null | undefined): boolean {
  return user?.role === 'admin' || user?.role === 'superadmin';
}

const memberSinceFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** Dates are shown in en-US long format (SPEC §9): June 30, 2025. */
export function formatLongDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : memberSinceFormat.format(date);
}
