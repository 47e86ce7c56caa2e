import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { latestCode, newUser, signIn, type TestUser } from './accounts';
import { axeViolations, injectAxe } from './axe';
import { useBrowserApp } from './harness';
import { createAppDatabase } from '@more-ai/testing/app';

describe('Browse, title search and person pages (browser)', () => {
  // The whole catalog is seeded once per test process into a template the app's database copies;
  // on a busy machine that takes longer than the harness gives its start, so it is made here first.
  before(async function () {
    this.timeout(600_000);
    await (await createAppDatabase('e2e_browse_template', { seed: true })).drop();
  });
  const browser = useBrowserApp('e2e_browse');
  let viewer: TestUser;

  before(async function () {
    this.timeout(60_000);
    viewer = newUser('browser');
    const post = (path: string, body: unknown) =>
      fetch(browser.url(path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('/api/auth/signup', viewer)).status).to.equal(201);
    // The code is mailed by a reaction to the signup: on a busy machine it may take more than the usual few seconds.
    let otp: string | undefined;
    for (let attempt = 0; attempt < 12 && otp === undefined; attempt += 1)
      otp = await latestCode(browser.app, viewer.email).catch(() => undefined);
    expect((await post('/api/auth/verify-email', { email: viewer.email, otp })).status).to.equal(200);
  });

  const params = (page: Page) => new URL(page.url()).searchParams;
  const cardTitles = (page: Page) => page.locator('.browse-grid[aria-label="Titles"] .browse-card__title').allInnerTexts();
  const loaded = (page: Page) => page.locator('.browse-grid[aria-label="Titles"], .browse-page .bp6-non-ideal-state').first().waitFor();

  async function openIn(mode: 'light' | 'dark'): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript((themeMode) => localStorage.setItem('themeMode', themeMode), mode);
    await injectAxe(page);
    await signIn(browser, page, viewer);
    return { page, errors };
  }

  it('browses with filters and a sort kept in the address, and Back returns to each view', async function () {
    this.timeout(180_000);
    const { page } = browser;
    await signIn(browser, page, viewer);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' }).click();
    await page.waitForURL(browser.url('/browse'));
    await loaded(page);
    const everything = await page.locator('.browse-page__summary').innerText();
    expect(everything).to.match(/^[\d,]+ titles/);
    expect(await cardTitles(page)).to.have.length(24);

    await page.getByRole('button', { name: 'Crime', exact: true }).click();
    await page.waitForURL(/genre=Crime/);
    await page.getByLabel('Language').selectOption('Korean');
    await page.waitForURL(/language=Korean/);
    await loaded(page);
    const korean = await page.locator('.browse-card__facts').allInnerTexts();
    expect(korean.length).to.be.greaterThan(1);
    for (const facts of korean) expect(facts).to.match(/ · Korean$/);
    expect(await page.getByRole('button', { name: 'Crime', exact: true }).getAttribute('aria-pressed')).to.equal('true');

    await page.getByLabel('Sort by').selectOption({ label: 'Title A–Z' });
    await page.waitForURL(/sort=title/);
    await loaded(page);
    const byTitle = await cardTitles(page);
    expect(byTitle).to.deep.equal([...byTitle].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(Object.fromEntries(params(page))).to.deep.equal({ genre: 'Crime', language: 'Korean', sort: 'title' });

    // The address is the whole view: opened anew, it shows the same titles.
    const shared = await browser.newPage();
    await signIn(browser, shared, viewer);
    await shared.goto(page.url());
    await loaded(shared);
    expect(await cardTitles(shared)).to.deep.equal(byTitle);

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('sort') && url.searchParams.get('language') === 'Korean');
    await loaded(page);
    expect(await page.getByLabel('Sort by').inputValue()).to.equal('newest');
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('genre') === 'Crime' && !url.searchParams.has('language'));
    expect(await page.getByLabel('Language').inputValue()).to.equal('');

    await page.goto(browser.url('/browse?language=Arabic&era=Older&genre=Horror'));
    await page.getByText('No titles match these filters').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await page.waitForURL(browser.url('/browse'));
    await loaded(page);
    expect(await page.locator('.browse-page__summary').innerText()).to.equal(everything);
  });

  it('pages through the catalog with Next and back with Back', async function () {
    this.timeout(180_000);
    const { page } = browser;
    await signIn(browser, page, viewer);
    await page.goto(browser.url('/browse?sort=oldest'));
    await loaded(page);
    const first = await cardTitles(page);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    await loaded(page);
    const second = await cardTitles(page);
    expect(second).to.have.length(24);
    expect(second.filter((title) => first.includes(title))).to.deep.equal([]);
    await page.goBack();
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    await loaded(page);
    expect(await cardTitles(page)).to.deep.equal(first);
  });

  it('finds a title typed with a typo from the header, opens it with the keyboard, and Escape closes the list', async function () {
    this.timeout(180_000);
    const { page } = browser;
    await signIn(browser, page, viewer);
    const box = page.getByRole('combobox', { name: 'Search titles and people' });
    await box.fill('the godfahter');
    const first = page.getByRole('option').first();
    await first.waitFor();
    expect(await first.locator('.title-search__name').innerText()).to.equal('The Godfather');
    expect(await first.locator('.title-search__facts').innerText()).to.equal('1972 · English');
    await box.press('Escape');
    await page.getByRole('listbox', { name: 'Suggestions' }).waitFor({ state: 'hidden' });
    expect(await box.getAttribute('aria-expanded')).to.equal('false');
    await box.press('ArrowDown');
    await first.waitFor();
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).to.equal(await first.getAttribute('id'));
    await box.press('Enter');
    await page.waitForURL(/\/movie\/[0-9a-f-]+$/);
    await page.getByRole('heading', { level: 1, name: 'The Godfather' }).waitFor();
    expect(await box.inputValue()).to.equal('');

    // Accents and people: 'amelie' finds Amélie, a director's name offers his page.
    await box.fill('amelie');
    await page.getByRole('option').first().filter({ hasText: 'Amélie2001 · French' }).waitFor();
    await box.fill('bong joon');
    await page
      .getByRole('option')
      .filter({ hasText: /^Bong Joon-hoPerson · \d+ titles$/ })
      .click();
    await page.waitForURL(browser.url('/person/Bong%20Joon-ho'));
    await page.getByRole('heading', { level: 1, name: 'Bong Joon-ho' }).waitFor();
  });

  it("reaches a director's page from a movie page, their films newest first with counts", async function () {
    this.timeout(180_000);
    const { page } = browser;
    await signIn(browser, page, viewer);
    const box = page.getByRole('combobox', { name: 'Search titles and people' });
    await box.fill('godfather');
    await page.getByRole('option').first().click();
    await page.getByRole('heading', { level: 1, name: 'The Godfather' }).waitFor();
    await page.locator('.movie-card--page').getByRole('link', { name: 'Francis Ford Coppola' }).click();
    await page.waitForURL(browser.url('/person/Francis%20Ford%20Coppola'));
    await page.getByRole('heading', { level: 1, name: 'Francis Ford Coppola' }).waitFor();
    const directed = page.locator('section[aria-labelledby="person-role-director"]');
    // The heading shows the name from the address at once; the films come with the person's answer.
    await directed.locator('.browse-card__title').first().waitFor();
    const titles = await directed.locator('.browse-card__title').allInnerTexts();
    expect(titles).to.include.members(['The Godfather', 'The Godfather Part II']);
    const years = (await directed.locator('.browse-card__facts').allInnerTexts()).map((facts) => Number(facts.slice(0, 4)));
    expect(years).to.deep.equal([...years].sort((a, b) => b - a));
    expect(await page.locator('.person-page__counts').innerText()).to.match(new RegExp(`^${titles.length} titles as director`));
    // A cast member's name on a movie page leads to their page too.
    await directed.getByRole('link', { name: 'The Godfather', exact: true }).click();
    const actor = page.locator('.movie-card--page .movie-card__details').getByRole('link', { name: 'Al Pacino' });
    await actor.click();
    await page.getByRole('heading', { level: 1, name: 'Al Pacino' }).waitFor();
    await page.locator('section[aria-labelledby="person-role-cast"] .browse-card__title').first().waitFor();
    expect(await page.locator('section[aria-labelledby="person-role-cast"] .browse-card__title').allInnerTexts()).to.include(
      'The Godfather',
    );
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`the browse page, the suggestions and a person page in ${mode} mode: axe finds nothing`, async function () {
      this.timeout(180_000);
      const { page, errors } = await openIn(mode);
      await page.goto(browser.url('/browse?genre=Drama&language=Hindi&sort=title'));
      await loaded(page);
      expect(await axeViolations(page), 'axe on /browse').to.deep.equal([]);
      await browser.screenshot(`browse-${mode}`, page);

      await page.getByRole('combobox', { name: 'Search titles and people' }).fill('parasit');
      await page.getByRole('option').first().waitFor();
      await page.getByRole('combobox', { name: 'Search titles and people' }).press('ArrowDown');
      expect(await axeViolations(page), 'axe on the suggestions').to.deep.equal([]);
      await browser.screenshot(`browse-search-${mode}`, page);

      await page.goto(browser.url('/person/Aamir%20Khan'));
      await page.getByRole('heading', { level: 1, name: 'Aamir Khan' }).waitFor();
      await page.locator('.browse-card__title').first().waitFor();
      expect(await axeViolations(page), 'axe on a person page').to.deep.equal([]);
      await browser.screenshot(`person-${mode}`, page);

      await page.goto(browser.url('/browse?platform=Nowhere'));
      await page.getByText('No titles match these filters').waitFor();
      expect(await axeViolations(page), 'axe on the empty state').to.deep.equal([]);
      await browser.screenshot(`browse-empty-${mode}`, page);
      expect(errors).to.deep.equal([]);
    });
  }
});
