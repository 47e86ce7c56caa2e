import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { newUser, registerVerifiedUser, type TestUser } from './accounts';
import { useBrowserApp } from './harness';
import { recommendFromPage, signInFromPage, wholeFeed, type ApiMovie } from './movies';

describe('Recently Discovered Movies (browser)', () => {
  const browser = useBrowserApp('e2e_discoveries');
  let finder: TestUser;
  let finderId: string;

  before(async function () {
    this.timeout(60_000);
    // Two searches with nothing in common: more than one page of discoveries by one finder. The
    // newest, Hindi crime series, are mostly streaming originals, whose platform the catalog lists
    // with its source; most other titles list none, as where they stream is not known for sure.
    finder = await registerVerifiedUser(browser, newUser('finder'));
    const page = await browser.newPage();
    ({ _id: finderId } = await signInFromPage(browser, page, finder));
    await recommendFromPage(page, { genre: ['Drama'], language: ['Korean'] });
    await recommendFromPage(page, { genre: ['Crime'], language: ['Hindi'], length: ['Series'] });
  });

  const cards = (page: Page) => page.locator('.discovery-card');

  async function openFeed(page: Page): Promise<ApiMovie[]> {
    await signInFromPage(browser, page, finder);
    const feed = await wholeFeed(page);
    await page.goto(browser.url('/recommendations'));
    await page.getByRole('heading', { level: 2, name: 'Recently Discovered Movies' }).waitFor();
    await cards(page).first().waitFor();
    return feed;
  }

  it('shows the newest 10, then the rest with Load more..., and no Load more once all are there', async () => {
    const { page } = browser;
    const feed = await openFeed(page);
    expect(feed.length).to.be.greaterThan(10);
    expect(await page.getByText('Real-time movie discoveries from our community using AI prompts').count()).to.equal(1);
    expect(await cards(page).count()).to.equal(10);
    const titles = () => cards(page).locator('.discovery-card__title').allTextContents();
    expect(await titles()).to.deep.equal(feed.slice(0, 10).map((movie) => movie.title));

    const more = page.getByRole('button', { name: 'Load more...' });
    while ((await more.count()) > 0) {
      const before = await cards(page).count();
      await more.click();
      await page.waitForFunction((count) => document.querySelectorAll('.discovery-card').length > count, before);
    }
    expect(await titles()).to.deep.equal(feed.map((movie) => movie.title));
    await browser.screenshot('recommendations-feed-all-loaded', page);
  });

  it('shows title, year, length, language, the finder linking to their profile, and when', async () => {
    const { page } = browser;
    const [newest] = await openFeed(page);
    const card = cards(page).first();
    expect(await card.locator('.discovery-card__title').textContent()).to.equal(newest!.title);
    expect(await card.locator('.discovery-card__facts').innerText()).to.equal(`${newest!.year} · ${newest!.length} · ${newest!.language}`);
    const finderLink = card.getByRole('link', { name: finder.username });
    expect(await finderLink.getAttribute('href')).to.equal(`/profile/${finderId}`);
    expect(await card.locator('time').textContent()).to.match(/^(just now|\d+ minutes? ago)$/);

    await card.getByRole('link', { name: newest!.title }).click();
    await page.waitForURL(browser.url(`/movie/${newest!._id}`));
    await page.getByRole('heading', { level: 1, name: newest!.title }).waitFor();
  });

  it("copies a movie's link with share: 'Movie link copied to clipboard!'", async () => {
    const { page, context } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.app.url });
    const [newest] = await openFeed(page);
    await cards(page)
      .first()
      .getByRole('button', { name: `Share ${newest!.title}` })
      .click();
    await page.locator('.bp6-toast').filter({ hasText: 'Movie link copied to clipboard!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).to.equal(`${browser.app.url}/movie/${newest!._id}`);
  });

  it('opens where to watch from play only for a movie that streams somewhere', async () => {
    const { page } = browser;
    const feed = (await openFeed(page)).slice(0, 10);
    const streaming = feed.find((movie) => movie.availableOn.length > 0);
    expect(streaming, 'a discovery that streams in India').to.not.equal(undefined);
    await page.getByRole('button', { name: `Where to watch ${streaming!.title}` }).click();
    const drawer = page.locator('.where-to-watch');
    await drawer.waitFor();
    expect(await drawer.locator('.where-to-watch__platforms li').allTextContents()).to.deep.equal(streaming!.availableOn);
    await browser.screenshot('recommendations-where-to-watch', page);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    for (const movie of feed.filter((candidate) => candidate.availableOn.length === 0)) {
      expect(await page.getByRole('button', { name: `Where to watch ${movie.title}` }).isDisabled()).to.equal(true);
    }
  });

  it("says 'Failed to load movies' on the page and 'Failed to fetch recent movies' in a toast when the feed cannot load", async () => {
    const { page } = browser;
    await signInFromPage(browser, page, finder);
    await page.route('**/api/recommendations/recent*', (route) => route.abort('connectionrefused'));
    await page.goto(browser.url('/recommendations'));
    await page.locator('.bp6-toast').filter({ hasText: 'Failed to fetch recent movies' }).waitFor();
    await page.getByRole('heading', { name: 'Failed to load movies' }).waitFor();

    await page.unroute('**/api/recommendations/recent*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await cards(page).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Failed to load movies' }).count()).to.equal(0);
  });
});
