import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, injectAxe } from './axe';
import { fillSignIn, GOOD_PASSWORD, newUser, registerVerifiedUser, signIn, type TestUser } from './accounts';
import { DESKTOP, PHONE, useBrowserApp } from './harness';

const superadmin = { email: 'chief@example.com', password: 'Director#2025' };

describe('Admin panel: dashboard, users, contacts and movies (browser)', function () {
  this.timeout(180_000);
  const browser = useBrowserApp('e2e_admin', { superadmin });

  it('shows on the dashboard the signups the test made, and the movies the Movies page lists', async () => {
    const { page } = browser;
    await signIn(browser, page, superadmin);
    await page.waitForURL(browser.url('/admin/dashboard'));
    const before = await adminStats(page);

    const newcomers: TestUser[] = [];
    for (let i = 0; i < 3; i += 1) newcomers.push(await registerVerifiedUser(browser, newUser('dash')));

    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await untilShown(page, () => metric(page, 'Users'), String(before.totalUsers + 3));
    expect(await metric(page, 'New users (7 days)').textContent()).to.equal(String(before.newUsers7d + 3));
    expect(await metric(page, 'FREE users').textContent()).to.equal(String(before.totalFree + 3));
    expect(await metric(page, 'Superadmins').textContent()).to.equal('1');
    // No payment was made: honest zeros in rupees, and the empty state.
    expect(await metric(page, 'Revenue').textContent()).to.equal('₹0.00');
    expect(await metric(page, 'GST collected').textContent()).to.equal('₹0.00');
    await page.getByText('No payments yet').waitFor();
    const signups = page.locator('.admin-panel', { has: page.getByRole('heading', { name: 'Recent signups' }) });
    for (const newcomer of newcomers) await signups.getByText(newcomer.username, { exact: true }).waitFor();
    await page.getByText(/^As of /).waitFor();

    const movies = Number((await metric(page, 'Movies').textContent())!.replace(/,/g, ''));
    expect(movies).to.be.greaterThan(0);
    await page.locator('.admin-sidebar').getByRole('menuitem', { name: 'Movies' }).click();
    await page.getByRole('heading', { level: 1, name: 'Movies' }).waitFor();
    await page.locator('.admin-pager__range', { hasText: new RegExp(`of ${movies.toLocaleString('en-IN')}$`) }).waitFor();
    const rows = await tableColumn(page, 'Movies', 1);
    expect(rows.length).to.equal(Math.min(50, movies));
    await page
      .getByRole('img', { name: `Poster of ${rows[0]}` })
      .first()
      .waitFor();
  });

  it('pages, sorts and searches the users on the server', async () => {
    const { page } = browser;
    const tag = `pg${Date.now().toString(36)}`;
    const pagers: TestUser[] = [];
    for (let i = 0; i < 26; i += 1) {
      pagers.push(
        await registerVerifiedUser(browser, {
          username: `${tag}_${String(i).padStart(2, '0')}`,
          email: `${tag}.${i}@example.com`,
          password: GOOD_PASSWORD,
        }),
      );
    }
    await signIn(browser, page, superadmin);
    await page.goto(browser.url('/admin/users'));
    const range = page.locator('.admin-pager__range');
    await range.filter({ hasText: /^1–25 of \d+$/ }).waitFor();
    const total = Number((await range.textContent())!.split(' of ')[1]);
    expect(total).to.be.at.least(27);

    await page.getByRole('button', { name: 'Next page' }).click();
    await range.filter({ hasText: `26–${Math.min(50, total)} of ${total}` }).waitFor();

    await page.getByRole('searchbox', { name: 'Search users by username or email' }).fill(tag);
    await range.filter({ hasText: '1–25 of 26' }).waitFor();
    await page.getByRole('button', { name: /^Username/ }).click();
    await page.getByRole('button', { name: 'Username (sorted ascending)' }).waitFor();
    await untilRows(page, 'Users', 1, (names) => names[0] === `${tag}_00`);
    await page.getByRole('button', { name: 'Username (sorted ascending)' }).click();
    await untilRows(page, 'Users', 1, (names) => names[0] === `${tag}_25`);
    // The headers are buttons: the keyboard sorts as well as the mouse.
    await page.getByRole('button', { name: /^Email/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Email (sorted ascending)' }).waitFor();
    await untilRows(page, 'Users', 2, (emails) => emails[0] === `${tag}.0@example.com`);

    await page.getByRole('searchbox', { name: 'Search users by username or email' }).fill(`${tag}.7@EXAMPLE`);
    await range.filter({ hasText: '1–1 of 1' }).waitFor();
    expect(await tableColumn(page, 'Users', 1)).to.deep.equal([`${tag}_07`]);

    await page.getByRole('searchbox', { name: 'Search users by username or email' }).fill('no-such-user-anywhere');
    await page.getByRole('heading', { name: 'No users match' }).waitFor();
  });

  it('deactivates a user: their open page is signed out on its next request and their login is refused', async () => {
    const { page } = browser;
    const victim = await registerVerifiedUser(browser, newUser('leaving'));
    const theirs = await browser.newPage();
    await signIn(browser, theirs, victim);
    await theirs.waitForURL(browser.url('/recommendations'));

    await signIn(browser, page, superadmin);
    await page.goto(browser.url('/admin/users'));
    await page.getByRole('searchbox', { name: 'Search users by username or email' }).fill(victim.username);
    await page.locator('.admin-pager__range', { hasText: '1–1 of 1' }).waitFor();
    await page.getByRole('button', { name: `Deactivate ${victim.username}` }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText(victim.username).waitFor();
    await browser.screenshot('admin-users-deactivate-alert');
    await alert.getByRole('button', { name: 'Deactivate' }).click();
    await page.locator('.bp6-toast', { hasText: 'User deactivated: their sessions have ended' }).waitFor();
    await users(page).getByText('Inactive', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Activate ${victim.username}` }).waitFor();

    // Their page learns it on its next call to the server.
    await theirs.getByRole('banner').getByRole('link', { name: 'Favorites' }).click();
    await theirs.waitForURL(browser.url('/login'));
    await fillSignIn(theirs, victim);
    await theirs.getByRole('alert').getByText('Your account is inactive. Please contact support.').waitFor();

    // Nobody deactivates themself or the superadmin.
    await page.getByRole('searchbox', { name: 'Search users by username or email' }).fill('chief');
    await page.locator('.admin-pager__range', { hasText: '1–1 of 1' }).waitFor();
    const own = page.getByRole('button', { name: /^Deactivate chief/ });
    expect(await own.getAttribute('aria-disabled')).to.equal('true');
    await own.hover();
    await page.locator('.bp6-tooltip', { hasText: 'You cannot deactivate your own account.' }).waitFor();
  });

  it("updates a contact message's status and notes", async () => {
    const { page } = browser;
    const message = `I would love a way to export my watchlists to a spreadsheet. ${Date.now()}`;
    const sent = await fetch(browser.url('/api/contacts/submit'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Meera Iyer', email: 'meera@example.com', message }),
    });
    expect(sent.status).to.equal(201);

    await signIn(browser, page, superadmin);
    await page.goto(browser.url('/admin/contacts'));
    const table = page.getByRole('region', { name: 'Contact messages' });
    await table.getByText(`${[...message].slice(0, 50).join('')}…`, { exact: true }).waitFor();
    await table.getByText('New', { exact: true }).first().waitFor();

    await page.getByRole('button', { name: 'Edit the message from Meera Iyer' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Update Contact Status' });
    await dialog.getByText(message, { exact: true }).waitFor();
    await dialog.getByLabel('Status').selectOption('replied');
    await dialog.getByLabel('Admin notes').fill('Told her it is on the roadmap.');
    await browser.screenshot('admin-contact-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.locator('.bp6-toast', { hasText: 'Contact updated successfully' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await table.getByText('Replied', { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Edit the message from Meera Iyer' }).first().click();
    expect(await page.getByLabel('Admin notes').inputValue()).to.equal('Told her it is on the roadmap.');
  });

  it('lets the superadmin create an admin, who lands on the dashboard and cannot create admins', async () => {
    const { page } = browser;
    const admin = newUser('deputy');
    await signIn(browser, page, superadmin);
    await page.goto(browser.url('/admin/users'));
    await page.getByRole('button', { name: 'Create Admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Admin' });
    await dialog.getByLabel('Username').fill(admin.username);
    await dialog.getByLabel('Email').fill(admin.email);
    await dialog.getByLabel('Password', { exact: true }).fill(admin.password);
    expect(await dialog.getByLabel('Email').getAttribute('type')).to.equal('email');
    await dialog.getByRole('button', { name: 'Create Admin' }).click();
    await page.locator('.bp6-toast', { hasText: 'Admin created successfully!' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('searchbox', { name: 'Search users by username or email' }).fill(admin.username);
    await users(page).getByText('Admin', { exact: true }).waitFor();

    // The same username again: the server's refusal is shown and the dialog stays.
    await page.getByRole('button', { name: 'Create Admin' }).click();
    await dialog.getByLabel('Username').fill(admin.username);
    await dialog.getByLabel('Email').fill(admin.email);
    await dialog.getByLabel('Password', { exact: true }).fill(admin.password);
    await dialog.getByRole('button', { name: 'Create Admin' }).click();
    await page.locator('.bp6-toast.bp6-intent-danger').waitFor();
    expect(await dialog.isVisible()).to.equal(true);

    const theirs = await browser.newPage();
    await signIn(browser, theirs, admin);
    await theirs.waitForURL(browser.url('/admin/dashboard'));
    await theirs.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await theirs.locator('.admin-sidebar').getByRole('menuitem', { name: 'Users' }).click();
    await theirs.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await theirs.locator('.admin-pager__range', { hasText: /of \d+$/ }).waitFor();
    expect(await theirs.getByRole('button', { name: 'Create Admin' }).count()).to.equal(0);
  });

  it('links the admin panel and the app both ways', async () => {
    const { page } = browser;
    await signIn(browser, page, superadmin);
    await page.getByRole('link', { name: 'Open app' }).click();
    await page.waitForURL(browser.url('/recommendations'));
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await page.waitForURL(browser.url('/admin/dashboard'));

    const user = await registerVerifiedUser(browser, newUser('plain'));
    const theirs = await browser.newPage();
    await signIn(browser, theirs, user);
    await theirs.getByRole('button', { name: /^Account menu for / }).click();
    await theirs.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await theirs.getByRole('menuitem', { name: 'Admin' }).count()).to.equal(0);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    for (const mode of ['light', 'dark'] as const) {
      it(`every admin page at ${viewport.width} px in ${mode} mode: axe finds nothing, no sideways scrolling`, async () => {
        const page = await browser.newPage({ viewport });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.addInitScript((themeMode) => localStorage.setItem('themeMode', themeMode), mode);
        // An init script, which the app's Content-Security-Policy lets in where a script tag would not be.
        await injectAxe(page);
        await signIn(browser, page, superadmin);
        for (const [path, ready] of [
          ['dashboard', page.getByText(/^As of /)],
          ['users', page.locator('.admin-table[aria-busy="false"]')],
          ['contacts', page.locator('.admin-table[aria-busy="false"]')],
          ['movies', page.locator('.admin-table[aria-busy="false"]')],
        ] as const) {
          await page.goto(browser.url(`/admin/${path}`));
          await ready.waitFor();
          expect(await axeViolations(page), `axe on /admin/${path}`).to.deep.equal([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).to.be.at.most(0);
          await browser.screenshot(`admin-${path}-${viewport.width}-${mode}`, page);
        }
        expect(errors).to.deep.equal([]);
      });
    }
  }
});

interface Stats {
  readonly totalUsers: number;
  readonly newUsers7d: number;
  readonly totalFree: number;
}

/** The figures the dashboard reads, fetched with the signed-in page's cookies. */
async function adminStats(page: Page): Promise<Stats> {
  return page.evaluate(async () => (await fetch('/api/admin/stats')).json() as Promise<Stats>);
}

/** A metric card's value on the dashboard. */
function metric(page: Page, label: string): Locator {
  return page
    .locator('.admin-metric', { has: page.locator('.admin-metric__label', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }) })
    .locator('.admin-metric__value');
}

/** Refreshes the dashboard until the figure shows what the test made (the read side catches up). */
async function untilShown(page: Page, value: () => Locator, expected: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    if (
      (await value()
        .textContent()
        .catch(() => null)) === expected
    )
      return;
    await page.waitForTimeout(250);
    if (attempt % 4 === 3) await page.getByRole('button', { name: 'Refresh' }).click();
  }
  expect(await value().textContent()).to.equal(expected);
}

function users(page: Page): Locator {
  return page.getByRole('region', { name: 'Users' });
}

/** The texts of one column of a table, row by row. */
async function tableColumn(page: Page, table: string, column: number): Promise<string[]> {
  return page
    .getByRole('region', { name: table })
    .locator(`.bp6-table-quadrant-main .bp6-table-cell-col-${column}[class*='bp6-table-cell-row-']`)
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));
}

async function untilRows(page: Page, table: string, column: number, ok: (texts: string[]) => boolean): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    if (ok(await tableColumn(page, table, column))) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`The ${table} table never showed the rows expected: ${(await tableColumn(page, table, column)).join(', ')}`);
}
