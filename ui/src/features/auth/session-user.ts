/** The signed-in user as the server sends it and browser storage keeps it (SPEC §3). */
export interface SessionUser {
  readonly _id: string;
  readonly id?: string;
  readonly username: string;
  readonly email: string;
  readonly role: 'user' | 'admin' | 'superadmin';
  readonly isActive?: boolean;
  readonly createdAt?: string;
  readonly subscriptionType?: 'free' | 'pro';
  readonly name?: string;
  readonly firstName?: string;
  readonly phone?: string;
  readonly country?: { readonly _id?: string; readonly name?: string; readonly code?: string };
}

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
