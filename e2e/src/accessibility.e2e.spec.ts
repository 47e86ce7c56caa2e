import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import { newUser, registerVerifiedUser, type TestUser } from './accounts';
import { axeViolations, injectAxe } from './axe';
import { useBrowserApp } from './harness';
import { callFromPage, recommendFromPage, signInFromPage, type ApiMovie } from './movies';
import { policyViolations, recordPolicyViolations } from './policy-violations';

/**
 * Every screen a member or visitor can reach, in both themes, with what it shows once loaded: axe
 * (WCAG 2.1 A/AA and best practice) finds nothing on any of them, and the Content-Security-Policy
 * refuses nothing (a refusal is a console issue in the browser, and a broken feature when it matters). The admin screens have their own
 * pass in admin.e2e.spec.ts and admin-operations.e2e.spec.ts.
 */
describe('Accessibility of every page (browser)', () => {
  const browser = useBrowserApp('e2e_accessibility', { catalogDir: SAMPLE_CATALOG_DIR });
  let member: TestUser;
  let other: TestUser;
  let otherId: string;
  let movie: ApiMovie;
  let listId: string;
  let publicListId: string;
  let person: string;

  before(async function () {
    this.timeout(120_000);
    member = await registerVerifiedUser(browser, newUser('seen'));
    other = await registerVerifiedUser(browser, newUser('shown'));
    const page = await browser.newPage();
    otherId = (await signInFromPage(browser, page, other))._id;
    const recommended = await recommendFromPage(page, { description: 'a gripping crime drama' });
    movie = recommended[0]!;
    const created = await callFromPage<{ watchlist: { _id: string } }>(page, 'POST', '/watchlist', {
      name: 'Crime shelf',
      isPrivate: false,
    });
    publicListId = created.body.watchlist._id;
    await callFromPage(page, 'POST', `/watchlist/${publicListId}/movies`, { movieId: movie._id });
    await callFromPage(page, 'POST', '/favorites', { movieId: movie._id });

    const mine = await browser.newPage();
    await signInFromPage(browser, mine, member);
    await recommendFromPage(mine, { description: 'a gripping crime drama' });
    const list = await callFromPage<{ watchlist: { _id: string } }>(mine, 'POST', '/watchlist', { name: 'Weekend' });
    listId = list.body.watchlist._id;
    await callFromPage(mine, 'POST', `/watchlist/${listId}/movies`, { movieId: movie._id });
    await callFromPage(mine, 'POST', '/favorites', { movieId: movie._id });
    await callFromPage(mine, 'POST', `/profile/${otherId}/follow`);
    const details = await callFromPage<{ director: string | null; cast: string[] }>(mine, 'GET', `/movies/${movie._id}`);
    person = details.body.director ?? details.body.cast[0]!;
  });

  /** Loads the page and waits until it has its heading and its data. */
  async function visit(page: Page, path: string): Promise<void> {
    await page.goto(browser.url(path));
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page
      .locator('.bp6-skeleton')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
  }

  for (const mode of ['light', 'dark'] as const) {
    it(`in ${mode} mode: no axe violation on any page a visitor reaches`, async function () {
      this.timeout(180_000);
      const page = await browser.newPage();
      await page.addInitScript((themeMode) => localStorage.setItem('themeMode', themeMode), mode);
      await injectAxe(page);
      await recordPolicyViolations(page);
      const found: string[] = [];
      for (const path of ['/', '/login', '/signup', '/forgot-password', '/about', '/contact', '/privacy-policy', '/terms-conditions']) {
        await visit(page, path);
        found.push(...[...(await axeViolations(page)), ...(await policyViolations(page))].map((violation) => `${path} ${violation}`));
        await browser.screenshot(`page${path.replace(/\//g, '-')}-${mode}`, page);
      }
      expect(found).to.deep.equal([]);
    });

    it(`in ${mode} mode: no axe violation on any page a member reaches`, async function () {
      this.timeout(300_000);
      const page = await browser.newPage();
      await page.addInitScript((themeMode) => localStorage.setItem('themeMode', themeMode), mode);
      await injectAxe(page);
      await recordPolicyViolations(page);
      await signInFromPage(browser, page, member);
      const found: string[] = [];
      const check = async (what: string) =>
        found.push(...[...(await axeViolations(page)), ...(await policyViolations(page))].map((violation) => `${what} ${violation}`));
      for (const path of [
        '/recommendations',
        '/browse',
        `/person/${encodeURIComponent(person)}`,
        '/watchlists',
        `/watchlist/${listId}`,
        '/favorites',
        '/following',
        '/diary',
        '/import',
        '/me',
        `/movie/${movie._id}`,
        `/profile/${otherId}`,
        `/profile/watchlist/${publicListId}`,
        `/shared/watchlist/${publicListId}`,
        '/no-such-page',
      ]) {
        await visit(page, path);
        await check(path);
      }
      // The results of a request, with their cards and buttons.
      await visit(page, '/recommendations');
      await page.getByLabel('What do you feel like watching?').fill('a gripping crime drama');
      await page.getByRole('button', { name: 'Get recommendations' }).click();
      await page.locator('.movie-card').first().waitFor();
      await page.waitForLoadState('networkidle');
      await check('/recommendations (results)');
      await browser.screenshot(`recommendation-results-${mode}`, page);
      // The account menu, open.
      await page.getByRole('button', { name: /^Account menu for / }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
      await check('account menu');
      expect(found).to.deep.equal([]);
    });
  }

  describe('by keyboard alone', function () {
    // Each signs in and loads its screen afresh; a loaded machine needs more than mocha's default.
    this.timeout(60_000);
    const focused = (page: Page) =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        return { tag: active?.tagName.toLowerCase(), text: active?.innerText.trim(), name: active?.getAttribute('aria-label') };
      });

    it('offers a skip link first, which moves focus to the content', async () => {
      const { page } = browser;
      await signInFromPage(browser, page, member);
      await visit(page, '/recommendations');
      await page.keyboard.press('Tab');
      expect(await focused(page)).to.include({ tag: 'a', text: 'Skip to main content' });
      expect(await page.locator('.skip-link').isVisible()).to.equal(true);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).to.equal('main');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement))).to.equal(true);
    });

    it("moves focus to the new screen's heading on a move, a card's Details included", async () => {
      const { page } = browser;
      await signInFromPage(browser, page, member);
      await visit(page, '/favorites');
      await page.locator('.user-header__nav').getByRole('link', { name: 'Browse' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(browser.url('/browse'));
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      expect(await focused(page)).to.include({ tag: 'h1', text: 'Browse' });

      await page.goBack();
      await page.waitForURL(browser.url('/favorites'));
      await page.getByRole('link', { name: `Details of ${movie.title}` }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(browser.url(`/movie/${movie._id}`));
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      expect(await focused(page)).to.include({ tag: 'h1', text: movie.title });

      // From one film to another: the same screen, a new heading once the film has loaded.
      const similar = page.getByRole('region', { name: 'More like this' }).getByRole('link').first();
      const next = (await similar.innerText()).split('\n')[0]!.trim();
      await similar.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname !== `/movie/${movie._id}`);
      await page.waitForFunction((title) => document.activeElement?.tagName === 'H1' && document.activeElement.textContent === title, next);
    });

    it('opens the account menu on its first item, moves with the arrows and gives focus back on Escape', async () => {
      const { page } = browser;
      await signInFromPage(browser, page, member);
      await visit(page, '/recommendations');
      const button = page.getByRole('button', { name: /^Account menu for / });
      await button.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menu', { name: 'Account' }).waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
      expect((await focused(page)).text).to.equal('Profile');
      await page.keyboard.press('ArrowDown');
      expect((await focused(page)).text).to.equal('Subscription');
      await page.keyboard.press('End');
      expect((await focused(page)).text).to.equal('Sign Out');
      await page.keyboard.press('ArrowDown');
      expect((await focused(page)).text).to.equal('Profile');
      await page.keyboard.press('ArrowUp');
      expect((await focused(page)).text).to.equal('Sign Out');
      await page.keyboard.press('Escape');
      await page.getByRole('menu', { name: 'Account' }).waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label')?.startsWith('Account menu for'));
      // Enter on an item follows it.
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
      await page.keyboard.press('Enter');
      await page.waitForURL(browser.url('/me'));
    });

    it("closes 'Confirm Removal' on Escape, keeping the favourite and giving focus back to its button", async () => {
      const { page } = browser;
      await signInFromPage(browser, page, member);
      await visit(page, `/movie/${movie._id}`);
      const heart = page.getByRole('button', { name: `Favorite: ${movie.title}` });
      await heart.focus();
      await page.keyboard.press('Enter');
      const dialog = page.locator('.confirm-removal');
      await dialog.waitFor();
      // The dialog takes focus as it opens (a frame later); a key before that is the page's, as for any user.
      await page.waitForFunction(() => document.activeElement?.closest('.bp6-overlay-open') != null);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction((name) => document.activeElement?.getAttribute('aria-label') === name, `Favorite: ${movie.title}`);
      const favorites = await callFromPage<{ favorites: { _id: string }[] }>(page, 'GET', '/favorites');
      expect(JSON.stringify(favorites.body)).to.include(movie._id);
    });
  });
});
