import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { newUser, registerVerifiedUser, type TestUser } from './accounts';
import { DESKTOP, PHONE, useBrowserApp } from './harness';
import { callFromPage, signInFromPage } from './movies';

describe('Watchlists /watchlists (browser)', () => {
  const browser = useBrowserApp('e2e_library_watchlists');
  let owner: TestUser;

  before(async function () {
    this.timeout(60_000);
    owner = await registerVerifiedUser(browser, newUser('listmaker'));
  });

  const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text });
  const dialog = (page: Page) => page.locator('.watchlist-dialog');

  async function openWatchlists(page: Page): Promise<void> {
    await signInFromPage(browser, page, owner);
    await page.goto(browser.url('/watchlists'));
  }

  it('creates, edits, shares and removes a watchlist', async () => {
    const { page, context } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.app.url });
    await openWatchlists(page);
    await page.getByText('No Watchlist yet!').waitFor();
    await browser.screenshot('watchlists-empty', page);

    await page.getByRole('button', { name: 'New Watchlist' }).click();
    await dialog(page).getByText('Create New Watchlist').waitFor();
    expect(await dialog(page).getByLabel('Name').getAttribute('maxlength')).to.equal('30');
    expect(await dialog(page).getByLabel('Description').getAttribute('maxlength')).to.equal('200');
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await dialog(page).getByText('Watchlist name is required').waitFor();

    // FREE users are offered PRO instead of a private list.
    await dialog(page).getByText('Make this watchlist private').click();
    const upgrade = page.locator('.upgrade-dialog');
    await upgrade.getByText('PRO Only: Private Watchlists').waitFor();
    expect(await upgrade.innerText()).to.contain('Creating private watchlists is available exclusively for PRO users.');
    await browser.screenshot('watchlists-private-pro-only', page);
    await upgrade.getByRole('button', { name: 'Maybe later' }).click();
    await upgrade.waitFor({ state: 'detached' });
    expect(await dialog(page).getByRole('checkbox').isChecked()).to.equal(false);

    await dialog(page).getByLabel('Name').fill('  Weekend picks  ');
    await dialog(page).getByLabel('Description').fill('Light films for Saturday nights');
    await browser.screenshot('watchlists-create-dialog', page);
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await toast(page, 'Watchlist created successfully').waitFor();
    const card = page.locator('.watchlist-card').filter({ hasText: 'Weekend picks' });
    expect(await card.innerText()).to.contain('Light films for Saturday nights');
    expect(await card.innerText()).to.contain('Public');
    await browser.screenshot('watchlists', page);

    await card.getByRole('button', { name: 'Edit Weekend picks' }).click();
    expect(await dialog(page).getByLabel('Name').inputValue()).to.equal('Weekend picks');
    await dialog(page).getByLabel('Name').fill('Sunday picks');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Watchlist updated successfully').waitFor();
    const renamed = page.locator('.watchlist-card').filter({ hasText: 'Sunday picks' });
    await renamed.waitFor();

    await renamed.getByRole('button', { name: 'Share Sunday picks' }).click();
    await toast(page, 'Watchlist link copied to clipboard!').waitFor();
    const id = await renamed.getAttribute('data-watchlist-id');
    expect(await page.evaluate(() => navigator.clipboard.readText())).to.equal(browser.url(`/shared/watchlist/${id}`));

    await renamed.getByRole('button', { name: 'Remove Sunday picks' }).click();
    await page.locator('.bp6-alert').getByRole('button', { name: 'Remove' }).click();
    await toast(page, 'Watchlist deleted successfully').waitFor();
    await page.getByText('No Watchlist yet!').waitFor();
    // What the page shows is what the server keeps.
    await page.reload();
    await page.getByText('No Watchlist yet!').waitFor();
  });

  it('warns at the last free slot and offers PRO instead of a sixth watchlist', async function () {
    this.timeout(60_000);
    const { page } = browser;
    await openWatchlists(page);
    for (const name of ['One', 'Two', 'Three', 'Four']) {
      expect((await callFromPage(page, 'POST', '/watchlist', { name })).status).to.equal(201);
    }
    await page.reload();
    await page.locator('.watchlist-card').nth(3).waitFor();
    await page.getByRole('button', { name: 'New Watchlist' }).click();
    await dialog(page).getByText('You can create 1 more watchlist on the FREE plan.').waitFor();
    await dialog(page).getByLabel('Name').fill('Five');
    await dialog(page).getByRole('button', { name: 'Create' }).click();
    await toast(page, 'Watchlist created successfully').waitFor();

    await page.getByRole('button', { name: 'New Watchlist' }).click();
    const upgrade = page.locator('.upgrade-dialog');
    await upgrade
      .getByText('You have reached the limit of 5 watchlists on the FREE plan. Upgrade to PRO for unlimited watchlists.')
      .waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    await browser.screenshot('watchlists-upgrade-dialog', page);
    await upgrade.getByRole('button', { name: 'Maybe later' }).click();
    await upgrade.waitFor({ state: 'detached' });
  });

  it('checks the limits before creating: the last answer when the check fails, else it says so', async () => {
    const { page } = browser;
    await signInFromPage(browser, page, owner);
    const unreachable = () => page.route('**/api/watchlist/can-create', (route) => route.abort(), { times: 1 });
    await page.goto(browser.url('/watchlists'));
    await unreachable();
    await page.getByRole('button', { name: 'New Watchlist' }).click();
    await toast(page, 'Unable to verify your watchlist limits. Please try again later.').waitFor();
    expect(await dialog(page).count()).to.equal(0);

    // Five lists from the test before: the server's refusal is remembered for when it cannot be asked.
    await page.getByRole('button', { name: 'New Watchlist' }).click();
    const upgrade = page.locator('.upgrade-dialog');
    await upgrade.getByRole('button', { name: 'Maybe later' }).click();
    await upgrade.waitFor({ state: 'detached' });
    await unreachable();
    await page.getByRole('button', { name: 'New Watchlist' }).click();
    await upgrade
      .getByText('You have reached the limit of 5 watchlists on the FREE plan. Upgrade to PRO for unlimited watchlists.')
      .waitFor();
    // The upgrade flow starts right here: no billing info yet, so it is asked for first.
    await upgrade.getByRole('button', { name: 'Upgrade to PRO' }).click();
    await page.getByRole('dialog', { name: 'Billing Information' }).waitFor();
  });

  it('shows the watchlists on every screen size and theme', async function () {
    this.timeout(60_000);
    const { page } = browser;
    await signInFromPage(browser, page, owner);
    for (const theme of ['light', 'dark']) {
      for (const [size, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.evaluate((value) => localStorage.setItem('themeMode', value), theme);
        await page.goto(browser.url('/watchlists'));
        await page.locator('.watchlist-card').first().waitFor();
        await browser.screenshot(`watchlists-${theme}-${size}`, page);
      }
    }
  });
});
