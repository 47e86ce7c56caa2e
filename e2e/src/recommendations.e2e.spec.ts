import { expect } from 'chai';
import { accountDecider } from '@more-ai/command-api/accounts/decide';
import type { Locator, Page } from 'playwright-core';
import { newUser, registerVerifiedUser, signIn } from './accounts';
import { useBrowserApp } from './harness';
import { callFromPage, holdNextCall, recommendFromPage, signInFromPage } from './movies';

const EXHAUSTED = "You've used all your 20 search requests for today.";

describe('The Recommendations screen (browser)', () => {
  const browser = useBrowserApp('e2e_recommendations');

  const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text });
  const sendButton = (page: Page) => page.getByRole('button', { name: 'Get recommendations' });
  const resultCards = (page: Page) => page.locator('.results__list .movie-card');
  const quotaBar = (page: Page) => page.locator('.quota-bar');

  async function signedInOnRecommendations(prefix: string): Promise<Page> {
    const { page } = browser;
    const user = await registerVerifiedUser(browser, newUser(prefix));
    await signIn(browser, page, user);
    await page.waitForURL(browser.url('/recommendations'));
    await quotaBar(page).waitFor();
    return page;
  }

  it('finds movies by text: the overlay, the picks with their reasons, the prompt, the toast, one search less, and back', async () => {
    const page = await signedInOnRecommendations('texter');
    expect(await page.getByPlaceholder(/award-winning Korean dramas/).count()).to.equal(1);
    expect(await quotaBar(page).innerText()).to.match(/20 of 20 AI searches left today/);
    expect(await quotaBar(page).innerText()).to.match(/Resets \w+ \d+ at 12:00 AM IST/);
    expect(await sendButton(page).isDisabled()).to.equal(true);

    await page.getByLabel('What do you feel like watching?').fill('   ');
    expect(await sendButton(page).isDisabled()).to.equal(true);
    await page.getByLabel('What do you feel like watching?').fill('award-winning Korean thriller about class');
    expect(await sendButton(page).isDisabled()).to.equal(false);

    const held = await holdNextCall(page, '/recommendations/recommend');
    await sendButton(page).click();
    await page.getByText('Getting your recommendations...').waitFor();
    held.release();

    const heading = page.getByRole('heading', { level: 1, name: /^Here are your top \d+ picks powered by our AI$/ });
    await heading.waitFor();
    await toast(page, 'Recommendations fetched successfully').waitFor();
    const count = await resultCards(page).count();
    expect(count).to.be.within(1, 10);
    expect(await heading.textContent()).to.equal(`Here are your top ${count} picks powered by our AI`);
    expect(await page.locator('.results__asked').innerText()).to.match(
      /Based on your Prompt\s+“award-winning Korean thriller about class”/i,
    );
    expect(await page.getByText('Filters applied').count()).to.equal(0);
    for (const card of await resultCards(page).all()) await expectFullCard(card);
    expect(await resultCards(page).locator('.movie-card__reason').count()).to.equal(count);
    await browser.screenshot('recommendations-results-by-text', page);

    await page.getByRole('button', { name: 'Back to search' }).click();
    expect(await page.getByLabel('What do you feel like watching?').inputValue()).to.equal('award-winning Korean thriller about class');
    expect(await quotaBar(page).innerText()).to.match(/19 of 20 AI searches left today/);
  });

  it('finds movies by filters only: two values open the send button, every pick keeps to them, and the chips name them', async () => {
    const page = await signedInOnRecommendations('filterer');
    const toggle = page.getByRole('button', { name: /^Filters/ });
    expect(await toggle.getAttribute('aria-expanded')).to.equal('false');
    await toggle.click();
    const groups = page.locator('.filter-panel__group');
    expect(await groups.locator('legend').allTextContents()).to.deep.equal(['Genre', 'Language', 'Length', 'Era', 'Content type']);
    expect(await Promise.all((await groups.all()).map((group) => group.getByRole('button').count()))).to.deep.equal([10, 12, 5, 6, 6]);
    await browser.screenshot('recommendations-filters-open', page);

    const option = (group: string, name: string) =>
      page.locator('.filter-panel__group', { hasText: group }).getByRole('button', { name, exact: true });
    await option('Genre', 'Drama').click();
    expect(await option('Genre', 'Drama').getAttribute('aria-pressed')).to.equal('true');
    expect(await sendButton(page).isDisabled()).to.equal(true);
    expect(await page.locator('.search-panel__hint').textContent()).to.equal('Describe what you want, or pick at least 2 filters');
    await option('Language', 'Korean').click();
    expect(await sendButton(page).isDisabled()).to.equal(false);
    expect(await toggle.textContent()).to.contain('2');

    await sendButton(page).click();
    await page.getByRole('heading', { level: 1, name: /^Here are your top \d+ picks/ }).waitFor();
    expect(await page.getByText('Based on your Prompt').count()).to.equal(0);
    expect(await page.locator('.results__asked .bp6-tag').allTextContents()).to.deep.equal(['Genre: Drama', 'Language: Korean']);
    const cards = await resultCards(page).all();
    expect(cards.length).to.be.greaterThan(0);
    for (const card of cards) {
      expect(await card.locator('.movie-card__facts').innerText()).to.contain('Korean');
      expect(await card.locator('.movie-tags .bp6-tag').allTextContents()).to.include('Drama');
    }
    await browser.screenshot('recommendations-results-by-filters', page);
  });

  it("says 'No recommendations found' when nothing in the catalog fits", async () => {
    const page = await signedInOnRecommendations('picky');
    await page.getByRole('button', { name: /^Filters/ }).click();
    for (const [group, name] of [
      ['Genre', 'Horror'],
      ['Language', 'Kannada'],
      ['Length', 'Series'],
      ['Era', 'Older'],
      ['Content type', 'Feel good'],
    ]) {
      await page.locator('.filter-panel__group', { hasText: group! }).getByRole('button', { name: name!, exact: true }).click();
    }
    await sendButton(page).click();
    await page.getByRole('heading', { level: 1, name: 'No recommendations found' }).waitFor();
    expect(await page.locator('.results__asked .bp6-tag').allTextContents()).to.deep.equal([
      'Genre: Horror',
      'Language: Kannada',
      'Length: Series',
      'Era: Older',
      'Content type: Feel good',
    ]);
    expect(await resultCards(page).count()).to.equal(0);
  });

  it('shows the used-up allowance with an upgrade link, and a refusal from the server turns the bar to it', async () => {
    const { page } = browser;
    const user = await registerVerifiedUser(browser, newUser('heavy'));
    await signInFromPage(browser, page, user);
    for (let i = 0; i < 19; i += 1) await recommendFromPage(page, { description: `space adventure number ${i}` });

    await page.goto(browser.url('/recommendations'));
    await quotaBar(page).waitFor();
    expect(await quotaBar(page).innerText()).to.match(/1 of 20 AI searches left today/);
    // The last search goes elsewhere (another tab) while this screen still shows one left.
    await recommendFromPage(page, { description: 'one more space adventure' });
    await page.getByLabel('What do you feel like watching?').fill('a quiet family drama');
    await sendButton(page).click();
    await toast(page, EXHAUSTED).waitFor();
    await page.locator('.quota-bar--exhausted').waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Recommendations' }).count()).to.equal(1);

    await page.reload();
    const exhausted = page.locator('.quota-bar--exhausted');
    await exhausted.waitFor();
    expect(await exhausted.innerText()).to.contain(EXHAUSTED);
    expect(await exhausted.innerText()).to.match(/New searches at \w+ \d+ at 12:00 AM IST/);
    await page.getByLabel('What do you feel like watching?').fill('a quiet family drama');
    expect(await sendButton(page).isDisabled()).to.equal(true);
    await browser.screenshot('recommendations-quota-exhausted', page);

    // The upgrade flow starts right here: no billing info yet, so it is asked for first.
    await exhausted.getByRole('link', { name: 'Upgrade to PRO' }).click();
    await page.getByRole('dialog', { name: 'Billing Information' }).waitFor();
  });

  it('hides the quota bar from PRO users, who have no daily limit', async () => {
    const { page } = browser;
    const user = await registerVerifiedUser(browser, newUser('unlimited'));
    const { _id } = await signInFromPage(browser, page, user);
    // Payments sell PRO later; until then the plan changes through the system command.
    const changed = await browser.app.commands.handle(
      accountDecider,
      _id,
      { type: 'ChangePlan', plan: 'pro' },
      { actor: 'system', correlationId: 'e2e', causationId: 'e2e' },
    );
    await browser.app.watcher.waitFor(['users'], changed.position!, 10_000);
    // Signing in again picks up the plan, as it would after paying.
    expect(await signInFromPage(browser, page, user)).to.include({ subscriptionType: 'pro' });
    await page.goto(browser.url('/recommendations'));
    const usage = await callFromPage<{ requestsLimit: { totalRequests: number } }>(page, 'GET', '/user-subscriptions/api-request-usage');
    expect(usage.body.requestsLimit.totalRequests).to.equal(-1);
    await page.getByLabel('What do you feel like watching?').fill('feel-good comedies');
    await sendButton(page).click();
    await page.getByRole('heading', { level: 1, name: /^Here are your top \d+ picks/ }).waitFor();
    await page.getByRole('button', { name: 'Back to search' }).click();
    expect(await quotaBar(page).count()).to.equal(0);
  });
});

/** SPEC §2 movie card: title, year, length, language, Director, Cast, Synopsis, genres, a rating label and a poster. */
async function expectFullCard(card: Locator): Promise<void> {
  expect(await card.locator('.movie-card__title').textContent()).to.match(/\S/);
  expect(await card.locator('.movie-card__facts').innerText()).to.match(/^\d{4} · \S.* · \S+/);
  expect(await card.locator('.movie-card__rating').textContent()).to.match(/\S/);
  expect(await card.locator('dt').allTextContents()).to.include.members(['Cast', 'Synopsis']);
  expect(await card.locator('.movie-tags .bp6-tag').count()).to.be.greaterThan(0);
  expect(await card.getByRole('img', { name: /^Poster of / }).count()).to.equal(1);
}
