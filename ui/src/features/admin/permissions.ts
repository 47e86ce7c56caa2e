import { CANNOT_CHANGE_SUPERADMIN, CANNOT_DEACTIVATE_SELF, ONLY_SUPERADMIN_CHANGES_ADMINS } from '@more-ai/contracts/api/admin';
import type { UserView } from '@more-ai/contracts/accounts';
import type { SessionUser } from '../auth/session-user';

/**
 * Why the signed-in admin may not activate or deactivate `target`, in the server's own words, or null
 * when they may: nobody changes their own account or a superadmin's, and only a superadmin changes an
 * admin's. The server enforces the same; the table only says so before the click.
 */
export function statusChangeRefusal(viewer: SessionUser | null, target: Pick<UserView, '_id' | 'role'>): string | null {
  if (!viewer || viewer._id === target._id) return CANNOT_DEACTIVATE_SELF;
  if (target.role === 'superadmin') return CANNOT_CHANGE_SUPERADMIN;
  if (target.role === 'admin' && viewer.role !== 'superadmin') return ONLY_SUPERADMIN_CHANGES_ADMINS;
  return null;
}

/** SPEC §6: only a superadmin sees Create Admin. */
export function canCreateAdmins(viewer: SessionUser | null): boolean {
  return viewer?.role === 'superadmin';
}
