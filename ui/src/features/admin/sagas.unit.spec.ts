import { expect } from 'chai';
import { describe, it } from 'mocha';
import type { UnknownAction } from 'redux';
import { call, put, select } from 'redux-saga/effects';
import { api, ApiRequestFailed } from '../../api/client';
import { putAction, story } from '../../app/saga-testing';
import { notificationShown } from '../notifications/slice';
import { adminUser, contactMessage } from './fixtures';
import {
  addAdmin,
  changeUserStatus,
  loadContacts,
  loadMovies,
  loadStats,
  loadUsers,
  logFailure,
  searchUsers,
  updateContact,
} from './sagas';
import { selectContactsPage, selectMoviesPage, selectUsersQuery } from './selectors';
import {
  contactsFailed,
  contactsLoaded,
  contactsRequested,
  contactUpdated,
  contactUpdateFailed,
  contactUpdateRequested,
  createAdminRequested,
  createAdminSettled,
  initialAdminState,
  moviesFailed,
  moviesLoaded,
  statsFailed,
  usersFailed,
  usersLoaded,
  usersQueryChanged,
  usersRequested,
  usersSearchTyped,
  userStatusChanged,
  userStatusChangeFailed,
  userStatusChangeRequested,
} from './slice';

function told(effect: unknown) {
  const action: UnknownAction = putAction(effect);
  return notificationShown.match(action) ? action.payload : undefined;
}

const refused = (status: number, message?: string) => new ApiRequestFailed(status, message, undefined);

