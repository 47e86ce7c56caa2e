import { expect } from 'chai';
import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, injectAxe } from './axe';
import { newUser, signIn } from './accounts';
import { DESKTOP, PHONE, useBrowserApp, type BrowserApp } from './harness';

const superadmin = { email: 'chief@example.com', password: 'Director#2025' };
/** Where the pages' screenshots go, to be looked at (not kept in the repository). */
const SHOTS = '/tmp/admin-ops-shots';

describe('Admin operations: the event log and the projections page (browser)', function () {
  this.timeout(240_000);
  // Small rebuild batches, so a rebuild of the seeded catalogue shows its progress before it swaps.
  const browser = useBrowserApp('e2e_admin_operations', { superadmin, rebuildBatchSize: 25 });

  before(async () => {
    await mkdir(SHOTS, { recursive: true });
  });

  it("browses the log by the correlation id of a request just made, opens an event's JSON and follows its chain", async () => {
    const { page } = browser;
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(browser, page, superadmin);
    const correlationId = `e2e-ops-${Date.now().toString(36)}`;
    const signup = await fetch(browser.url('/api/auth/signup'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Correlation-Id': correlationId },
      body: JSON.stringify(newUser('traced')),
    });
    expect(signup.status).to.equal(201);
    expect(signup.headers.get('X-Correlation-Id')).to.equal(correlationId);

    await openAdmin(page, 'Event log');
    await page.getByLabel('Correlation id').fill(correlationId);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/events' && url.searchParams.get('correlationId') === correlationId);
    const types = await untilRows(browser, page, 'Type', (texts) => texts.includes('AccountRegistered'));
    // Each row is of that request: the correlation column is the filter itself, not a link to it.
    const correlations = await columnTexts(page, 'Correlation');
    expect(correlations).to.have.length(types.length);
    for (const text of correlations) expect(correlationId.startsWith(text.replace('…', ''))).to.equal(true);

    // The address holds the filters: a reload shows the same view.
    await page.reload();
    await untilRows(browser, page, 'Type', (texts) => texts.includes('AccountRegistered'));
    expect(await page.getByLabel('Correlation id').inputValue()).to.equal(correlationId);

    // Rows open by keyboard: Tab reaches each row's button, Enter opens its details.
    const registered = page.getByRole('button', { name: /^Show event \S+, AccountRegistered$/ });
    await registered.focus();
    await page.keyboard.press('Enter');
    const drawer = page.locator('.event-drawer');
    await drawer.getByRole('heading', { level: 2, name: 'AccountRegistered' }).waitFor();
    const json = await drawer.getByRole('region', { name: 'Payload of AccountRegistered as JSON' }).textContent();
    const payload = JSON.parse(json!) as Record<string, unknown>;
    expect(payload).to.have.property('userId');
    expect(json).to.include('\n  "');
    await drawer.getByRole('button', { name: 'Copy JSON' }).click();
    await page.getByText('Payload copied').waitFor();
    expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).to.deep.equal(payload);
    await shoot(page, 'event-detail-1280-light');

    await drawer.getByRole('button', { name: 'Follow correlation' }).click();
    await drawer.getByRole('heading', { level: 2, name: 'Correlation chain' }).waitFor();
    const chain = drawer.getByRole('list', { name: 'Correlation chain' });
    await chain.getByText(correlationId, { exact: true }).waitFor();
    await chain.getByRole('button', { name: /^Show event AccountRegistered at / }).waitFor();
    expect(await chain.getByText('+0 ms', { exact: true }).count()).to.be.greaterThan(0);
    await shoot(page, 'event-chain-1280-light');
    // A node opens its event; the way back leads to the chain.
    await chain.getByRole('button', { name: /^Show event AccountRegistered at / }).click();
    await drawer.getByRole('heading', { level: 2, name: 'AccountRegistered' }).waitFor();
    await drawer.getByRole('button', { name: 'Back to the chain' }).click();
    await drawer.getByRole('heading', { level: 2, name: 'Correlation chain' }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // Per-user audit: the actor of an event links to everything that user did or had done to them.
    await page.goto(browser.url('/admin/events?type=SessionStarted'));
    await page.getByRole('link', { name: 'All events of chief' }).first().click();
    await page.waitForURL((url) => url.searchParams.has('user') && !url.searchParams.has('type'));
    // What they did, and what was done to them (their account's creation by the seed, as 'system').
    await untilRows(browser, page, 'Actor', (texts) => texts.includes('chief'));
  });

  it('tails live events with the filters, pauses (counting what comes) and resumes', async () => {
    const { page } = browser;
    await signIn(browser, page, superadmin);
    await page.goto(browser.url('/admin/events?type=ContactMessageSubmitted'));
    await page.getByRole('heading', { level: 1, name: 'Event log' }).waitFor();
    await page.getByRole('region', { name: 'Events' }).and(page.locator('[aria-busy="false"]')).waitFor();
    const status = page.getByRole('status').filter({ hasText: /Live|Paused/ });

    await page.getByText('Live', { exact: true }).click();
    await status.filter({ hasText: 'Live: new events appear at the top' }).waitFor();
    const first = await submitContact(browser, 'first');
    await untilRows(browser, page, 'Type', (texts) => texts[0] === 'ContactMessageSubmitted');
    await openRow(page, 0);
    await page.locator('.event-payload__json', { hasText: first }).waitFor();
    await page.keyboard.press('Escape');
    const shown = (await columnTexts(page, 'Position')).length;

    await page.getByRole('button', { name: 'Pause' }).click();
    await submitContact(browser, 'second');
    await status.filter({ hasText: 'Paused: 1 new event waiting' }).waitFor();
    expect(await columnTexts(page, 'Position')).to.have.length(shown);
    await shoot(page, 'event-log-live-paused-1280-light');

    await page.getByRole('button', { name: 'Resume' }).click();
    await untilRows(browser, page, 'Position', (texts) => texts.length === shown + 1);
    await status.filter({ hasText: 'Live: new events appear at the top' }).waitFor();
    // An event of another type is not the filter's: the tail does not show it.
    await fetch(browser.url('/api/auth/signup'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(newUser('other')),
    });
    await submitContact(browser, 'third');
    await untilRows(browser, page, 'Position', (texts) => texts.length === shown + 2);
    expect(new Set(await columnTexts(page, 'Type'))).to.deep.equal(new Set(['ContactMessageSubmitted']));

    await page.getByText('Live', { exact: true }).click();
    await status.filter({ hasText: 'Live tail off' }).waitFor();
  });

  it('rebuilds a projection from the page and shows the verification, while reads answer throughout; no event is parked', async () => {
    const { page } = browser;
    await signIn(browser, page, superadmin);
    await openAdmin(page, 'Projections');
    const card = projectorCard(page, 'movies');
    await card.getByText('running', { exact: true }).waitFor();
    await shoot(page, 'projections-1280-light');

    let reading = true;
    const reads: number[] = [];
    const reader = (async () => {
      while (reading) {
        reads.push((await page.request.get(browser.url('/api/movies?limit=5'))).status());
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      await card.getByRole('button', { name: 'Rebuild movies' }).click();
      const alert = page.getByRole('alertdialog');
      await alert.getByText('reads stay up on the live tables').waitFor();
      await alert.getByRole('button', { name: 'Rebuild' }).click();
      await card.getByRole('progressbar', { name: 'Rebuild of movies' }).waitFor({ timeout: 30_000 });
      // The replay's figures, once the projections service has started it (a quick one may be over first).
      await card
        .getByRole('status')
        .filter({ hasText: /^[1-9][\d,]* of [\d,]+ events/ })
        .waitFor({ timeout: 30_000 })
        .catch(() => undefined);
      await card.scrollIntoViewIfNeeded();
      await shoot(page, 'projections-rebuilding-1280-light');
      await card.getByText('Rebuilt tables equal the live ones').waitFor({ timeout: 180_000 });
    } finally {
      reading = false;
      await reader;
    }
    expect(reads.length).to.be.greaterThan(5);
    expect(new Set(reads)).to.deep.equal(new Set([200]));
    await card.getByRole('region', { name: 'Verification per table' }).getByText('Equal').first().waitFor();
    expect(await card.getByRole('button', { name: 'Rebuild movies' }).isEnabled()).to.equal(true);

    const parked = card.getByRole('button', { name: /^Parked events \(0 waiting\)/ });
    await parked.click();
    expect(await parked.getAttribute('aria-expanded')).to.equal('true');
    await card.getByText('No event was parked').waitFor();
    await card.scrollIntoViewIfNeeded();
    await shoot(page, 'projections-rebuilt-1280-light');
  });

  for (const viewport of [DESKTOP, PHONE]) {
    for (const mode of ['light', 'dark'] as const) {
      it(`both pages at ${viewport.width} px in ${mode} mode: axe finds nothing, no sideways scrolling`, async () => {
        const page = await browser.newPage({ viewport });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.addInitScript((themeMode) => localStorage.setItem('themeMode', themeMode), mode);
        await injectAxe(page);
        await signIn(browser, page, superadmin);
        const size = `${viewport.width}-${mode}`;

        await page.goto(browser.url('/admin/events'));
        await untilRows(browser, page, 'Type', (texts) => texts.length > 0);
        await expectClean(page, 'the event log');
        await shoot(page, `event-log-${size}`);

        await openRow(page, 0);
        const drawer = page.locator('.event-drawer');
        await drawer.getByRole('heading', { level: 3, name: 'Payload' }).waitFor();
        await expectClean(page, 'an event');
        await shoot(page, `event-detail-${size}`);
        await drawer.getByRole('button', { name: 'Follow correlation' }).click();
        await drawer.getByRole('list', { name: 'Correlation chain' }).waitFor();
        await expectClean(page, 'a correlation chain');
        await shoot(page, `event-chain-${size}`);
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'detached' });

        await page.goto(browser.url('/admin/projections'));
        await projectorCard(page, 'movies').waitFor();
        await projectorCard(page, 'movies')
          .getByRole('button', { name: /^Parked events/ })
          .click();
        await expectClean(page, 'the projections');
        await shoot(page, `projections-${size}`);
        expect(errors).to.deep.equal([]);
      });
    }
  }
});

