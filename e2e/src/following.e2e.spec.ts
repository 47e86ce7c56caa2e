import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import { newUser, registerVerifiedUser, type TestUser } from './accounts';
import { axeViolations, injectAxe } from './axe';
import { useBrowserApp } from './harness';
import { callFromPage, signInFromPage, type ApiMovie } from './movies';

describe('Following (browser)', () => {
  const browser = useBrowserApp('e2e_following', { catalogDir: SAMPLE_CATALOG_DIR });
  let author: TestUser;
  let reader: TestUser;
  let newcomer: TestUser;
  let authorId: string;
  let movie: ApiMovie;
  let listId: string;

  before(async function () {
    this.timeout(90_000);
    author = await registerVerifiedUser(browser, newUser('author'));
    reader = await registerVerifiedUser(browser, newUser('reader'));
    newcomer = await registerVerifiedUser(browser, newUser('newcomer'));
  });

  const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text });
  const item = (page: Page, kind: string) => page.locator(`.activity-item[data-activity-kind="${kind}"]`);

  it('shows a member the public list a person they follow created and the title added to it, each part a link', async function () {
    this.timeout(120_000);
    const { page } = browser;
    const readerPage = await browser.newPage();
    await signInFromPage(browser, readerPage, reader);

    authorId = (await signInFromPage(browser, page, author))._id;
    await readerPage.goto(browser.url(`/profile/${authorId}`));
    await readerPage.getByRole('button', { name: 'Follow', exact: true }).click();
    await toast(readerPage, 'User followed successfully').waitFor();

    await page.goto(browser.url('/watchlists'));
    await page.getByRole('button', { name: 'New Watchlist' }).click();
    await page.locator('.watchlist-dialog').getByLabel('Name').fill('Noir nights');
    await page.locator('.watchlist-dialog').getByRole('button', { name: 'Create' }).click();
    await toast(page, 'Watchlist created successfully').waitFor();
    const lists = await callFromPage<{ watchlists: { _id: string; name: string }[] }>(page, 'GET', '/watchlist');
    listId = lists.body.watchlists.find((list) => list.name === 'Noir nights')!._id;
    movie = (await callFromPage<{ movies: ApiMovie[] }>(page, 'GET', '/movies?limit=1')).body.movies[0]!;
    expect((await callFromPage(page, 'POST', `/watchlist/${listId}/movies`, { movieId: movie._id })).status).to.equal(201);

    await readerPage.goto(browser.url('/recommendations'));
    await readerPage.locator('.user-header__nav').getByRole('link', { name: 'Following' }).click();
    await readerPage.waitForURL(browser.url('/following'));
    await readerPage.getByRole('heading', { level: 1, name: 'Following' }).waitFor();

    const added = item(readerPage, 'titlesAdded');
    await added.waitFor();
    expect(await added.locator('.activity-item__sentence').innerText()).to.equal(`${author.username} added 1 title to Noir nights`);
    expect(await added.locator('time').innerText()).to.match(/^(just now|\d+ minutes? ago)$/);
    expect(await item(readerPage, 'watchlistCreated').locator('.activity-item__sentence').innerText()).to.equal(
      `${author.username} created the watchlist Noir nights`,
    );
    // Newest first: the add came after the list.
    expect(
      await readerPage.locator('.activity-item').evaluateAll((items) => items.map((each) => each.getAttribute('data-activity-kind'))),
    ).to.deep.equal(['titlesAdded', 'watchlistCreated']);

    await added.getByRole('link', { name: movie.title }).click();
    await readerPage.waitForURL(browser.url(`/movie/${movie._id}`));
    await readerPage.goBack();
    await added.getByRole('link', { name: 'Noir nights' }).click();
    await readerPage.waitForURL(browser.url(`/profile/watchlist/${listId}`));
    await readerPage.getByRole('button', { name: 'Follow', exact: true }).click();
    await toast(readerPage, 'Watchlist followed successfully').waitFor();
    await readerPage.goBack();
    await added.getByRole('link', { name: author.username }).click();
    await readerPage.waitForURL(browser.url(`/profile/${authorId}`));
  });

  it('gathers the watchlists and people one follows, with unfollow', async function () {
    this.timeout(60_000);
    const { page } = browser;
    await signInFromPage(browser, page, reader);
    await page.goto(browser.url('/following'));
    await page.getByRole('tab', { name: 'Watchlists you follow (1)' }).click();
    const card = page.locator(`.followed-watchlist[data-watchlist-id="${listId}"]`);
    await card.getByRole('link', { name: 'Noir nights' }).waitFor();
    await card.getByRole('link', { name: author.username }).waitFor();
    expect(await card.innerText()).to.match(/1 movie\s+1 follower/);
    await card.getByRole('button', { name: 'Unfollow Noir nights' }).click();
    await toast(page, 'Watchlist unfollowed successfully').waitFor();
    await page.getByRole('tab', { name: 'Watchlists you follow (0)' }).waitFor();
    await page.getByText("You don't follow any watchlists yet").waitFor();

    await page.getByRole('tab', { name: 'People you follow (1)' }).click();
    await page.locator('.followed-person').getByRole('link', { name: author.username }).waitFor();
  });

  it('offers a way to find people when one follows nobody', async function () {
    this.timeout(60_000);
    const { page } = browser;
    await signInFromPage(browser, page, newcomer);
    await page.goto(browser.url('/following'));
    await page.getByText('Nothing here yet').waitFor();
    await page.getByRole('link', { name: 'Discover people on the community feed' }).click();
    await page.waitForURL(browser.url('/recommendations'));
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`shows each tab of the Following page without axe violations in ${mode} mode`, async function () {
      this.timeout(90_000);
      const page = await browser.newPage();
      await injectAxe(page);
      await page.addInitScript((themeMode) => localStorage.setItem('themeMode', themeMode), mode);
      await signInFromPage(browser, page, reader);
      await page.goto(browser.url('/following'));
      await item(page, 'titlesAdded').waitFor();
      expect(await axeViolations(page)).to.deep.equal([]);
      await browser.screenshot(`following-activity-${mode}`, page);

      // Following the list again (the test before unfollowed it; the dark run finds it followed).
      expect((await callFromPage(page, 'POST', `/watchlist/${listId}/follow`)).status).to.be.oneOf([200, 409]);
      await page.reload();
      await page.getByRole('tab', { name: 'Watchlists you follow (1)' }).click();
      await page.locator(`.followed-watchlist[data-watchlist-id="${listId}"]`).waitFor();
      expect(await axeViolations(page)).to.deep.equal([]);
      await browser.screenshot(`following-watchlists-${mode}`, page);

      await page.getByRole('tab', { name: /People you follow/ }).click();
      await page.locator('.followed-person').first().waitFor();
      expect(await axeViolations(page)).to.deep.equal([]);
      await browser.screenshot(`following-people-${mode}`, page);

      const empty = await browser.newPage();
      await injectAxe(empty);
      await empty.addInitScript((themeMode) => localStorage.setItem('themeMode', themeMode), mode);
      await signInFromPage(browser, empty, newcomer);
      await empty.goto(browser.url('/following'));
      await empty.getByText('Nothing here yet').waitFor();
      expect(await axeViolations(empty)).to.deep.equal([]);
      await browser.screenshot(`following-empty-${mode}`, empty);
    });
  }
});
