import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { fillSignIn, newUser, registerVerifiedUser, signIn } from './accounts';
import { useBrowserApp } from './harness';

describe('My account: /me, billing location, deleting the account (browser)', () => {
  const browser = useBrowserApp('e2e_my_account');

  it('shows who the user is, since when, and their (still empty) library', async () => {
    const { page } = browser;
    const user = await registerVerifiedUser(browser, newUser('zoya'));
    await signIn(browser, page, user);
    await page.goto(browser.url('/me'));
    await page.getByRole('heading', { level: 1, name: user.username }).waitFor();
    const profile = page.locator('.account-profile');
    expect(await profile.locator('.avatar').textContent()).to.equal('Z');
    expect(await profile.textContent()).to.contain(user.email);
    const today = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date());
    expect(await profile.textContent()).to.contain(`Member since ${today}`);
    expect(await profile.locator('dl').innerText()).to.match(/Watchlists\s+0\s+Favorites\s+0/);
    await page.locator('[data-plan="pro"]').waitFor();
    expect(await page.locator('#subscription-plans-section').textContent()).to.contain('Current plan: FREE');
  });

  it('edits the billing location: searchable lists, a state only for India, GST, Next/Update enablement', async () => {
    const { page } = browser;
    const user = await registerVerifiedUser(browser, newUser('priya'));
    await signIn(browser, page, user);
    await page.goto(browser.url('/me'));
    const card = page.locator('.account-card', { has: page.getByRole('heading', { name: 'Billing Location' }) });
    await card.getByText('No billing location yet.').waitFor();
    await card.getByRole('button', { name: 'Edit' }).click();

    const dialog = page.getByRole('dialog', { name: 'Billing Information' });
    await dialog.waitFor();
    const next = dialog.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).to.equal(true);
    expect(await dialog.getByText('Address (Optional)').count()).to.equal(1);
    expect(await dialog.getByLabel('State').count()).to.equal(0);

    // Case-insensitive search by name.
    expect(await pick(page, dialog.getByLabel('Country'), 'inDI', 'India')).to.include.members(['India', 'British Indian Ocean Territory']);
    const state = dialog.getByLabel('State');
    await state.waitFor();
    expect(await next.isDisabled()).to.equal(true);
    expect(await dialog.textContent()).to.contain('SGST 9% + CGST 9% in Telangana, IGST 18% in other states');

    await pick(page, state, 'TELA', 'Telangana');
    expect(await next.isDisabled()).to.equal(false);
    expect(await dialog.locator('.gst-note').textContent()).to.contain('SGST 9% + CGST 9% applies to your billing address in Telangana');
    await browser.screenshot('billing-dialog-india');
    await pick(page, state, 'karna', 'Karnataka');
    expect(await dialog.locator('.gst-note').textContent()).to.contain('IGST 18%');

    // Another country clears the state and needs none; back to India, a state is needed again.
    await pick(page, dialog.getByLabel('Country'), 'germ', 'Germany');
    expect(await dialog.getByLabel('State').count()).to.equal(0);
    expect(await dialog.locator('.gst-note').count()).to.equal(0);
    expect(await next.isDisabled()).to.equal(false);
    await pick(page, dialog.getByLabel('Country'), 'india', 'India');
    expect(await dialog.getByLabel('State').inputValue()).to.equal('');
    expect(await next.isDisabled()).to.equal(true);
    await pick(page, dialog.getByLabel('State'), 'telangana', 'Telangana');

    await dialog.getByLabel('Pin code').fill('500081');
    await dialog.getByLabel('City').fill('Hyderabad');
    await dialog.getByLabel('Street').fill('Road No. 36, Jubilee Hills');
    await dialog.getByLabel('Door number').fill('8-2-293');
    await next.click();
    await page.locator('.bp6-toast').filter({ hasText: 'Billing information updated successfully' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Telangana, India').waitFor();
    expect(await card.textContent()).to.contain('8-2-293, Road No. 36, Jubilee Hills, Hyderabad, 500081');
    expect(await card.locator('.gst-note').textContent()).to.contain('SGST 9% + CGST 9%');
    // The billing country is India now, so the plans show GST.
    expect(await page.locator('[data-plan="pro"] .plan-card__tax').textContent()).to.contain('GST (18%)');
    await browser.screenshot('me-with-billing');

    await card.getByRole('button', { name: 'Edit' }).click();
    const update = dialog.getByRole('button', { name: 'Update' });
    expect(await dialog.getByLabel('Country').inputValue()).to.equal('India');
    expect(await update.isDisabled()).to.equal(true);
    await dialog.getByLabel('City').fill('Secunderabad');
    expect(await update.isDisabled()).to.equal(false);
    await dialog.getByLabel('City').fill('Hyderabad');
    expect(await update.isDisabled()).to.equal(true);
  });

  it('deletes the account after confirmation: signed out, on /, and the e-mail is free again', async () => {
    const { page } = browser;
    const user = await registerVerifiedUser(browser, newUser('leaving'));
    await signIn(browser, page, user);
    await page.goto(browser.url('/me'));
    await page.getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Delete your account?').waitFor();
    await browser.screenshot('delete-account-confirm');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();

    await page.waitForURL(browser.url('/'));
    await page.locator('.bp6-toast').filter({ hasText: 'Account deleted successfully' }).waitFor();
    await page.getByRole('link', { name: 'Sign In / Register' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('csrfToken')])).to.deep.equal([null, null]);

    await page.goto(browser.url('/login'));
    await fillSignIn(page, user);
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    const again = await fetch(browser.url('/api/auth/signup'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(user),
    });
    expect(again.status).to.equal(201);
  });
});

/** Types into a searchable list, returns the names it offers, and picks one of them. */
async function pick(page: Page, input: Locator, query: string, choice: string): Promise<string[]> {
  await input.click();
  await input.fill(query);
  const options = page.locator('.bp6-suggest-popover').getByRole('option');
  await options.filter({ hasText: choice }).first().waitFor();
  const offered = await options.allTextContents();
  await options.getByText(choice, { exact: true }).click();
  await page.locator('.bp6-suggest-popover').waitFor({ state: 'detached' });
  return offered;
}
