import { expect } from 'chai';
import { describe, it } from 'mocha';
import { adminUser, contactMessage } from './fixtures';
import {
  adminReducer,
  contactEditClosed,
  contactEditOpened,
  contactsLoaded,
  contactsPageChanged,
  contactUpdated,
  contactUpdateFailed,
  contactUpdateRequested,
  createAdminClosed,
  createAdminOpened,
  createAdminRequested,
  createAdminSettled,
  initialAdminState,
  moviesFailed,
  usersFailed,
  usersLoaded,
  usersQueryChanged,
  userStatusChanged,
  userStatusChangeFailed,
  userStatusChangeRequested,
  type AdminState,
} from './slice';

const run = (...actions: Parameters<typeof adminReducer>[1][]): AdminState => actions.reduce(adminReducer, initialAdminState);

describe('Admin panel state', () => {
  it('starts the users on page 1 of 25, newest first, and contacts on page 1 of 10 (SPEC §9)', () => {
    expect(initialAdminState.users.query).to.deep.equal({ page: 1, limit: 25, sort: 'createdAt', order: 'desc', search: '' });
    expect([initialAdminState.contacts.page, initialAdminState.contacts.limit]).to.deep.equal([1, 10]);
  });

  it('goes back to page 1 when the search, sort or page size changes, and keeps the page otherwise', () => {
    const onPage3 = run(usersQueryChanged({ page: 3 }));
    expect(onPage3.users.query.page).to.equal(3);
    expect(adminReducer(onPage3, usersQueryChanged({ search: 'asha' })).users.query).to.include({ page: 1, search: 'asha' });
    expect(adminReducer(onPage3, usersQueryChanged({ sort: 'email', order: 'asc' })).users.query.page).to.equal(1);
    expect(adminReducer(onPage3, usersQueryChanged({ limit: 50 })).users.query).to.include({ page: 1, limit: 50 });
    expect(onPage3.users.status).to.equal('loading');
  });

  it('shows an empty table when the users or movies cannot be loaded (SPEC §8)', () => {
    const loaded = run(usersLoaded({ rows: [adminUser()], total: 1 }));
    expect(adminReducer(loaded, usersFailed()).users).to.include({ status: 'failed', total: 0 });
    expect(adminReducer(loaded, usersFailed()).users.rows).to.deep.equal([]);
    expect(run(moviesFailed()).movies).to.include({ status: 'failed', total: 0 });
  });

  it('shows the account as the server answered once its status changed, and frees its button', () => {
    const asha = adminUser({ _id: 'u1' });
    const other = adminUser({ _id: 'u2', username: 'ben' });
    const asked = run(usersLoaded({ rows: [asha, other], total: 2 }), userStatusChangeRequested({ user: asha, isActive: false }));
    expect(asked.users.changing).to.deep.equal(['u1']);
    const done = adminReducer(asked, userStatusChanged({ ...asha, isActive: false }));
    expect(done.users.rows.map((row) => row.isActive)).to.deep.equal([false, true]);
    expect(done.users.changing).to.deep.equal([]);
    expect(adminReducer(asked, userStatusChangeFailed('u1')).users.rows[0]!.isActive).to.equal(true);
    expect(adminReducer(asked, userStatusChangeFailed('u1')).users.changing).to.deep.equal([]);
  });

  it('keeps the Create Admin dialog open while it sends and when it fails, and closes it once created', () => {
    const sending = run(createAdminOpened(), createAdminRequested({ username: 'neo', email: 'neo@example.com', password: 'Matrix#2025' }));
    expect(sending.users.createAdmin).to.deep.equal({ open: true, saving: true });
    expect(adminReducer(sending, createAdminClosed()).users.createAdmin.open, 'not closed mid-request').to.equal(true);
    expect(adminReducer(sending, createAdminSettled({ created: false })).users.createAdmin).to.deep.equal({ open: true, saving: false });
    expect(adminReducer(sending, createAdminSettled({ created: true })).users.createAdmin).to.deep.equal({ open: false, saving: false });
    expect(run(createAdminOpened(), createAdminClosed()).users.createAdmin.open).to.equal(false);
  });

  it('changes the contacts page size from page 1 and keeps the size when paging', () => {
    const bigger = run(contactsPageChanged({ page: 1, limit: 50 }), contactsPageChanged({ page: 2 }));
    expect([bigger.contacts.page, bigger.contacts.limit]).to.deep.equal([2, 50]);
  });

  it('closes the Update Contact Status dialog once saved, with the row updated, and keeps it open after a failure', () => {
    const message = contactMessage();
    const saving = run(
      contactsLoaded({ rows: [message], total: 1 }),
      contactEditOpened(message),
      contactUpdateRequested({ id: message._id, status: 'replied', adminNotes: 'Thanked them' }),
    );
    expect(saving.contacts.saving).to.equal(true);
    expect(adminReducer(saving, contactEditClosed()).contacts.editing).to.equal(message);
    const saved = adminReducer(saving, contactUpdated({ ...message, status: 'replied', adminNotes: 'Thanked them' }));
    expect(saved.contacts).to.include({ editing: null, saving: false });
    expect(saved.contacts.rows[0]).to.include({ status: 'replied', adminNotes: 'Thanked them' });
    expect(adminReducer(saving, contactUpdateFailed()).contacts).to.include({ editing: message, saving: false });
  });
});