describe('Admin panel sagas (SPEC §8 Admin and contact, §9)', () => {
  it('asks for the users page the query names, searching only with what was typed', () => {
    const saga = story(loadUsers());
    expect(saga.next().value).to.deep.equal(select(selectUsersQuery));
    const query = { page: 2, limit: 50, sort: 'email', order: 'asc', search: '  ' };
    expect(saga.next(query).value).to.deep.equal(
      call(api.get, '/admin/users', { page: 2, limit: 50, sort: 'email', order: 'asc', search: undefined }),
    );
    expect(saga.next({ users: [adminUser()], total: 51 }).value).to.deep.equal(put(usersLoaded({ rows: [adminUser()], total: 51 })));
  });

  it('leaves a failed users list empty without a toast', () => {
    const saga = story(loadUsers());
    saga.next();
    saga.next(initialAdminState.users.query);
    const error = new TypeError('Failed to fetch');
    expect(saga.throw(error).value).to.deep.equal(call(logFailure, 'admin users', error));
    expect(saga.next().value).to.deep.equal(put(usersFailed()));
    expect(saga.next().done).to.equal(true);
  });

  it('searches once typing pauses, and not again for the same words', () => {
    const saga = story(searchUsers(usersSearchTyped('asha ')));
    saga.next();
    expect(saga.next({ ...initialAdminState.users.query, search: '' }).value).to.deep.equal(put(usersQueryChanged({ search: 'asha ' })));
    const same = story(searchUsers(usersSearchTyped('asha ')));
    same.next();
    expect(same.next({ ...initialAdminState.users.query, search: 'asha' }).done).to.equal(true);
  });

  it("deactivates through the status route and tells the server's answer for 4 seconds", () => {
    const user = adminUser({ _id: 'u 1' });
    const saga = story(changeUserStatus(userStatusChangeRequested({ user, isActive: false })));
    expect(saga.next().value).to.deep.equal(call(api.patch, '/admin/users/u%201/status', { isActive: false }));
    const answer = { message: 'asha is now inactive', user: { ...user, isActive: false } };
    expect(saga.next(answer).value).to.deep.equal(put(userStatusChanged(answer.user)));
    expect(told(saga.next().value)).to.include({ message: 'asha is now inactive', type: 'success', timeoutMs: 4000 });
  });

  it("shows the server's refusal of a status change, else a message of its own", () => {
    const user = adminUser();
    const saga = story(changeUserStatus(userStatusChangeRequested({ user, isActive: false })));
    saga.next();
    expect(saga.throw(refused(403, 'Only a superadmin can activate or deactivate an admin.')).value).to.deep.equal(
      put(userStatusChangeFailed(user._id)),
    );
    expect(told(saga.next().value)).to.include({ message: 'Only a superadmin can activate or deactivate an admin.', type: 'error' });
    const offline = story(changeUserStatus(userStatusChangeRequested({ user, isActive: true })));
    offline.next();
    offline.throw(new TypeError('Failed to fetch'));
    expect(told(offline.next().value)).to.include({ message: 'Failed to update user status', timeoutMs: 4000 });
  });

  it("creates an admin: 'Admin created successfully!', then the list reloads", () => {
    const form = { username: 'neo', email: 'neo@example.com', password: 'Matrix#2025' };
    const saga = story(addAdmin(createAdminRequested(form)));
    expect(saga.next().value).to.deep.equal(call(api.post, '/auth/create-admin', form));
    expect(saga.next({ message: 'Created', user: adminUser({ role: 'admin' }) }).value).to.deep.equal(
      put(createAdminSettled({ created: true })),
    );
    expect(told(saga.next().value)).to.include({ message: 'Admin created successfully!', type: 'success' });
    expect(saga.next().value).to.deep.equal(put(usersRequested()));
  });

  it("shows the server's message when an admin cannot be created, else 'Failed to create admin'", () => {
    const form = { username: 'neo', email: 'neo@example.com', password: 'Matrix#2025' };
    const taken = story(addAdmin(createAdminRequested(form)));
    taken.next();
    expect(taken.throw(refused(409, 'Email already registered')).value).to.deep.equal(put(createAdminSettled({ created: false })));
    expect(told(taken.next().value)).to.include({ message: 'Email already registered', type: 'error' });
    const offline = story(addAdmin(createAdminRequested(form)));
    offline.next();
    offline.throw(new TypeError('Failed to fetch'));
    expect(told(offline.next().value)).to.include({ message: 'Failed to create admin' });
  });

  it("loads the contacts page and says 'Failed to fetch contacts' when it cannot", () => {
    const saga = story(loadContacts());
    expect(saga.next().value).to.deep.equal(select(selectContactsPage));
    expect(saga.next({ page: 2, limit: 25 }).value).to.deep.equal(call(api.get, '/contacts', { page: 2, limit: 25 }));
    expect(saga.next({ contacts: [contactMessage()], total: 26 }).value).to.deep.equal(
      put(contactsLoaded({ rows: [contactMessage()], total: 26 })),
    );
    const failing = story(loadContacts());
    failing.next();
    failing.next({ page: 1, limit: 10 });
    expect(failing.throw(new TypeError('Failed to fetch')).value).to.deep.equal(put(contactsFailed()));
    expect(told(failing.next().value)).to.include({ message: 'Failed to fetch contacts', type: 'error' });
  });

  it("saves a contact's status and notes, says 'Contact updated successfully' and refreshes the list", () => {
    const update = { id: 'contact-1', status: 'read' as const, adminNotes: 'Called back' };
    const saga = story(updateContact(contactUpdateRequested(update)));
    expect(saga.next().value).to.deep.equal(call(api.patch, '/contacts/contact-1', { status: 'read', adminNotes: 'Called back' }));
    const contact = contactMessage({ status: 'read', adminNotes: 'Called back' });
    expect(saga.next({ message: 'Contact updated', contact }).value).to.deep.equal(put(contactUpdated(contact)));
    expect(told(saga.next().value)).to.include({ message: 'Contact updated successfully', type: 'success' });
    expect(saga.next().value).to.deep.equal(put(contactsRequested()));
  });

  it("says 'Failed to update contact' unless the server says why", () => {
    const update = { id: 'contact-1', status: 'read' as const, adminNotes: '' };
    const saga = story(updateContact(contactUpdateRequested(update)));
    saga.next();
    expect(saga.throw(new TypeError('Failed to fetch')).value).to.deep.equal(put(contactUpdateFailed()));
    expect(told(saga.next().value)).to.include({ message: 'Failed to update contact', type: 'error' });
    const missing = story(updateContact(contactUpdateRequested(update)));
    missing.next();
    missing.throw(refused(404, 'Contact message not found'));
    expect(told(missing.next().value)).to.include({ message: 'Contact message not found' });
  });

  it('loads the movies page asked for, and leaves a failed list empty without a toast', () => {
    const saga = story(loadMovies());
    expect(saga.next().value).to.deep.equal(select(selectMoviesPage));
    expect(saga.next(3).value).to.deep.equal(call(api.get, '/admin/movies', { page: 3 }));
    expect(saga.next({ movies: [], total: 100 }).value).to.deep.equal(put(moviesLoaded({ rows: [], total: 100 })));
    const failing = story(loadMovies());
    failing.next();
    failing.next(1);
    const error = refused(500);
    expect(failing.throw(error).value).to.deep.equal(call(logFailure, 'admin movies', error));
    expect(failing.next().value).to.deep.equal(put(moviesFailed()));
    expect(failing.next().done).to.equal(true);
  });

  it('only logs a stats failure (SPEC §8)', () => {
    const saga = story(loadStats());
    expect(saga.next().value).to.deep.equal(call(api.get, '/admin/stats'));
    const error = refused(500);
    expect(saga.throw(error).value).to.deep.equal(call(logFailure, 'admin stats', error));
    expect(saga.next().value).to.deep.equal(put(statsFailed()));
    expect(saga.next().done).to.equal(true);
  });
});
