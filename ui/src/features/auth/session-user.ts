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
