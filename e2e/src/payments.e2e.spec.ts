import { readFile } from 'node:fs/promises';
import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { readPdfText } from '@more-ai/testing/pdf-text';
import { newUser, registerVerifiedUser, signIn, type TestUser } from './accounts';
import { useBrowserApp, type BrowserApp } from './harness';

/**
 * SPEC §4 upgrade flow, payment dialog and plan, through the UI with the embedded Razorpay sandbox's
 * checkout (its test instruments: UPI success@razorpay and failure@razorpay, card 4100 2800 0000 1007).
 */
describe('Payments: upgrading to PRO, the receipt, history and downgrades (browser)', function () {
  this.timeout(120_000);
  const browser = useBrowserApp('e2e_payments');

  it('a FREE user upgrades with UPI, lands on the receipt, downloads it, and is PRO on /me with the payment in the history', async () => {
    const { page } = browser;
    const user = await signedIn(browser, newUser('payer'));
    await page.goto(browser.url('/me'));
    await page.locator('[data-plan="pro"]').getByRole('button', { name: 'Upgrade to PRO' }).click();

    // No billing info yet: the Billing Information dialog comes first, with Next.
    const billing = await fillBilling(page, 'india', 'India', 'Telangana');
    await browser.screenshot('payments-billing-next');
    await billing.getByRole('button', { name: 'Next' }).click();

    const summary = page.getByRole('dialog', { name: 'Payment Summary' });
    await summary.waitFor();
    const amounts = await summary.locator('.payment-amounts').innerText();
    expect(amounts)
      .to.match(/₹149\.00/)
      .and.match(/SGST \(9%\)\s+₹13\.41/)
      .and.match(/CGST \(9%\)\s+₹13\.41/)
      .and.match(/Total\s+₹175\.82/);
    expect(amounts).not.to.contain('IGST');
    expect(await summary.textContent()).to.contain('Telangana, India');
    await browser.screenshot('payments-summary-telangana');

    // 'Update' goes back to the billing dialog and returns to the summary: another state, IGST.
    await summary.getByRole('button', { name: 'Update billing location' }).click();
    await billing.getByRole('button', { name: 'Update' }).waitFor();
    await pick(page, billing.getByLabel('State'), 'karna', 'Karnataka');
    await billing.getByRole('button', { name: 'Update' }).click();
    await summary.getByText('Karnataka, India').waitFor();
    expect(await summary.locator('.payment-amounts').innerText()).to.match(/IGST \(18%\)\s+₹26\.82/);
    await summary.getByRole('button', { name: 'Update billing location' }).click();
    await pick(page, billing.getByLabel('State'), 'telan', 'Telangana');
    await billing.getByRole('button', { name: 'Update' }).click();
    await summary.getByText('Telangana, India').waitFor();

    await payInCheckout(page, '₹175.82', { upi: 'success@razorpay' });

    const success = page.getByRole('dialog', { name: 'Payment Successful!' });
    await success.waitFor();
    await browser.screenshot('payments-success-dialog');
    await page.waitForURL(/\/subscription-success\?payment=/);
    const receipt = page.locator('.receipt');
    await receipt.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    const receiptText = await receipt.innerText();
    expect(receiptText)
      .to.match(/Invoice number\s+MA\/\d\d-\d\d\/\d{5}/)
      .and.match(/Total\s+₹175\.82/)
      .and.contain('SGST (9%)');
    const transactionId = (await receipt.locator('dt:text-is("Transaction ID") + dd').innerText()).trim();
    expect(transactionId).to.match(/^pay_/);
    await browser.screenshot('payments-receipt');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      receipt.getByRole('button', { name: 'Download receipt' }).click(),
    ]);
    expect(download.suggestedFilename()).to.equal(`MoRe-AI-${transactionId}.pdf`);
    await page.locator('.bp6-toast').filter({ hasText: 'Receipt downloaded successfully' }).waitFor();
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 4).toString('latin1')).to.equal('%PDF');
    expect((await readPdfText(new Uint8Array(pdf))).text).to.contain('₹175.82');

    // The receipt survives a reload: its payment id is in the URL. (The rest of this test is in the dark theme.)
    await page.evaluate(() => localStorage.setItem('themeMode', 'dark'));
    await page.reload();
    await receipt.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    expect(await receipt.innerText()).to.contain(transactionId);
    await browser.screenshot('payments-receipt-dark');

    // PRO at once, on /me too, with the payment in the history.
    await receipt.getByRole('link', { name: 'Go to my account' }).click();
    await page.waitForURL(browser.url('/me'));
    const section = page.locator('#subscription-plans-section');
    await section.getByText(/Active until \w+ \d+, \d{4}/).waitFor();
    expect(await section.textContent()).to.contain('Current plan: PRO');
    const history = page.locator('.transaction-history');
    const row = history.locator('tbody tr', { hasText: transactionId });
    await row.waitFor();
    expect(await row.innerText())
      .to.contain('₹175.82')
      .and.contain('Completed');
    expect(
      await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { subscriptionType?: string }).subscriptionType),
    ).to.equal('pro');
    await browser.screenshot('payments-me-pro');

    const [again] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /Download receipt/ }).click()]);
    expect(again.suggestedFilename()).to.equal(`MoRe-AI-${transactionId}.pdf`);
    expect(await page.locator('.account-profile').textContent()).to.contain(user.email);
  });

  it('a PRO user schedules a downgrade after seeing what it would archive, then keeps PRO', async () => {
    const { page } = browser;
    await signedIn(browser, newUser('downgrader'));
    await page.goto(browser.url('/me'));
    await page.locator('[data-plan="pro"]').getByRole('button', { name: 'Upgrade to PRO' }).click();
    await payThroughUi(page, { country: 'germ', countryName: 'Germany', instrument: { upi: 'success@razorpay' }, total: '₹149.00' });
    await page.goto(browser.url('/me'));
    const section = page.locator('#subscription-plans-section');
    await section.getByRole('button', { name: 'Downgrade to FREE plan' }).click();

    const confirm = page.getByRole('dialog', { name: 'Downgrade to FREE plan' });
    await confirm.getByText('Everything you have fits the FREE plan').waitFor();
    await browser.screenshot('payments-downgrade-confirm');
    await confirm.getByRole('button', { name: 'Downgrade at period end' }).click();
    await page.locator('.bp6-toast').filter({ hasText: 'Downgrade scheduled successfully' }).waitFor();
    await section.getByText('Downgrade Pending').waitFor();
    await page.getByText(/Your PRO plan ends on \w+ \d+, \d{4}; you move to FREE then/).waitFor();
    await browser.screenshot('payments-downgrade-pending');

    await section.getByRole('button', { name: 'Keep PRO plan' }).click();
    await page.locator('.bp6-toast').filter({ hasText: 'Downgrade cancelled successfully' }).waitFor();
    await section.getByRole('button', { name: 'Downgrade to FREE plan' }).waitFor();
    expect(await section.getByText('Downgrade Pending').count()).to.equal(0);

    // Now, at once: an alert, a reload, FREE.
    page.once('dialog', (alert) => {
      expect(alert.message()).to.equal('Successfully downgraded to FREE plan');
      void alert.accept();
    });
    await section.getByRole('button', { name: 'Downgrade to FREE plan' }).click();
    await confirm.getByRole('button', { name: 'Downgrade now' }).click();
    await page.waitForEvent('load');
    await section.getByText('Current plan: FREE').waitFor();
  });

  it('a payment refused by the gateway shows Payment Failed with its code and a support reference; the user stays FREE', async () => {
    const { page } = browser;
    await signedIn(browser, newUser('declined'));
    // From the landing page's plan card this time.
    await page.goto(browser.url('/'));
    await page.locator('[data-plan="pro"]').getByRole('button', { name: 'Upgrade to PRO' }).click();
    await (await fillBilling(page, 'germ', 'Germany')).getByRole('button', { name: 'Next' }).click();
    const summary = page.getByRole('dialog', { name: 'Payment Summary' });
    await summary.waitFor();
    const amounts = await summary.locator('.payment-amounts').innerText();
    expect(amounts).to.match(/Total\s+₹149\.00/);
    expect(amounts).not.to.match(/GST/);
    await payInCheckout(page, '₹149.00', { upi: 'failure@razorpay' });

    const failed = page.getByRole('dialog', { name: 'Payment Failed' });
    await failed.waitFor();
    const text = await failed.innerText();
    expect(text)
      .to.match(/Error code\s+PAYMENT_FAILED/)
      .and.match(/Support reference\s+pay_\w+/);
    expect(await failed.getByRole('alert').count()).to.equal(1);
    await browser.screenshot('payments-failed');

    // Retry Payment starts over: billing is complete now, so the summary, which knows it is the sandbox.
    await failed.getByRole('button', { name: 'Retry Payment' }).click();
    await summary.getByText('Sandbox: no real money moves.').waitFor();
    await browser.screenshot('payments-summary-abroad-sandbox');
    await summary.getByRole('button', { name: 'Pay ₹149.00' }).click();
    await (await sandboxCheckout(page)).getByRole('button', { name: 'Close' }).click();
    await failed.getByText('PAYMENT_WINDOW_CLOSED').waitFor();
    await failed.getByRole('button', { name: 'Try Again' }).click();
    await failed.waitFor({ state: 'detached' });

    await page.goto(browser.url('/me'));
    const section = page.locator('#subscription-plans-section');
    await section.locator('[data-plan="pro"]').getByRole('button', { name: 'Upgrade to PRO' }).waitFor();
    expect(await section.textContent()).to.contain('Current plan: FREE');
    const current = await page.evaluate(async () => {
      const response = await fetch('/api/user-subscriptions/current', { headers: { Accept: 'application/json' } });
      return ((await response.json()) as { subscription: { type: string } }).subscription.type;
    });
    expect(current).to.equal('free');
  });

  it("a FREE user pays by card 4100 2800 0000 1007 from the 'PRO Only: Private Watchlists' dialog and is PRO", async () => {
    const { page } = browser;
    await signedIn(browser, newUser('carder'));
    await page.goto(browser.url('/watchlists'));
    await page.getByRole('button', { name: 'New Watchlist' }).click();
    await page.getByRole('dialog', { name: 'Create New Watchlist' }).getByText('Make this watchlist private').click();
    const upgrade = page.locator('.upgrade-dialog');
    await upgrade.getByText('PRO Only: Private Watchlists').waitFor();
    await upgrade.getByRole('button', { name: 'Upgrade to PRO' }).click();
    // The server takes its time verifying: the dialog says so meanwhile.
    await page.route('**/api/payments/verify', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const processing = page.getByRole('dialog', { name: 'Processing Payment' });
    await payThroughUi(page, {
      country: 'india',
      countryName: 'India',
      state: 'Telangana',
      instrument: { card: '4100 2800 0000 1007' },
      total: '₹175.82',
      whilePaying: async () => {
        await processing.getByRole('status').getByText('Verifying your payment').waitFor();
        await browser.screenshot('payments-processing');
      },
    });
    // The dialog closes as the success page opens; its closing may outlast the navigation by a frame.
    await processing.waitFor({ state: 'detached' });
    await page.locator('.receipt').getByText('₹175.82').first().waitFor();
    // The watchlist editor the upgrade started from stays behind on /watchlists.
    expect(await page.getByRole('dialog', { name: 'Create New Watchlist' }).count()).to.equal(0);
    await page.goto(browser.url('/me'));
    await page.locator('.transaction-history tbody tr').first().waitFor();
    expect(await page.locator('#subscription-plans-section').textContent()).to.contain('Current plan: PRO');
  });
});

