import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { newUser, registerVerifiedUser, type TestUser } from './accounts';
import { useBrowserApp } from './harness';
import { callFromPage, recommendFromPage, signInFromPage, wholeFeed, type ApiMovie } from './movies';

describe('The Add to Watchlist drawer (browser)', () => {
  const browser = useBrowserApp('e2e_library_drawer');
  let viewer: TestUser;
  let movies: ApiMovie[];

  before(async function () {
    this.timeout(90_000);
    viewer = await registerVerifiedUser(browser, newUser('drawer'));
    const page = await browser.newPage();
    await signInFromPage(browser, page, viewer);
    for (const description of ['feel-good comedy', 'tense thriller', 'animated family adventure']) {
      await recommendFromPage(page, { description });
      movies = [...new Map((await wholeFeed(page)).map((movie) => [movie._id, movie])).values()];
      if (movies.length > 5) break;
    }
  });

  const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text });
  const drawer = (page: Page) => page.locator('.add-to-watchlist');

  /** Opens the drawer from the feed's first card and answers which movie that is. */
  async function openDrawerFromFeed(page: Page): Promise<ApiMovie> {
    await page.goto(browser.url('/recommendations'));
    const card = page.locator('.discovery-card').first();
    const id = await card.getAttribute('data-movie-id');
    // The feed the page shows may hold a discovery the set-up's read came before (the feed's read
    // model catches up after the search answers): read it again when the card's movie is new.
    let movie = movies.find((each) => each._id === id);
    if (!movie) {
      movies = [...new Map((await wholeFeed(page)).map((each) => [each._id, each])).values()];
      movie = movies.find((each) => each._id === id)!;
    }
    await card.getByRole('button', { name: `Add ${movie.title} to a watchlist` }).click();
    await drawer(page).getByText('Add to Watchlist').waitFor();
    return movie;
  }

  it('creates a list from the drawer and adds a feed movie to the ticked lists', async function () {
    this.timeout(60_000);
    const { page } = browser;
    await signInFromPage(browser, page, viewer);
    expect((await callFromPage(page, 'POST', '/watchlist', { name: 'Date night' })).status).to.equal(201);
    await openDrawerFromFeed(page);

    await drawer(page).getByRole('button', { name: 'Create New Watchlist' }).click();
    const dialog = page.locator('.watchlist-dialog');
    await dialog.getByLabel('Name').fill('Rainy day');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await toast(page, 'Watchlist created successfully').waitFor();
    await drawer(page).getByText('Rainy day (0)').waitFor();

    const add = drawer(page).getByRole('button', { name: 'Add', exact: true });
    expect(await add.isDisabled(), 'nothing ticked yet').to.equal(true);
    await drawer(page).getByText('Date night (0)').click();
    await drawer(page).getByText('Rainy day (0)').click();
    expect(await drawer(page).getByRole('button', { name: 'Create New Watchlist' }).isDisabled()).to.equal(true);
    await browser.screenshot('add-to-watchlist-drawer', page);
    await add.click();
    await toast(page, 'Added to watchlists successfully').waitFor();

    await page.getByRole('link', { name: 'Watchlists', exact: true }).first().click();
    for (const name of ['Date night', 'Rainy day']) {
      await page.locator('.watchlist-card').filter({ hasText: name }).filter({ hasText: '1 movie' }).waitFor();
    }
  });

  it('keeps the lists that took the movie and shows the first refusal in the upgrade dialog', async function () {
    this.timeout(60_000);
    const { page } = browser;
    await signInFromPage(browser, page, viewer);
    const full = await callFromPage<{ watchlist: { _id: string } }>(page, 'POST', '/watchlist', { name: 'Full house' });
    const first = await openDrawerFromFeed(page);
    for (const movie of movies.filter((each) => each._id !== first._id).slice(0, 5)) {
      expect((await callFromPage(page, 'POST', `/watchlist/${full.body.watchlist._id}/movies`, { movieId: movie._id })).status).to.equal(
        201,
      );
    }
    await openDrawerFromFeed(page);
    await drawer(page).getByText('Full house (5)').click();
    await drawer(page).getByRole('button', { name: 'Add', exact: true }).click();
    const upgrade = page.locator('.upgrade-dialog');
    await upgrade.getByText('You can add up to 5 movies per watchlist on the FREE plan. Upgrade to PRO for unlimited movies.').waitFor();
    await browser.screenshot('add-to-watchlist-limit', page);
    await upgrade.getByRole('button', { name: 'Maybe later' }).click();
  });
});
