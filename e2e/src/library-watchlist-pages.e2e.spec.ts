import { expect } from 'chai';
import { accountDecider } from '@more-ai/command-api/accounts/decide';
import type { Page } from 'playwright-core';
import { newUser, registerVerifiedUser, type TestUser } from './accounts';
import { DESKTOP, PHONE, useBrowserApp } from './harness';
import { callFromPage, recommendFromPage, signInFromPage, type ApiMovie } from './movies';

describe('A watchlist page and its shared link (browser)', () => {
  const browser = useBrowserApp('e2e_library_watchlist_pages');
  let owner: TestUser;
  let friend: TestUser;
  let movie: ApiMovie;
  let watchlistId: string;

  before(async function () {
    this.timeout(90_000);
    owner = await registerVerifiedUser(browser, newUser('curator'));
    friend = await registerVerifiedUser(browser, newUser('friend'));
    const page = await browser.newPage();
    await signInFromPage(browser, page, owner);
    movie = (await recommendFromPage(page, { description: 'tense thriller' }))[0]!;
    const created = await callFromPage<{ watchlist: { _id: string } }>(page, 'POST', '/watchlist', {
      name: 'Edge of the seat',
      description: 'Thrillers only',
    });
    watchlistId = created.body.watchlist._id;
  });

  const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text });

  it("shows the owner's list, copies its link and removes a movie", async () => {
    const { page, context } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.app.url });
    await signInFromPage(browser, page, owner);
    expect((await callFromPage(page, 'POST', `/watchlist/${watchlistId}/movies`, { movieId: movie._id })).status).to.equal(201);
    await page.goto(browser.url('/watchlists'));
    await page.getByRole('link', { name: 'Edge of the seat' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edge of the seat' }).waitFor();
    const header = await page.locator('.watchlist-header').innerText();
    expect(header).to.contain('Thrillers only');
    expect(header).to.contain('Public');
    expect(header).to.contain('1 movie');
    await page.locator(`.movie-card[data-movie-id="${movie._id}"]`).waitFor();
    await browser.screenshot('watchlist', page);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await toast(page, 'Watchlist link copied to clipboard!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).to.equal(browser.url(`/shared/watchlist/${watchlistId}`));

    await page.getByRole('button', { name: `Remove from watchlist: ${movie.title}` }).click();
    await toast(page, 'Movie removed from watchlist').waitFor();
    await page.getByText('No movies in this watchlist yet').waitFor();
    expect((await callFromPage(page, 'POST', `/watchlist/${watchlistId}/movies`, { movieId: movie._id })).status).to.equal(201);
  });

  it("opens another user's shared link read-only and follows it", async () => {
    const { page } = browser;
    await signInFromPage(browser, page, friend);
    await page.goto(browser.url(`/shared/watchlist/${watchlistId}`));
    await page.getByRole('heading', { level: 1, name: 'Edge of the seat' }).waitFor();
    const header = page.locator('.watchlist-header');
    expect(await header.innerText()).to.contain(`Created by ${owner.username}`);
    expect(await page.getByRole('button', { name: 'Edit' }).count(), 'read-only').to.equal(0);
    expect(await page.getByRole('button', { name: `Remove from watchlist: ${movie.title}` }).count()).to.equal(0);
    await page.locator(`.movie-card[data-movie-id="${movie._id}"]`).waitFor();
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await toast(page, 'Watchlist followed successfully').waitFor();
    await header.getByText('1 follower').waitFor();
    await header.getByRole('button', { name: 'Following' }).waitFor();
    await browser.screenshot('shared-watchlist', page);
  });

  it("shows no owner's action on someone else's public list opened at /watchlist/{id}", async () => {
    const { page } = browser;
    await signInFromPage(browser, page, friend);
    await page.goto(browser.url(`/watchlist/${watchlistId}`));
    await page.getByRole('heading', { level: 1, name: 'Edge of the seat' }).waitFor();
    await page.locator(`.movie-card[data-movie-id="${movie._id}"]`).waitFor();
    expect(await page.getByRole('button', { name: 'Edit' }).count()).to.equal(0);
    expect(await page.getByRole('button', { name: `Remove from watchlist: ${movie.title}` }).count()).to.equal(0);
  });

  it('hides a list made private from its follower at once', async function () {
    this.timeout(60_000);
    const { page } = browser;
    const { _id } = await signInFromPage(browser, page, owner);
    // Payments sell PRO elsewhere; here the plan changes through the system command.
    const changed = await browser.app.commands.handle(
      accountDecider,
      _id,
      { type: 'ChangePlan', plan: 'pro' },
      { actor: 'system', correlationId: 'e2e', causationId: 'e2e' },
    );
    await browser.app.watcher.waitFor(['users'], changed.position!, 10_000);
    expect(await signInFromPage(browser, page, owner)).to.include({ subscriptionType: 'pro' });
    await page.goto(browser.url(`/watchlist/${watchlistId}`));
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.locator('.watchlist-dialog');
    await dialog.getByText('Make this watchlist private').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Watchlist updated successfully').waitFor();
    await page.locator('.watchlist-header__privacy').getByText('Private').waitFor();

    await signInFromPage(browser, page, friend);
    await page.goto(browser.url(`/shared/watchlist/${watchlistId}`));
    await page.getByText("Watchlist not found or you don't have permission to view it.").waitFor();
    expect(await page.getByText('Edge of the seat').count()).to.equal(0);
    await browser.screenshot('shared-watchlist-not-found', page);
  });

  it('shows the list on every screen size and theme', async function () {
    this.timeout(60_000);
    const { page } = browser;
    await signInFromPage(browser, page, owner);
    for (const theme of ['light', 'dark']) {
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.evaluate((value) => localStorage.setItem('themeMode', value), theme);
        await page.goto(browser.url(`/watchlist/${watchlistId}`));
        await page.locator('.watchlist-movies .movie-card').first().waitFor();
        await browser.screenshot(`watchlist-${theme}-${size}`, page);
      }
    }
  });
});