async function signedIn(browser: BrowserApp, user: TestUser): Promise<TestUser> {
  await registerVerifiedUser(browser, user);
  await signIn(browser, browser.page, user);
  return user;
}

/** The sandbox's checkout dialog, once it is open. */
async function sandboxCheckout(page: Page): Promise<Locator> {
  const checkout = page.getByRole('dialog', { name: /Razorpay sandbox/ });
  await checkout.waitFor();
  return checkout;
}

/** Fills the Billing Information dialog checkout opened; Next is left to the caller. */
async function fillBilling(page: Page, country: string, countryName: string, state?: string): Promise<Locator> {
  const billing = page.getByRole('dialog', { name: 'Billing Information' });
  await billing.waitFor();
  await pick(page, billing.getByLabel('Country'), country, countryName);
  if (state) await pick(page, billing.getByLabel('State'), state.slice(0, 5), state);
  await billing.getByLabel('Pin code').fill(state ? '500081' : '10115');
  await billing.getByLabel('City').fill(state ? 'Hyderabad' : 'Berlin');
  await billing.getByLabel('Street').fill(state ? 'Road No. 36, Jubilee Hills' : 'Invalidenstraße');
  await billing.getByLabel('Door number').fill(state ? '8-2-293' : '12');
  return billing;
}

