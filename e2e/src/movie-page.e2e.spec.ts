import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { fillSignIn, newUser, registerVerifiedUser, type TestUser } from './accounts';
import { useBrowserApp } from './harness';
import { callFromPage, recommendFromPage, signInFromPage, type ApiMovie } from './movies';

describe('The movie page /movie/{id} (browser)', () => {
  const browser = useBrowserApp('e2e_movie_page');
  let viewer: TestUser;
  let movie: ApiMovie;

  before(async function () {
    this.timeout(60_000);
    viewer = await registerVerifiedUser(browser, newUser('cinephile'));
    const page = await browser.newPage();
    await signInFromPage(browser, page, viewer);
    // A well-documented movie: one with a director, a cast and somewhere to stream.
    const picks = await recommendFromPage(page, { description: 'award-winning thriller', contentType: ['Award winner'] });
    movie = picks.find((pick) => pick.director && pick.cast.length > 0 && pick.availableOn.length > 0) ?? picks[0]!;
  });

  const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text });

  async function openMovie(page: Page, id = movie._id): Promise<void> {
    await signInFromPage(browser, page, viewer);
    await page.goto(browser.url(`/movie/${id}`));
  }

  it('shows the movie card: title, year, length, language, Director, Cast, Synopsis, genres, rating and a generated poster', async () => {
    const { page } = browser;
    await openMovie(page);
    await page.getByRole('heading', { level: 1, name: movie.title }).waitFor();
    const card = page.locator('.movie-card--page');
    expect(await card.locator('.movie-card__facts').innerText()).to.match(
      new RegExp(`^${movie.year} · ${escape(movie.length)} · ${movie.language}`),
    );
    expect(await card.locator('.movie-card__rating').textContent()).to.equal(movie.rating ?? 'U/A 13+');
    const details = await card.locator('.movie-card__details').innerText();
    expect(details).to.contain(movie.director!);
    expect(details).to.contain(movie.cast[0]!);
    expect(details).to.contain(movie.plot);
    expect(await card.locator('dt').allTextContents()).to.include.members(['Director', 'Cast', 'Synopsis']);
    expect(await card.locator('.movie-tags .bp6-tag').allTextContents()).to.deep.equal(movie.genre);
    const poster = card.getByRole('img', { name: `Poster of ${movie.title}` });
    expect(await poster.innerText()).to.equal(`${movie.title}\n${movie.year}`);
    expect(await page.title()).to.equal(`${movie.title} (${movie.year}) · MoRe AI`);
    // A movie page is reached by link, not as a pick: no reason is made up for it.
    expect(await card.getByText('Why this recommendation').count()).to.equal(0);
    await browser.screenshot('movie-page', page);
  });

  it('opens where to watch with the platforms it streams on in India', async () => {
    const { page } = browser;
    await openMovie(page);
    await page.getByRole('button', { name: `Where to watch ${movie.title}` }).click();
    const drawer = page.locator('.where-to-watch');
    await drawer.getByRole('heading', { name: 'Where to watch' }).waitFor();
    expect(await drawer.locator('.where-to-watch__platforms li').allTextContents()).to.deep.equal(movie.availableOn);
    await browser.screenshot('movie-page-where-to-watch', page);
  });

  it('shares with the device share sheet first: shared, or closed with nothing copied', async () => {
    const { page, context } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.app.url });
    // Headless Chromium has no share sheet: stand in for the operating system's, answering as the test says.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { sharedLinks: shared, shareAttempts: 0, shareOutcome: 'share' });
      navigator.share = async (data?: ShareData) => {
        const sheet = window as unknown as { shareAttempts: number; shareOutcome: string };
        sheet.shareAttempts += 1;
        if (sheet.shareOutcome === 'abort') throw new DOMException('Share canceled', 'AbortError');
        shared.push(data ?? {});
      };
      navigator.canShare = () => true;
    });
    await openMovie(page);
    await page.evaluate(() => navigator.clipboard.writeText('untouched'));
    const share = page.getByRole('button', { name: `Share ${movie.title}` });
    await share.click();
    await toast(page, 'Shared successfully').waitFor();
    expect(await page.evaluate(() => (window as unknown as { sharedLinks: ShareData[] }).sharedLinks)).to.deep.equal([
      { title: movie.title, url: `${browser.app.url}/movie/${movie._id}` },
    ]);

    await page.evaluate(() => Object.assign(window, { shareOutcome: 'abort' }));
    await share.click();
    await page.waitForFunction(() => (window as unknown as { shareAttempts: number }).shareAttempts === 2);
    // The user changed their mind: nothing is copied and nothing is said.
    expect(await page.evaluate(() => navigator.clipboard.readText())).to.equal('untouched');
    expect(await toast(page, 'Movie link copied to clipboard!').count()).to.equal(0);
    expect(await toast(page, 'Failed to copy link').count()).to.equal(0);
  });

  it("copies the link where there is no share sheet: 'Movie link copied to clipboard!'", async () => {
    const { page, context } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.app.url });
    await openMovie(page);
    expect(await page.evaluate(() => typeof navigator.share)).to.equal('undefined');
    await page.getByRole('button', { name: `Share ${movie.title}` }).click();
    await toast(page, 'Movie link copied to clipboard!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).to.equal(`${browser.app.url}/movie/${movie._id}`);
  });

  it("says 'Failed to copy link' when the browser refuses the clipboard", async () => {
    const { page } = browser;
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await openMovie(page);
    await page.getByRole('button', { name: `Share ${movie.title}` }).click();
    await toast(page, 'Failed to copy link').waitFor();
  });

  it("shows 'Movie not found' for a link to no movie", async () => {
    const { page } = browser;
    await openMovie(page, '00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Movie not found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Find something to watch' }).getAttribute('href')).to.equal('/recommendations');
    await browser.screenshot('movie-page-not-found', page);
  });

  it('sends a visitor with a shared link to sign in, then to the movie', async () => {
    const { page } = browser;
    await page.goto(browser.url(`/movie/${movie._id}`));
    await page.waitForURL(browser.url('/login'));
    await fillSignIn(page, viewer);
    await page.waitForURL(browser.url(`/movie/${movie._id}`));
    await page.getByRole('heading', { level: 1, name: movie.title }).waitFor();
  });

  it('opens from a result card’s Details, as a link the API also answers', async () => {
    const { page } = browser;
    await openMovie(page);
    const answer = await callFromPage<ApiMovie>(page, 'GET', `/movies/${movie._id}`);
    expect(answer.body).to.include({ _id: movie._id, title: movie.title });
    await page.goto(browser.url('/recommendations'));
    await page.getByLabel('What do you feel like watching?').fill('award-winning thriller');
    await page.getByRole('button', { name: 'Get recommendations' }).click();
    const first = page.locator('.results__list .movie-card').first();
    const title = await first.locator('.movie-card__title').textContent();
    await first.getByRole('link', { name: `Details of ${title}` }).click();
    await page.getByRole('heading', { level: 1, name: title! }).waitFor();
    expect(new URL(page.url()).pathname).to.match(/^\/movie\/[0-9a-f-]{36}$/);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
