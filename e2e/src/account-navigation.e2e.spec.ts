import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { fillSignIn, newUser, registerVerifiedUser, signIn } from './accounts';
import { PHONE, useBrowserApp } from './harness';

const superadmin = { email: 'chief@example.com', password: 'Director#2025' };

describe('Admin shell, guards and the user header (browser)', () => {
  const browser = useBrowserApp('e2e_account_navigation', { superadmin });

  it('lands the superadmin on /admin/dashboard; the side navigation reaches all four pages; Logout goes to /login', async () => {
    const { page } = browser;
    await page.goto(browser.url('/login'));
    await fillSignIn(page, superadmin);
    await page.waitForURL(browser.url('/admin/dashboard'));
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const topBar = page.locator('.admin-topbar');
    expect(await topBar.getByRole('heading').textContent()).to.equal('Dashboard');
    expect(await topBar.locator('.avatar').textContent()).to.equal('C');
    expect(await topBar.getByText('chief', { exact: true }).count()).to.equal(1);
    const sidebar = page.locator('.admin-sidebar');
    expect((await sidebar.boundingBox())?.width).to.equal(240);
    await browser.screenshot('admin-dashboard');

    for (const title of ['Users', 'Contacts', 'Movies', 'Dashboard']) {
      await sidebar.getByRole('menuitem', { name: title }).click();
      await page.waitForURL(browser.url(`/admin/${title.toLowerCase()}`));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await topBar.getByRole('heading').textContent()).to.equal(title);
    }

    await topBar.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(browser.url('/login'));
    expect(await page.evaluate(() => localStorage.getItem('user'))).to.equal(null);
    await page.goto(browser.url('/admin/users'));
    await page.waitForURL(browser.url('/login'));
  });

  it('opens the admin navigation as a drawer on a phone', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signIn(browser, page, superadmin);
    expect(await page.locator('.admin-sidebar').isVisible()).to.equal(false);
    await page.getByRole('button', { name: 'Open admin navigation' }).click();
    const drawer = page.locator('.admin-drawer');
    await drawer.getByRole('menuitem', { name: 'Contacts' }).click();
    await page.waitForURL(browser.url('/admin/contacts'));
    await page.getByRole('heading', { level: 1, name: 'Contacts' }).waitFor();
    await drawer.waitFor({ state: 'detached' });
    await browser.screenshot('admin-contacts-375', page);
  });

  it('sends a signed-in user who is not an admin from /admin to /login', async () => {
    const { page } = browser;
    const user = await registerVerifiedUser(browser, newUser('curious'));
    await signIn(browser, page, user);
    await page.goto(browser.url('/admin/users'));
    await page.waitForURL(browser.url('/login'));
  });

  it('moves the header items into a right-hand drawer at 800 px', async () => {
    const page = await browser.newPage({ viewport: { width: 800, height: 800 } });
    const user = await registerVerifiedUser(browser, newUser('drawer'));
    await signIn(browser, page, user);
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Watchlists' }).isVisible()).to.equal(false);
    expect(await header.getByRole('button', { name: /^Account menu for / }).isVisible()).to.equal(false);

    await header.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('.user-drawer');
    // Right-hand: once it has slid in, its right edge is the window's.
    await page.waitForFunction(() => document.querySelector('.user-drawer')?.getBoundingClientRect().right === window.innerWidth);
    expect((await drawer.boundingBox())!.x).to.be.greaterThan(400);
    // SPEC's items, with the discovery pages (Browse, Following, Diary) in their places.
    expect(await drawer.getByRole('menuitem').allTextContents()).to.deep.equal([
      'Home',
      'Browse',
      'Watchlists',
      'Favorites',
      'Following',
      'Diary',
      'Profile',
      'Subscription',
      'Sign Out',
    ]);
    const home = drawer.getByRole('menuitem', { name: 'Home' });
    expect(await home.getAttribute('aria-current')).to.equal('page');
    expect(await home.getAttribute('href')).to.equal(null);
    await browser.screenshot('header-drawer-800', page);

    await drawer.getByRole('menuitem', { name: 'Watchlists' }).click();
    await page.waitForURL(browser.url('/watchlists'));
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'No Watchlist yet!' }).waitFor();

    await header.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('.user-drawer').getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(browser.url('/'));
  });

  it('takes Subscription to the plans on /me, and scrolls there when already on /me', async () => {
    const { page } = browser;
    const user = await registerVerifiedUser(browser, newUser('plans'));
    await signIn(browser, page, user);
    const openAccountMenu = () => page.getByRole('button', { name: /^Account menu for / }).click();

    await openAccountMenu();
    await page.getByRole('menuitem', { name: 'Subscription' }).click();
    await page.waitForURL(browser.url('/me#subscription-plans-section'));
    await sectionInView(page);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await openAccountMenu();
    await page.getByRole('menuitem', { name: 'Subscription' }).click();
    await sectionInView(page);

    await openAccountMenu();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('heading', { level: 1, name: user.username }).waitFor();
  });
});

/** The plans section has scrolled to the top of the window (below the sticky header). */
async function sectionInView(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const top = document.getElementById('subscription-plans-section')?.getBoundingClientRect().top;
    return top !== undefined && top >= 0 && top < 120;
  });
}
