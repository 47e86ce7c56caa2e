import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import { newUser, registerVerifiedUser, type TestUser } from './accounts';
import { axeViolations, injectAxe } from './axe';
import { useBrowserApp } from './harness';
import { callFromPage, signInFromPage } from './movies';

interface Film {
  id: string;
  title: string;
  year: number;
}

describe('Diary: watched, ratings and reviews (browser)', () => {
  // The sample catalog is enough for two films, and starts much faster than the whole one.
  const browser = useBrowserApp('e2e_diary', { catalogDir: SAMPLE_CATALOG_DIR });
  let diarist: TestUser;
  let reader: TestUser;
  let diaristId: string;
  let films: Film[];

  before(async function () {
    this.timeout(120_000);
    [diarist, reader] = [await registerVerifiedUser(browser, newUser('diarist')), await registerVerifiedUser(browser, newUser('reader'))];
    films = await browser.query<Film & Record<string, unknown>>(
      `SELECT id, title, year FROM rm_movies.movies WHERE year BETWEEN 1990 AND 2020 ORDER BY id LIMIT 2`,
    );
  });

  const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text });
  const entryCard = (page: Page, film: Film) => page.locator('.diary-entry').filter({ has: page.getByRole('link', { name: film.title }) });

  it('watches, rates and reviews a film from its page, finds it on /diary, edits it, sees it on the profile, and removes it', async function () {
    this.timeout(120_000);
    const { page } = browser;
    const film = films[0]!;
    diaristId = (await signInFromPage(browser, page, diarist))._id;
    await page.goto(browser.url(`/movie/${film.id}`));
    await page.getByRole('button', { name: `Mark watched: ${film.title}` }).click();

    const dialog = page.getByRole('dialog', { name: `Mark watched: ${film.title}` });
    await dialog.getByLabel('Date watched').fill('2025-06-15');
    const stars = dialog.getByRole('radiogroup', { name: `Your rating of ${film.title}` });
    await stars.getByRole('radio', { name: '4 stars' }).click();
    // The arrow keys move by half a star.
    await page.keyboard.press('ArrowRight');
    expect(await stars.getByRole('radio', { name: '4.5 stars' }).getAttribute('aria-checked')).to.equal('true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await stars.getByRole('radio', { name: '3.5 stars' }).getAttribute('aria-checked')).to.equal('true');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    expect(await stars.getByRole('radio', { name: '4.5 stars' }).getAttribute('aria-checked')).to.equal('true');
    await dialog.getByLabel('Review').fill('Slow, patient and worth every minute.');
    await dialog.getByText('37/2000').waitFor();
    await dialog.getByText('Private: only you can see it').click();
    await dialog.getByText('Public: shown on your profile').waitFor();
    await browser.screenshot('diary-dialog-light', page);
    await dialog.getByRole('button', { name: 'Add to diary' }).click();
    await toast(page, 'Added to your diary').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Watched ✓ 4.5', exact: false }).first().waitFor();

    await page.getByRole('link', { name: 'Diary', exact: true }).first().click();
    await page.waitForURL(/\/diary$/);
    await page.getByRole('heading', { name: 'June 2025' }).waitFor();
    const card = entryCard(page, film);
    await card.getByText('Slow, patient and worth every minute.').waitFor();
    expect(await card.getByRole('img', { name: 'Rated 4.5 stars of 5' }).count()).to.equal(1);
    expect(await card.getByText('Public').count()).to.equal(1);
    await browser.screenshot('diary-page-light', page);

    await card.getByRole('button', { name: `Edit the entry of ${film.title}` }).click();
    const editor = page.getByRole('dialog', { name: `Edit diary entry: ${film.title}` });
    await editor.getByRole('radio', { name: '3 stars' }).click();
    await editor.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Diary entry updated').waitFor();
    await card.getByRole('img', { name: 'Rated 3 stars of 5' }).waitFor();

    // A private entry of another film, logged as the app would, stays out of the profile.
    const secret = await callFromPage(page, 'POST', '/diary', { movieId: films[1]!.id, watchedOn: '2025-07-01', review: 'Just for me' });
    expect(secret.status).to.equal(201);

    const other = await browser.newPage();
    await signInFromPage(browser, other, reader);
    await other.goto(browser.url(`/profile/${diaristId}`));
    await other.getByRole('tab', { name: 'Diary' }).click();
    await entryCard(other, film).getByText('Slow, patient and worth every minute.').waitFor();
    expect(await other.getByText('Just for me').count()).to.equal(0);
    expect(await other.getByRole('button', { name: `Edit the entry of ${film.title}` }).count()).to.equal(0);
    await browser.screenshot('diary-profile-light', other);

    await page.reload();
    await entryCard(page, films[1]!).getByText('Private').waitFor();
    for (const target of [film, films[1]!]) {
      await entryCard(page, target)
        .getByRole('button', { name: `Remove the entry of ${target.title}` })
        .click();
      const confirm = page.locator('.diary-remove');
      await confirm.getByText('Remove from your diary?').waitFor();
      if (target === film) {
        // Escape closes the question and keeps the entry. The question takes focus as it opens (a frame
        // later); a key before that is the page's, as for any user.
        await page.waitForFunction(() => document.activeElement?.closest('.bp6-overlay-open') != null);
        await page.keyboard.press('Escape');
        await confirm.waitFor({ state: 'detached' });
        expect(await entryCard(page, film).count()).to.equal(1);
        await entryCard(page, film)
          .getByRole('button', { name: `Remove the entry of ${film.title}` })
          .click();
      }
      await page.locator('.diary-remove').getByRole('button', { name: 'Remove' }).click();
      await toast(page, 'Removed from your diary').last().waitFor();
      await entryCard(page, target).waitFor({ state: 'detached' });
    }
    await page.getByText('Your diary is empty').waitFor();
    await page.getByRole('link', { name: 'Get recommendations' }).waitFor();
    await browser.screenshot('diary-empty-light', page);
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`shows the diary, its dialog and a profile's diary without axe violations in ${mode} mode`, async function () {
      this.timeout(120_000);
      const page = await browser.newPage();
      await injectAxe(page);
      await page.addInitScript((themeMode) => localStorage.setItem('themeMode', themeMode), mode);
      await signInFromPage(browser, page, diarist);
      for (const [index, film] of films.entries()) {
        const answer = await callFromPage(page, 'POST', '/diary', {
          movieId: film.id,
          watchedOn: `2024-0${index + 3}-1${index}`,
          rating: 4.5 - index,
          review: `Seen in ${mode} mode: ${film.title} holds up.`,
          visibility: 'public',
          rewatch: index === 1,
        });
        expect(answer.status).to.equal(201);
      }
      await page.goto(browser.url('/diary'));
      await entryCard(page, films[0]!).first().waitFor();
      expect(await axeViolations(page)).to.deep.equal([]);
      await browser.screenshot(`diary-page-${mode}`, page);

      await entryCard(page, films[0]!)
        .first()
        .getByRole('button', { name: `Edit the entry of ${films[0]!.title}` })
        .click();
      await page
        .getByRole('dialog', { name: `Edit diary entry: ${films[0]!.title}` })
        .getByRole('radio', { name: '4.5 stars' })
        .waitFor();
      expect(await axeViolations(page)).to.deep.equal([]);
      await browser.screenshot(`diary-dialog-${mode}`, page);
      await page.keyboard.press('Escape');

      await page.goto(browser.url(`/movie/${films[0]!.id}`));
      await page.getByRole('button', { name: /Watched ✓ 4\.5/ }).waitFor();
      await browser.screenshot(`diary-movie-page-${mode}`, page);

      await page.goto(browser.url(`/profile/${diaristId}`));
      await page.getByRole('tab', { name: 'Diary' }).click();
      await entryCard(page, films[1]!).first().waitFor();
      expect(await axeViolations(page)).to.deep.equal([]);
      await browser.screenshot(`diary-profile-${mode}`, page);
    });
  }
});
