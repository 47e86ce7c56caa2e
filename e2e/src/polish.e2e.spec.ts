import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { posterStyle, type PosterMovie } from '../../ui/src/features/movies/poster-design';
import { animationsSettled } from './animations';
import { newUser, registerVerifiedUser, signIn, type TestUser } from './accounts';
import { useBrowserApp } from './harness';
import { callFromPage, recommendFromPage } from './movies';

/** Console lines React or Blueprint write when a component is used in a way they warn about. */
const FRAMEWORK_WARNING = /react|blueprint|warning:|findDOMNode|element\.ref|popover/i;

type Mode = 'light' | 'dark';

describe('Polish: the walkthrough findings (browser)', () => {
  const browser = useBrowserApp('e2e_polish');

  const prompt = (page: Page) => page.getByLabel('What do you feel like watching?');
  const quotaBar = (page: Page) => page.locator('.quota-bar');
  const resultsHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Here are your top \d+ picks powered by our AI$/ });
  const genreOption = (page: Page, name: string) =>
    page.locator('.filter-panel__group', { hasText: 'Genre' }).getByRole('button', { name, exact: true });

  async function signedIn(prefix: string, mode: Mode = 'light', page: Page = browser.page): Promise<{ page: Page; user: TestUser }> {
    await page.addInitScript((themeMode) => localStorage.setItem('themeMode', themeMode), mode);
    const user = await registerVerifiedUser(browser, newUser(prefix));
    await signIn(browser, page, user);
    await page.waitForURL(browser.url('/recommendations'));
    await quotaBar(page).waitFor();
    return { page, user };
  }

  async function search(page: Page, description: string): Promise<void> {
    await prompt(page).fill(description);
    await page.getByRole('button', { name: 'Get recommendations' }).click();
    await resultsHeading(page).waitFor();
  }

  it('keeps the quota bar with the results; Back returns to the form as it was, Forward to the picks, a reload to the search filled in', async function () {
    this.timeout(90_000);
    const { page } = await signedIn('historian');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await genreOption(page, 'Crime').click();
    await search(page, 'a heist that goes wrong');
    expect(await quotaBar(page).innerText()).to.match(/19 of 20 AI searches left today/);
    expect(await quotaBar(page).isVisible()).to.equal(true);
    const picks = await page.locator('.results__list .movie-card').count();
    expect(picks).to.be.greaterThan(0);

    await page.goBack();
    await prompt(page).waitFor();
    expect(page.url()).to.equal(browser.url('/recommendations'));
    expect(await prompt(page).inputValue()).to.equal('a heist that goes wrong');
    expect(await genreOption(page, 'Crime').getAttribute('aria-pressed')).to.equal('true');
    expect(await quotaBar(page).innerText()).to.match(/19 of 20/);

    await page.goForward();
    await resultsHeading(page).waitFor();
    expect(await page.locator('.results__list .movie-card').count()).to.equal(picks);
    expect(await quotaBar(page).innerText()).to.match(/19 of 20/);

    // A reload cannot keep the picks (they are not stored), so it shows the search, filled in, unsent.
    await page.reload();
    await prompt(page).waitFor();
    expect(await prompt(page).inputValue()).to.equal('a heist that goes wrong');
    expect(await genreOption(page, 'Crime').getAttribute('aria-pressed')).to.equal('true');
    expect(await quotaBar(page).innerText()).to.match(/19 of 20/);

    // 'Back to search' is the same step back: Forward still brings the picks.
    await search(page, 'a heist that goes wrong at night');
    await page.getByRole('button', { name: 'Back to search' }).click();
    await prompt(page).waitFor();
    expect(await prompt(page).inputValue()).to.equal('a heist that goes wrong at night');
    await page.goForward();
    await resultsHeading(page).waitFor();
    await page.goBack();
    await prompt(page).waitFor();
    // The reloaded entry is the form's now: Back to it keeps the form as it is.
    await page.goBack();
    await prompt(page).waitFor();
    expect(await prompt(page).inputValue()).to.equal('a heist that goes wrong at night');
  });

  it('writes the description in the app font, not monospace', async function () {
    this.timeout(90_000);
    const { page } = await signedIn('typist');
    const [prompted, body] = await Promise.all([
      prompt(page).evaluate((element) => getComputedStyle(element).fontFamily),
      page.evaluate(() => getComputedStyle(document.body).fontFamily),
    ]);
    expect(prompted).to.equal(body);
    expect(prompted).not.to.match(/mono/i);
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`opens toasts under the header, whose menu and toggle stay usable (${mode})`, async function () {
      this.timeout(90_000);
      const { page } = await signedIn(`toasted-${mode}`, mode);
      await search(page, 'a feel-good comedy');
      const toast = page.locator('.bp6-toast').filter({ hasText: 'Recommendations fetched successfully' });
      await toast.waitFor();
      // Measured where it comes to rest: it slides in from above.
      await animationsSettled(page);
      const header = await page.locator('.app-header').boundingBox();
      const toastBox = await toast.boundingBox();
      expect(toastBox!.y).to.be.at.least(header!.y + header!.height);
      await browser.screenshot(`polish-results-toast-${mode}`, page);

      // While the toast is up, nothing of the header or its account menu is under it.
      expect(await onTop(page.locator('.app-header__inner'))).to.equal(true);
      await page.getByRole('button', { name: /^Account menu for / }).click();
      const items = await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem').all();
      expect(items.length).to.be.greaterThan(0);
      for (const item of items) expect(await onTop(item), await item.innerText()).to.equal(true);
      await browser.screenshot(`polish-account-menu-with-toast-${mode}`, page);
    });

    it(`shows disabled buttons with text at 4.5:1 or more (${mode})`, async function () {
      this.timeout(90_000);
      const { page } = await signedIn(`disabled-${mode}`, mode);
      const send = page.getByRole('button', { name: 'Get recommendations' });
      expect(await send.isDisabled()).to.equal(true);
      // The disabled primary send button, and the minimal and default ones of the results' cards.
      const contrasts: Record<string, number> = {};
      for (const [name, ratio] of await disabledButtonContrasts(page)) contrasts[name] = ratio;
      await browser.screenshot(`polish-disabled-send-${mode}`, page);
      await search(page, 'an old silent comedy');
      for (const [name, ratio] of await disabledButtonContrasts(page)) contrasts[name] = ratio;
      expect(Object.keys(contrasts)).to.include('Get recommendations');
      for (const [name, ratio] of Object.entries(contrasts)) expect(ratio, `${name} in ${mode}`).to.be.at.least(4.5);
    });

    it(`offers a way to find titles from an empty watchlist (${mode})`, async function () {
      this.timeout(90_000);
      const { page } = await signedIn(`empty-${mode}`, mode);
      const created = await callFromPage<{ watchlist: { _id: string } }>(page, 'POST', '/watchlist', { name: 'Someday', description: '' });
      await page.goto(browser.url(`/watchlist/${created.body.watchlist._id}`));
      await page.getByText('No movies in this watchlist yet').waitFor();
      const findTitles = page.getByRole('link', { name: 'Find titles' });
      await findTitles.waitFor();
      await browser.screenshot(`polish-empty-watchlist-${mode}`, page);
      await findTitles.click();
      await page.waitForURL(browser.url('/recommendations'));
      await prompt(page).waitFor();
    });

    it(`draws generated posters by genre and era, titles whole and readable (${mode})`, async function () {
      this.timeout(90_000);
      // On a screen with posters, so the app's poster styles are loaded.
      const { page } = await signedIn(`posters-${mode}`, mode);
      await search(page, 'a classic');
      await page.locator('.movie-poster').first().waitFor();
      // The app's own stylesheet and poster design, laid out as a grid of 24 varied films.
      await page.evaluate(
        (posters) => {
          const grid = document.createElement('div');
          grid.id = 'poster-grid';
          grid.style.cssText = 'display:grid;grid-template-columns:repeat(8,140px);gap:16px;padding:24px;background:var(--app-bg)';
          for (const poster of posters) {
            const element = document.createElement('div');
            element.className = 'movie-poster movie-poster--large movie-poster--generated';
            element.style.width = '140px';
            for (const [name, value] of Object.entries(poster.style)) element.style.setProperty(name, value);
            element.innerHTML =
              '<span class="movie-poster__face"><span class="movie-poster__title"></span><span class="movie-poster__year"></span></span>';
            element.querySelector('.movie-poster__title')!.textContent = poster.title;
            element.querySelector('.movie-poster__year')!.textContent = String(poster.year);
            grid.append(element);
          }
          document.getElementById('root')!.style.display = 'none';
          document.body.append(grid);
        },
        POSTER_FILMS.map((movie) => ({ title: movie.title, year: movie.year, style: posterStyle(movie) })),
      );
      await page.locator('#poster-grid').waitFor();
      await browser.screenshot(`polish-poster-grid-${mode}`, page);

      // Every title fits its poster: no line cut at the side, no descender cut at the bottom.
      const overflow = await page
        .locator('.movie-poster__title')
        .evaluateAll((titles) =>
          titles
            .filter((title) => title.scrollHeight > title.clientHeight + 1 || title.scrollWidth > title.clientWidth + 1)
            .map((title) => title.textContent),
        );
      expect(overflow).to.deep.equal([]);
    });
  }

  it('logs no React or Blueprint warning across the main screens', async function () {
    this.timeout(120_000);
    const { page } = browser;
    const warnings: string[] = [];
    page.on('console', (message) => {
      if ((message.type() === 'warning' || message.type() === 'error') && FRAMEWORK_WARNING.test(message.text()))
        warnings.push(message.text());
    });
    page.on('pageerror', (error) => warnings.push(error.message));
    for (const path of ['/', '/login', '/signup', '/forgot-password', '/contact', '/about']) {
      await page.goto(browser.url(path));
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    await signedIn('quiet');
    const [movie] = await recommendFromPage(page, { description: 'a tense thriller' });
    await page.getByRole('button', { name: /^Filters/ }).click();
    await search(page, 'a tense thriller');
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menu', { name: 'Account' }).waitFor();
    await page.keyboard.press('Escape');
    for (const path of ['/watchlists', '/favorites', `/movie/${movie!._id}`, '/me']) {
      await page.goto(browser.url(path));
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(warnings).to.deep.equal([]);
  });
});

