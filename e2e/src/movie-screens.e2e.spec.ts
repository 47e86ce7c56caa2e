import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { newUser, registerVerifiedUser, type TestUser } from './accounts';
import { DESKTOP, PHONE, useBrowserApp } from './harness';
import { callFromPage, recommendFromPage, signInFromPage, type ApiMovie } from './movies';

interface Screen {
  readonly name: string;
  /** Opens the screen on a signed-in page and waits until it shows what it is for. */
  open(page: Page): Promise<void>;
}

describe('The recommendation and movie screens, light and dark, wide and phone-sized (browser)', () => {
  const browser = useBrowserApp('e2e_movie_screens');
  let user: TestUser;
  let movie: ApiMovie;

  before(async function () {
    this.timeout(60_000);
    user = await registerVerifiedUser(browser, newUser('screens'));
    const page = await browser.newPage();
    await signInFromPage(browser, page, user);
    const picks = await recommendFromPage(page, { description: 'mind-bending science fiction', genre: ['Sci-Fi'] });
    // The where-to-watch screen needs a title that streams somewhere: a pick when one does, else a sci-fi title from the catalog.
    const streaming = picks.find((pick) => pick.availableOn.length > 0);
    if (streaming) movie = streaming;
    else {
      const { body: all } = await callFromPage<{ platforms: string[] }>(page, 'GET', '/movies/browse?genre=Sci-Fi');
      for (const platform of all.platforms) {
        const path = `/movies/browse?genre=Sci-Fi&platform=${encodeURIComponent(platform)}`;
        const { body } = await callFromPage<{ movies: ApiMovie[] }>(page, 'GET', path);
        if (body.movies.length > 0) {
          movie = body.movies[0]!;
          break;
        }
      }
    }
    expect(movie.availableOn).to.not.be.empty;
  });

  const screens: Screen[] = [
    {
      name: 'recommendations-search',
      async open(page) {
        await page.goto(browser.url('/recommendations'));
        await page.locator('.quota-bar').waitFor();
        await page.locator('.discovery-card').first().waitFor();
        await page.getByLabel('What do you feel like watching?').fill('award-winning Korean dramas');
        await page.getByRole('button', { name: /^Filters/ }).click();
        await page.getByRole('button', { name: 'Drama', exact: true }).click();
        await page.getByRole('button', { name: 'Korean', exact: true }).click();
        await page.locator('.filter-panel').waitFor();
      },
    },
    {
      name: 'recommendations-results',
      async open(page) {
        await page.goto(browser.url('/recommendations'));
        await page.getByLabel('What do you feel like watching?').fill('a heist with a twist');
        await page.getByRole('button', { name: /^Filters/ }).click();
        await page.getByRole('button', { name: 'Crime', exact: true }).click();
        await page.getByRole('button', { name: 'Get recommendations' }).click();
        await page.getByRole('heading', { level: 1, name: /^Here are your top \d+ picks/ }).waitFor();
        await page.locator('.bp6-toast').first().waitFor();
        // The toast is on top of the header: let it go before the picture.
        await page.locator('.bp6-toast').getByRole('button').first().click();
        await page.locator('.bp6-toast').waitFor({ state: 'detached' });
        await page.evaluate(() => window.scrollTo(0, 0));
      },
    },
    {
      name: 'movie-page',
      async open(page) {
        await page.goto(browser.url(`/movie/${movie._id}`));
        await page.getByRole('heading', { level: 1, name: movie.title }).waitFor();
      },
    },
    {
      name: 'movie-where-to-watch',
      async open(page) {
        await page.goto(browser.url(`/movie/${movie._id}`));
        await page.getByRole('button', { name: `Where to watch ${movie.title}` }).click();
        await page.locator('.where-to-watch__platforms').waitFor();
      },
    },
  ];

  for (const screen of screens) {
    for (const viewport of [DESKTOP, PHONE]) {
      for (const mode of ['light', 'dark'] as const) {
        it(`${screen.name} at ${viewport.width} px in ${mode} mode: no sideways scrolling, no script errors`, async () => {
          const page = await browser.newPage({ viewport });
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          await page.addInitScript((themeMode) => localStorage.setItem('themeMode', themeMode), mode);
          await signInFromPage(browser, page, user);
          await screen.open(page);

          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).to.be.at.most(0);
          expect(errors).to.deep.equal([]);
          await browser.screenshot(`${screen.name}-${viewport.width}-${mode}`, page);
        });
      }
    }
  }
});
