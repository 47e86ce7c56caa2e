import type { SessionUser } from '../auth/session-user';
import type { AdminContact, AdminUser } from './slice';

/** An account as the Users table lists it. */
export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  const id = overrides._id ?? 'user-1';
  return {
    _id: id,
    id,
    username: 'asha',
    email: 'asha@example.com',
    role: 'user',
    isActive: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    subscriptionType: 'free',
    ...overrides,
  };
}

/** The signed-in admin looking at the panel. */
export function viewer(role: SessionUser['role'], id = 'viewer-1'): SessionUser {
  return { _id: id, username: `${role}_viewer`, email: `${role}@example.com`, role };
}

/** A Contact Us message as the Contacts table lists it. */
export function contactMessage(overrides: Partial<AdminContact> = {}): AdminContact {
  return {
    _id: 'contact-1',
    name: 'Ravi',
    email: 'ravi@example.com',
    message: 'The recommendations were spot on, thank you!',
    status: 'new',
    adminNotes: '',
    createdAt: '2026-11-25T09:30:00.000Z',
    updatedAt: '2026-11-25T09:30:00.000Z',
    ...overrides,
  };
}