/** Whether the element is what a click at its centre reaches (nothing lies over it). */
async function onTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
}

/**
 * Each shown disabled button's name and the contrast of its text on what is behind it. Plain
 * JavaScript: the page runs it as written (helpers compiled for Node would name their functions
 * with a function the page does not have).
 */
const DISABLED_BUTTON_CONTRASTS = `(() => {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  // Any CSS colour (color-mix, oklch, ...) to sRGB bytes and alpha, as the browser paints it.
  const rgba = (color) => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top, below) => [0, 1, 2].map((i) => top[i] * top[3] + below[i] * (1 - top[3]));
  const backdrop = (element) => {
    if (!element) return [255, 255, 255];
    const own = rgba(getComputedStyle(element).backgroundColor);
    return own[3] === 1 ? own.slice(0, 3) : over(own, backdrop(element.parentElement));
  };
  const channel = (value) => (value / 255 <= 0.04045 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4);
  const luminance = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  return [...document.querySelectorAll('.bp6-button:disabled, .bp6-button.bp6-disabled')]
    .filter((button) => button.offsetParent !== null && button.textContent.trim() !== '')
    .map((button) => {
      const behind = backdrop(button);
      const text = over(rgba(getComputedStyle(button).color), behind);
      const [light, dark] = [luminance(text), luminance(behind)].sort((a, b) => b - a);
      return [button.textContent.trim(), Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100];
    });
})()`;

