import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { newUser, registerVerifiedUser, type TestUser } from './accounts';
import { DESKTOP, PHONE, useBrowserApp } from './harness';
import { callFromPage, recommendFromPage, signInFromPage, wholeFeed, type ApiMovie } from './movies';

describe('Favorites (browser)', () => {
  const browser = useBrowserApp('e2e_library_favorites');
  let viewer: TestUser;
  let movies: ApiMovie[];

  before(async function () {
    this.timeout(90_000);
    viewer = await registerVerifiedUser(browser, newUser('favfan'));
    const page = await browser.newPage();
    await signInFromPage(browser, page, viewer);
    // The FREE limit test needs eleven different movies the server knows.
    for (const description of [
      'feel-good comedy',
      'tense thriller',
      'animated family adventure',
      'romantic drama',
      'space science fiction',
      'historical war epic',
    ]) {
      await recommendFromPage(page, { description });
      // A movie found by two searches is in the feed twice, and counts once towards the limit.
      movies = [...new Map((await wholeFeed(page)).map((movie) => [movie._id, movie])).values()];
      if (movies.length > 10) break;
    }
  });

  const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text });

  it('adds a favourite from the movie page, lists it on /favorites and removes it only after confirming', async () => {
    const { page } = browser;
    const movie = movies[0]!;
    await signInFromPage(browser, page, viewer);
    await page.goto(browser.url(`/movie/${movie._id}`));
    await page.getByRole('button', { name: `Add to favorites: ${movie.title}` }).click();
    await toast(page, 'Added to favorites successfully').waitFor();

    await page.getByRole('link', { name: 'Favorites', exact: true }).first().click();
    const card = page.locator(`.movie-card[data-movie-id="${movie._id}"]`);
    await card.getByRole('heading', { name: movie.title }).waitFor();
    await browser.screenshot('favorites', page);

    const remove = card.getByRole('button', { name: `Favorite: ${movie.title}` });
    await remove.click();
    const dialog = page.locator('.confirm-removal');
    await dialog.getByText('Confirm Removal').waitFor();
    expect(await dialog.innerText()).to.contain('Remove from Favorites?');
    await browser.screenshot('favorites-confirm-removal', page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await card.count()).to.equal(1);

    await remove.click();
    await page.locator('.confirm-removal').getByRole('button', { name: 'Remove' }).click();
    await toast(page, 'Removed from favorites successfully').waitFor();
    await page.getByText('No Favorites yet!').waitFor();
    expect(await page.getByText('Start adding movies to your Favorites to save them!').count()).to.equal(1);
    await page.getByRole('link', { name: 'Explore Now' }).click();
    await page.waitForURL(/\/recommendations$/);
  });

  it('opens the upgrade dialog with the limit message at the eleventh favourite on FREE', async function () {
    this.timeout(60_000);
    const { page } = browser;
    expect(movies.length, 'the feed has enough movies for the limit').to.be.greaterThan(10);
    await signInFromPage(browser, page, viewer);
    for (const movie of movies.slice(0, 10)) {
      const answer = await callFromPage(page, 'POST', '/favorites', { movieId: movie._id });
      expect(answer.status).to.equal(201);
    }
    const eleventh = movies[10]!;
    await page.goto(browser.url(`/movie/${eleventh._id}`));
    await page.getByRole('button', { name: `Add to favorites: ${eleventh.title}` }).click();
    const dialog = page.locator('.upgrade-dialog');
    await dialog
      .getByText('You have reached the limit of 10 favorites on the FREE plan. Upgrade to PRO for unlimited favorites.')
      .waitFor();
    await browser.screenshot('favorites-upgrade-dialog', page);
    await dialog.getByRole('button', { name: 'Maybe later' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Add to favorites: ${eleventh.title}` }).click();
    // The upgrade flow starts right here: no billing info yet, so it is asked for first.
    await page.locator('.upgrade-dialog').getByRole('button', { name: 'Upgrade to PRO' }).click();
    await page.getByRole('dialog', { name: 'Billing Information' }).waitFor();
  });

  it('shows the favourites on every screen size and theme', async function () {
    this.timeout(60_000);
    const { page } = browser;
    await signInFromPage(browser, page, viewer);
    await callFromPage(page, 'POST', '/favorites', { movieId: movies[0]!._id });
    for (const theme of ['light', 'dark']) {
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.evaluate((value) => localStorage.setItem('themeMode', value), theme);
        await page.goto(browser.url('/favorites'));
        await page.locator('.favorites-list .movie-card').first().waitFor();
        await browser.screenshot(`favorites-${theme}-${size}`, page);
      }
    }
  });
});