/** Goes to an admin page by the side navigation (a phone's drawer is not needed at 1280 px). */
async function openAdmin(page: Page, title: string): Promise<void> {
  await page.locator('.admin-sidebar').getByRole('menuitem', { name: title }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** The texts of one column of the events table, top to bottom. */
async function columnTexts(page: Page, column: string): Promise<string[]> {
  const index = ['Position', 'Time', 'Type', 'Stream', 'Actor', 'Correlation'].indexOf(column);
  return page
    .getByRole('region', { name: 'Events' })
    .locator(`.bp6-table-quadrant-main .bp6-table-cell-col-${index}[class*='bp6-table-cell-row-']`)
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));
}

/**
 * Waits until a column shows what `ok` expects. The event log's read model follows the log a moment
 * behind a request made elsewhere: the list is read again (Apply) while it has not caught up.
 */
async function untilRows(browser: BrowserApp, page: Page, column: string, ok: (texts: string[]) => boolean): Promise<string[]> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const texts = await columnTexts(page, column);
    if (ok(texts)) return texts;
    await page.waitForTimeout(250);
    const live = await page.getByRole('switch', { name: 'Live' }).isChecked();
    if (attempt % 4 === 3 && !live) await page.getByRole('button', { name: 'Apply' }).click();
  }
  throw new Error(`The events table never showed the ${column} expected: ${(await columnTexts(page, column)).join(', ')}`);
}

/** Opens the details of the table's nth event. */
async function openRow(page: Page, index: number): Promise<void> {
  await page
    .getByRole('button', { name: /^Show event / })
    .nth(index)
    .click();
  await page.locator('.event-drawer .event-payload__json').waitFor();
}

/** Sends the Contact Us form through the API (an event anyone can cause); its message is returned. */
async function submitContact(browser: BrowserApp, word: string): Promise<string> {
  const message = `Live tail check ${word} ${Date.now()}`;
  const response = await fetch(browser.url('/api/contacts/submit'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Tail Tester', email: 'tail@example.com', message }),
  });
  expect(response.status, await response.text()).to.be.oneOf([200, 201]);
  return message;
}

function projectorCard(page: Page, name: string): Locator {
  return page.getByRole('group', { name, exact: true });
}

async function expectClean(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${what}`).to.deep.equal([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    `sideways scrolling on ${what}`,
  ).to.be.at.most(0);
}

/** The window as it is shown, and the whole page beside it. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  await page.screenshot({ path: `${SHOTS}/${name}-full.png`, fullPage: true });
}
