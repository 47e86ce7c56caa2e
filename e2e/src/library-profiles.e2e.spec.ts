import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { newUser, registerVerifiedUser, type TestUser } from './accounts';
import { DESKTOP, PHONE, useBrowserApp } from './harness';
import { callFromPage, recommendFromPage, signInFromPage, type ApiMovie } from './movies';

describe('Profiles (browser)', () => {
  const browser = useBrowserApp('e2e_library_profiles');
  let owner: TestUser;
  let visitor: TestUser;
  let ownerId: string;
  let movie: ApiMovie;
  let watchlistId: string;

  before(async function () {
    this.timeout(90_000);
    owner = await registerVerifiedUser(browser, newUser('critic'));
    visitor = await registerVerifiedUser(browser, newUser('visitor'));
    const page = await browser.newPage();
    ownerId = (await signInFromPage(browser, page, owner))._id;
    movie = (await recommendFromPage(page, { description: 'classic romance' }))[0]!;
    const created = await callFromPage<{ watchlist: { _id: string } }>(page, 'POST', '/watchlist', {
      name: 'Timeless love',
      description: 'Romances that last',
    });
    watchlistId = created.body.watchlist._id;
    expect((await callFromPage(page, 'POST', `/watchlist/${watchlistId}/movies`, { movieId: movie._id })).status).to.equal(201);
    expect((await callFromPage(page, 'POST', '/favorites', { movieId: movie._id })).status).to.equal(201);
  });

  const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text });

  it("opens another user's profile from the feed, follows them and one of their watchlists", async function () {
    this.timeout(60_000);
    const { page } = browser;
    await signInFromPage(browser, page, visitor);
    await page.goto(browser.url('/recommendations'));
    await page.locator('.discovery-card').first().getByRole('link', { name: owner.username }).click();
    await page.getByRole('heading', { level: 1, name: owner.username }).waitFor();
    expect(page.url()).to.equal(browser.url(`/profile/${ownerId}`));
    expect(await page.locator('.profile-head').innerText()).to.match(/Member since [A-Z][a-z]+ \d{1,2}, \d{4}/);
    await page.getByRole('tab', { name: 'Watchlists (1)' }).waitFor();
    await page.getByRole('tab', { name: 'Favorites (1)' }).waitFor();
    await browser.screenshot('profile', page);

    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await toast(page, 'User followed successfully').waitFor();
    await page.locator('.profile-head').getByRole('button', { name: 'Following' }).waitFor();
    await page.locator('.profile-head').getByText('1 follower ·').waitFor();

    await page.getByRole('tab', { name: 'Favorites (1)' }).click();
    await page.locator(`.movie-card[data-movie-id="${movie._id}"]`).waitFor();

    await page.getByRole('tab', { name: 'Watchlists (1)' }).click();
    const card = page.locator('.watchlist-card').filter({ hasText: 'Timeless love' });
    expect(await card.innerText()).to.contain('Romances that last');
    expect(await card.innerText()).to.contain('Public');
    await card.getByRole('link', { name: 'Timeless love' }).click();
    await page.waitForURL(browser.url(`/profile/watchlist/${watchlistId}`));
    await page.getByRole('heading', { level: 1, name: 'Timeless love' }).waitFor();
    await page.locator(`.movie-card[data-movie-id="${movie._id}"]`).waitFor();
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await toast(page, 'Watchlist followed successfully').waitFor();
    await page.locator('.watchlist-header').getByText('1 follower').waitFor();
    await browser.screenshot('profile-watchlist', page);

    await page.getByRole('link', { name: 'Back to Profile watchlists' }).click();
    await page.waitForURL(browser.url(`/profile/${ownerId}`));
    await page.locator('.watchlist-card').filter({ hasText: '1 follower' }).waitFor();
  });

  it('counts your own watchlists and favourites on /me', async () => {
    const { page } = browser;
    await signInFromPage(browser, page, owner);
    await page.goto(browser.url('/me'));
    const stats = page.locator('.account-profile dl');
    await stats.getByText('1', { exact: true }).first().waitFor();
    expect(await stats.innerText()).to.match(/Watchlists\s+1\s+Favorites\s+1/);
  });

  it("says 'Profile not found' for nobody and 'Watchlist not found' for a list it cannot see", async () => {
    const { page } = browser;
    await signInFromPage(browser, page, visitor);
    await page.goto(browser.url('/profile/00000000-0000-4000-8000-000000000000'));
    await page.getByText('Profile not found').waitFor();
    await page.goto(browser.url('/profile/watchlist/00000000-0000-4000-8000-000000000000'));
    await page.getByText('Watchlist not found').waitFor();
  });

  it('shows a profile on every screen size and theme', async function () {
    this.timeout(60_000);
    const { page } = browser;
    await signInFromPage(browser, page, visitor);
    for (const theme of ['light', 'dark']) {
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.evaluate((value) => localStorage.setItem('themeMode', value), theme);
        await page.goto(browser.url(`/profile/${ownerId}`));
        await page.locator('.watchlist-card').first().waitFor();
        await browser.screenshot(`profile-${theme}-${size}`, page);
      }
    }
  });
});