/** Goes on from 'Upgrade to PRO' through billing, the summary and the sandbox checkout, to the receipt. */
async function payThroughUi(
  page: Page,
  options: {
    country: string;
    countryName: string;
    state?: string;
    instrument: { upi: string } | { card: string };
    total: string;
    /** What to check once paid, before the receipt. */
    whilePaying?: () => Promise<void>;
  },
): Promise<void> {
  const billing = await fillBilling(page, options.country, options.countryName, options.state);
  await billing.getByRole('button', { name: 'Next' }).click();
  await payInCheckout(page, options.total, options.instrument);
  await options.whilePaying?.();
  await page.waitForURL(/\/subscription-success\?payment=/);
}

/** Pay on the Payment Summary, then in the sandbox's checkout with one of its test instruments. */
async function payInCheckout(page: Page, total: string, instrument: { upi: string } | { card: string }): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Payment Summary' })
    .getByRole('button', { name: `Pay ${total}` })
    .click();
  const checkout = await sandboxCheckout(page);
  if ('upi' in instrument) {
    await checkout.getByLabel('UPI ID').fill(instrument.upi);
  } else {
    await checkout.getByRole('radio', { name: /Card/ }).check();
    await checkout.getByLabel('Card number').fill(instrument.card);
  }
  await checkout.getByRole('button', { name: `Pay ${total}` }).click();
}

/** Types into a searchable list and picks one of the names it offers. */
async function pick(page: Page, input: Locator, query: string, choice: string): Promise<void> {
  await input.click();
  await input.fill(query);
  const options = page.locator('.bp6-suggest-popover').getByRole('option');
  await options.getByText(choice, { exact: true }).click();
  await page.locator('.bp6-suggest-popover').waitFor({ state: 'detached' });
}