async function disabledButtonContrasts(page: Page): Promise<[string, number][]> {
  return page.evaluate<[string, number][]>(DISABLED_BUTTON_CONTRASTS);
}

/** 24 films of every genre and era, with descenders (g, y, p, q, j) and long titles. */
const POSTER_FILMS: readonly PosterMovie[] = [
  { _id: 'p01', title: 'Gangs of Wasseypur', year: 2012, genre: ['Crime'] },
  { _id: 'p02', title: 'Pyaasa', year: 1957, genre: ['Drama'] },
  { _id: 'p03', title: 'Jaane Bhi Do Yaaro', year: 1983, genre: ['Comedy'] },
  { _id: 'p04', title: 'Psycho', year: 1960, genre: ['Horror'] },
  { _id: 'p05', title: 'Spirited Away', year: 2001, genre: ['Adventure'] },
  { _id: 'p06', title: 'Eternal Sunshine of the Spotless Mind', year: 2004, genre: ['Romance'] },
  { _id: 'p07', title: 'Mad Max: Fury Road', year: 2015, genre: ['Action'] },
  { _id: 'p08', title: 'Blade Runner 2049', year: 2017, genre: ['Sci-Fi'] },
  { _id: 'p09', title: 'Vertigo', year: 1958, genre: ['Mystery'] },
  { _id: 'p10', title: 'Parasite', year: 2019, genre: ['Thriller'] },
  { _id: 'p11', title: 'Kabhi Khushi Kabhie Gham', year: 2001, genre: ['Drama'] },
  { _id: 'p12', title: 'The Good, the Bad and the Ugly', year: 1966, genre: ['Action'] },
  { _id: 'p13', title: 'Dilwale Dulhania Le Jayenge', year: 1995, genre: ['Romance'] },
  { _id: 'p14', title: 'Sholay', year: 1975, genre: ['Adventure'] },
  { _id: 'p15', title: 'Everything Everywhere All at Once', year: 2022, genre: ['Sci-Fi'] },
  { _id: 'p16', title: 'Memories of Murder', year: 2003, genre: ['Crime'] },
  { _id: 'p17', title: 'Paheli', year: 2005, genre: ['Mystery'] },
  { _id: 'p18', title: 'Get Out', year: 2017, genre: ['Horror'] },
  { _id: 'p19', title: 'Pather Panchali', year: 1955, genre: ['Drama'] },
  { _id: 'p20', title: 'Singin’ in the Rain', year: 1952, genre: ['Comedy'] },
  { _id: 'p21', title: 'Andhadhun', year: 2018, genre: ['Thriller'] },
  { _id: 'p22', title: 'Metropolis', year: 1927, genre: ['Sci-Fi'] },
  { _id: 'p23', title: 'Zindagi Na Milegi Dobara', year: 2011, genre: ['Comedy'] },
  { _id: 'p24', title: 'Anbe Sivam', year: 2003, genre: ['Drama'] },
];
