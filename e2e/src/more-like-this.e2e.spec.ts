import { expect } from 'chai';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import type { Page } from 'playwright-core';
import { newUser, registerVerifiedUser, type TestUser } from './accounts';
import type axe from 'axe-core';
import { injectAxe } from './axe';
import { useBrowserApp } from './harness';
import { callFromPage, signInFromPage, type ApiMovie } from './movies';

describe("'More like this' on a movie page (browser)", () => {
  // The sample catalog is enough for twelve titles like Parasite, and starts much faster than the full one.
  const browser = useBrowserApp('e2e_more_like_this', { catalogDir: SAMPLE_CATALOG_DIR });
  let viewer: TestUser;
  let movie: ApiMovie;

  before(async function () {
    this.timeout(180_000);
    viewer = await registerVerifiedUser(browser, newUser('lookalike'));
    const page = await browser.newPage();
    await signInFromPage(browser, page, viewer);
    const found = await callFromPage<{ movies: ApiMovie[] }>(page, 'GET', '/movies/search?q=Parasite');
    movie = found.body.movies.find((m) => m.title === 'Parasite') ?? found.body.movies[0]!;
  });

  const section = (page: Page) => page.getByRole('region', { name: 'More like this' });

  it('shows titles close to the movie, each with its reason, and a card leads to that movie’s page', async function () {
    this.timeout(60_000);
    const { page } = browser;
    await signInFromPage(browser, page, viewer);
    await page.goto(browser.url(`/movie/${movie._id}`));
    await page.getByRole('heading', { level: 1, name: movie.title }).waitFor();
    const more = section(page);
    await more.getByRole('heading', { name: 'More like this' }).waitFor();
    const cards = more.locator('.more-like-this__card');
    await cards.first().waitFor();
    expect(await cards.count()).to.equal(12);
    const titles = await more.locator('.more-like-this__title').allInnerTexts();
    expect(titles).to.not.include(movie.title);
    const reasons = await more.locator('.more-like-this__reason').allInnerTexts();
    expect(reasons).to.have.length(12);
    for (const reason of reasons) expect(reason).to.match(/^[A-Z].*\.$/);

    const next = titles[0]!;
    await more.getByRole('link', { name: next, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: next }).waitFor();
    expect(page.url()).to.match(/\/movie\/[0-9a-f-]{36}$/);
    // The new page has its own 'More like this', without the movie now shown.
    await section(page).locator('.more-like-this__card').first().waitFor();
    expect(await section(page).locator('.more-like-this__title').allInnerTexts()).to.not.include(next);
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`looks right in ${mode} mode: axe finds nothing`, async function () {
      this.timeout(60_000);
      const page = await browser.newPage();
      await page.addInitScript((themeMode) => localStorage.setItem('themeMode', themeMode), mode);
      await injectAxe(page);
      await signInFromPage(browser, page, viewer);
      await page.goto(browser.url(`/movie/${movie._id}`));
      await section(page).locator('.more-like-this__card').first().waitFor();
      // The section is checked on its own: the movie card above it belongs to other screens' specs.
      expect(await sectionViolations(page)).to.deep.equal([]);
      await browser.screenshot(`more-like-this-${mode}`, page);
    });
  }
});

/** axe's WCAG 2 A/AA and best-practice rules on the 'More like this' section alone. */
function sectionViolations(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(
      { include: [['.more-like-this']] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } },
    );
    return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
  });
}
