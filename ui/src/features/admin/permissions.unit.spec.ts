import { expect } from 'chai';
import { describe, it } from 'mocha';
import { adminUser, viewer } from './fixtures';
import { canCreateAdmins, statusChangeRefusal } from './permissions';

describe('Who may activate or deactivate whom (issue: an admin cannot deactivate themself or a superadmin)', () => {
  it('lets an admin change a user', () => {
    expect(statusChangeRefusal(viewer('admin'), adminUser({ role: 'user' }))).to.equal(null);
    expect(statusChangeRefusal(viewer('superadmin'), adminUser({ role: 'user' }))).to.equal(null);
  });

  it("refuses the viewer's own account", () => {
    expect(statusChangeRefusal(viewer('superadmin', 'me'), adminUser({ _id: 'me', role: 'superadmin' }))).to.equal(
      'You cannot deactivate your own account.',
    );
    expect(statusChangeRefusal(viewer('admin', 'me'), adminUser({ _id: 'me', role: 'admin' }))).to.equal(
      'You cannot deactivate your own account.',
    );
  });

  it("refuses a superadmin's account, even to a superadmin", () => {
    expect(statusChangeRefusal(viewer('superadmin'), adminUser({ role: 'superadmin' }))).to.equal(
      "A superadmin's account cannot be deactivated.",
    );
  });

  it("leaves another admin's account to superadmins", () => {
    expect(statusChangeRefusal(viewer('admin'), adminUser({ role: 'admin' }))).to.equal(
      'Only a superadmin can activate or deactivate an admin.',
    );
    expect(statusChangeRefusal(viewer('superadmin'), adminUser({ role: 'admin' }))).to.equal(null);
  });

  it('shows Create Admin to superadmins only', () => {
    expect(canCreateAdmins(viewer('superadmin'))).to.equal(true);
    expect(canCreateAdmins(viewer('admin'))).to.equal(false);
    expect(canCreateAdmins(null)).to.equal(false);
  });
});
