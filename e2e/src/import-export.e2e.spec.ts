import { expect } from 'chai';
import { mkdir, readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { strToU8, zipSync } from 'fflate';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import { newUser, registerVerifiedUser, type TestUser } from './accounts';
import { axeViolations, injectAxe } from './axe';
import { useBrowserApp } from './harness';
import { signInFromPage } from './movies';

const SHOTS = '/tmp/shots-imports';

// A Letterboxd export as the .zip holds it: one title spelled with a typo, one not in the catalog.
const DIARY = [
  'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
  '2024-01-03,Parasite,2019,https://boxd.it/a,4.5,,,2024-01-02',
  '2024-01-06,Spirited Awayy,2001,https://boxd.it/d,5,,,2024-01-06',
  '2024-01-08,A Film Nobody Made,2020,https://boxd.it/f,2,,,2024-01-08',
].join('\r\n');
const WATCHED = 'Date,Name,Year,Letterboxd URI\n2023-03-04,Memento,2000,https://boxd.it/g\n';
const WATCHLIST = 'Date,Name,Year,Letterboxd URI\n2024-03-01,Toy Story,1995,u\n';
const EXPORT = Buffer.from(zipSync({ 'diary.csv': strToU8(DIARY), 'watched.csv': strToU8(WATCHED), 'watchlist.csv': strToU8(WATCHLIST) }));

describe('Importing from Letterboxd and downloading my data (browser)', () => {
  const browser = useBrowserApp('e2e_imports', { catalogDir: SAMPLE_CATALOG_DIR });
  let users: TestUser[];

  before(async function () {
    this.timeout(120_000);
    await mkdir(SHOTS, { recursive: true });
    users = [await registerVerifiedUser(browser, newUser('importer')), await registerVerifiedUser(browser, newUser('importer'))];
  });

  const shot = async (page: Page, name: string) => {
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
    await browser.screenshot(name, page);
  };

  for (const [index, mode] of (['light', 'dark'] as const).entries()) {
    it(`imports a Letterboxd export with a typo reviewed, shows the films in the diary and downloads them (${mode})`, async function () {
      this.timeout(180_000);
      const page = await browser.newPage();
      await injectAxe(page);
      await page.addInitScript((themeMode) => localStorage.setItem('themeMode', themeMode), mode);
      await signInFromPage(browser, page, users[index]!);

      await page.goto(browser.url('/me'));
      await page.getByRole('heading', { name: 'Download my data' }).waitFor();
      await page.getByRole('link', { name: 'Import from Letterboxd or IMDb' }).click();
      await page.waitForURL(/\/import$/);
      await page.getByRole('heading', { name: 'Import from Letterboxd or IMDb' }).waitFor();
      expect(await axeViolations(page)).to.deep.equal([]);
      await shot(page, `import-choose-${mode}`);

      // A file that is not an export is refused with the server's words.
      await page.getByLabel('Export file').setInputFiles({ name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') });
      await page.getByRole('alert').getByText('This does not look like a Letterboxd or IMDb export', { exact: false }).waitFor();

      // The access token expires while the member picks the file: the upload refreshes the session and goes through.
      await page.context().clearCookies({ name: 'more_ai_access' });
      let refreshes = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/auth/refresh') refreshes += 1;
      });
      await page.getByLabel('Export file').setInputFiles({ name: 'letterboxd-export.zip', mimeType: 'application/zip', buffer: EXPORT });
      await page.waitForURL(/\/import\/[0-9a-f-]{36}$/);
      const reviewUrl = page.url();
      expect(refreshes).to.be.greaterThan(0);
      const showsTheReview = async () => {
        await page.getByText('3 matched').waitFor();
        await page.getByText('1 to review').waitFor();
        await page.getByText('1 not in our catalog').waitFor();
        await page.getByText('A Film Nobody Made (2020)').waitFor();
        await page.getByRole('radio', { name: 'Use Spirited Away (2001)' }).waitFor();
        await page.getByRole('button', { name: 'Import 3 titles' }).waitFor();
      };
      await showsTheReview();
      // The review lives at its address: a reload reads it back, the same rows.
      await page.reload();
      await showsTheReview();
      await page.getByText('Use Spirited Away (2001)').click();
      expect(await page.getByRole('radio', { name: 'Use Spirited Away (2001)' }).isChecked()).to.equal(true);
      const confirm = page.getByRole('button', { name: 'Import 4 titles' });
      await confirm.waitFor();
      expect(await axeViolations(page)).to.deep.equal([]);
      await shot(page, `import-review-${mode}`);
      await confirm.click();

      await page.getByRole('heading', { name: 'Imported' }).waitFor();
      await page.getByText('3 entries added to your diary.').waitFor();
      await page.getByText('1 title added to ‘Letterboxd watchlist’.').waitFor();
      expect(await axeViolations(page)).to.deep.equal([]);
      await shot(page, `import-done-${mode}`);
      // Opened again once applied, it shows what it added, not the review.
      await page.goto(reviewUrl);
      await page.getByRole('heading', { name: 'Imported' }).waitFor();
      await page.getByText('3 entries added to your diary.').waitFor();
      expect(await page.getByRole('button', { name: /^Import \d+ titles?$/ }).count()).to.equal(0);

      await page.getByRole('link', { name: 'Open your diary' }).click();
      await page.waitForURL(/\/diary$/);
      for (const title of ['Parasite', 'Spirited Away', 'Memento']) await page.getByRole('link', { name: title }).first().waitFor();

      await page.goto(browser.url('/me'));
      const card = page.locator('.account-card').filter({ has: page.getByRole('heading', { name: 'Download my data' }) });
      await card.scrollIntoViewIfNeeded();
      await shot(page, `data-export-card-${mode}`);
      const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download JSON' }).click()]);
      expect(download.suggestedFilename()).to.match(/^more-ai-export-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
        diary: { title: string }[];
        watchlists: { name: string }[];
      };
      expect(data.diary.map((entry) => entry.title).sort()).to.deep.equal(['Memento', 'Parasite', 'Spirited Away']);
      expect(data.watchlists.map((list) => list.name)).to.deep.equal(['Letterboxd watchlist']);

      // Another member's import, like one that does not exist, is not found, with a way to start again.
      const other = await browser.newPage();
      await injectAxe(other);
      await other.addInitScript((themeMode) => localStorage.setItem('themeMode', themeMode), mode);
      await signInFromPage(browser, other, users[1 - index]!);
      await other.goto(reviewUrl);
      await other.getByRole('heading', { name: 'Import not found' }).waitFor();
      await other.getByRole('alert').getByText('This import is not in your account', { exact: false }).waitFor();
      expect(await axeViolations(other)).to.deep.equal([]);
      await shot(other, `import-missing-${mode}`);
      await other.getByRole('link', { name: 'Start a new import' }).click();
      await other.waitForURL(/\/import$/);
      await other.getByLabel('Export file').waitFor();
    });
  }
});
