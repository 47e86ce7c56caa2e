import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import { newUser, registerVerifiedUser, type TestUser } from './accounts';
import { axeViolations, injectAxe } from './axe';
import { DESKTOP, PHONE, useBrowserApp } from './harness';
import { callFromPage, signInFromPage, type ApiMovie } from './movies';

/** The movie as the movie page reads it, with where its facts and its availability come from. */
type CheckedMovie = ApiMovie & { availability: { asOf: string; source: string } | null; reference: string | null };

describe('Where to watch and where the facts come from, on the movie page (browser)', function () {
  // A page with axe injected, signed in and loaded twice: more than the default step time on a busy machine.
  this.timeout(90_000);
  const browser = useBrowserApp('e2e_where_to_watch', { catalogDir: SAMPLE_CATALOG_DIR });
  let viewer: TestUser;
  let squidGame: CheckedMovie;
  let parasite: CheckedMovie;

  before(async function () {
    this.timeout(60_000);
    viewer = await registerVerifiedUser(browser, newUser('streamer'));
    const page = await browser.newPage();
    await signInFromPage(browser, page, viewer);
    const find = async (q: string, title: string) => {
      const { body } = await callFromPage<{ movies: CheckedMovie[] }>(page, 'GET', `/movies/search?q=${encodeURIComponent(q)}`);
      return body.movies.find((movie) => movie.title === title)!;
    };
    squidGame = await find('Squid Game', 'Squid Game');
    parasite = await find('Parasite', 'Parasite');
  });

  /** axe's findings about the drawer and the facts' source line (the card's own buttons have a spec of their own). */
  const drawerViolations = async (page: Page) =>
    (await axeViolations(page)).filter((violation) => /where-to-watch|movie-page__reference|drawer|overlay/.test(violation));

  async function openMovie(page: Page, movie: CheckedMovie, mode: 'light' | 'dark' = 'light'): Promise<void> {
    await page.addInitScript((themeMode) => localStorage.setItem('themeMode', themeMode), mode);
    await injectAxe(page);
    await signInFromPage(browser, page, viewer);
    await page.goto(browser.url(`/movie/${movie._id}`));
    await page.getByRole('heading', { level: 1, name: movie.title }).waitFor();
  }

  for (const mode of ['light', 'dark'] as const) {
    it(`lists a title's platforms with the month and the source they are known from (${mode})`, async () => {
      const page = await browser.newPage({ viewport: DESKTOP });
      await openMovie(page, squidGame, mode);
      await page.getByRole('button', { name: 'Where to watch Squid Game' }).click();
      const drawer = page.locator('.where-to-watch');
      await drawer.getByRole('heading', { name: 'Where to watch' }).waitFor();
      expect(await drawer.locator('.where-to-watch__platforms li').allTextContents()).to.deep.equal(['Netflix']);
      expect(await drawer.locator('.where-to-watch__as-of').textContent()).to.equal('As of September 2021 · Source: Netflix original');
      expect(await drawer.getByText("We don't know where this streams yet.").count()).to.equal(0);
      expect(await drawerViolations(page)).to.deep.equal([]);
      await browser.screenshot(`where-to-watch-known-${mode}`, page);
    });

    it(`says so when nobody knows where a title streams, and shows the certificate and the source of its facts (${mode})`, async () => {
      const page = await browser.newPage({ viewport: mode === 'dark' ? PHONE : DESKTOP });
      await openMovie(page, parasite, mode);
      expect(parasite.availability).to.equal(null);
      expect(await page.locator('.movie-card__rating').textContent()).to.equal('R');
      expect(await page.locator('.movie-page__reference').textContent()).to.equal(
        'Facts checked against Wikipedia (en): Parasite (2019 film)',
      );
      await page.getByRole('button', { name: 'Where to watch Parasite' }).click();
      const drawer = page.locator('.where-to-watch');
      await drawer.getByText("We don't know where this streams yet.").waitFor();
      expect(await drawer.locator('.where-to-watch__platforms').count()).to.equal(0);
      expect(await drawer.locator('.where-to-watch__as-of').count()).to.equal(0);
      expect(await drawerViolations(page)).to.deep.equal([]);
      await browser.screenshot(`where-to-watch-unknown-${mode}-${mode === 'dark' ? PHONE.width : DESKTOP.width}`, page);
    });
  }
});
