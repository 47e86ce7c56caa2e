import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { AppOptions } from '@more-ai/launcher/app';
import { freePort } from '@more-ai/launcher/embedded-postgres';
import { fillSignUp, latestCode, mailsTo, newUser, type TestUser } from './accounts';
import { useBrowserApp, type BrowserApp } from './harness';

const SENT = 'We sent the code. Check your email (and your spam folder).';
const DELAYED = "Your code is taking longer than usual to send. We'll keep trying.";
const FAILED = 'We could not send your code. Please use Resend Code to get a new one.';
const OPENS_LATER = 'Resend Code opens when the wait below ends';

async function signUpInBrowser(browser: BrowserApp, page: Page, user: TestUser): Promise<void> {
  await page.goto(browser.url('/signup'));
  await fillSignUp(page, user);
  await page.waitForURL(browser.url('/verify-otp'));
}

/** Light, then dark through the header's toggle, then light again. */
async function screenshotBothThemes(browser: BrowserApp, page: Page, name: string): Promise<void> {
  await browser.screenshot(`${name}-light`, page);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await page.mouse.move(0, 0);
  await browser.screenshot(`${name}-dark`, page);
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await page.mouse.move(0, 0);
}

describe("A code's mail as the verify screen shows it, mail server up (browser)", () => {
  const browser = useBrowserApp('e2e_code_delivery');

  it('signs up and sees that the code was sent; the code in the mailbox verifies the e-mail', async () => {
    const { page } = browser;
    const user = newUser('meera');
    await signUpInBrowser(browser, page, user);

    await page.getByRole('status').filter({ hasText: SENT }).waitFor();
    expect(await page.getByRole('alert').count()).to.equal(0);
    await browser.screenshot('code-delivery-sent');
    expect(mailsTo(browser.app, user.email)).to.have.length(1);
    await page.getByLabel('Verification code').fill(await latestCode(browser.app, user.email));
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await page.waitForURL(browser.url('/recommendations'));
  });
});

describe("A code's mail as the verify and reset screens show it, mail server down (browser)", () => {
  // The app's clock runs `serverSkewMs` ahead of the real one: the test moves it past the 60 s
  // resend wait instead of sitting through it.
  let serverSkewMs = 0;
  const options: Partial<AppOptions> = {
    // A few seconds between tries: the screen says the code is late, then that it was given up on.
    mailRetryDelaysMs: [6_000, 6_000],
    clock: () => new Date(Date.now() + serverSkewMs),
    // Verified from the start: the one account that can reset its password with no mail going out.
    superadmin: { email: 'root.down@example.com', password: 'Popcorn#2025' },
  };
  // Runs before the harness starts the app, which reads `options` then: nothing listens on the port.
  before(async () => {
    options.smtpUrl = `smtp://127.0.0.1:${await freePort()}`;
  });
  const browser = useBrowserApp('e2e_code_delivery_down', options);

  it('warns while the server keeps trying, alerts once it gave up, and Resend Code asks for a new code after the wait', async function () {
    this.timeout(90_000);
    const { page } = browser;
    await page.clock.install();
    await signUpInBrowser(browser, page, newUser('tara'));

    const late = page.getByRole('status').filter({ hasText: DELAYED });
    await late.waitFor({ timeout: 15_000 });
    expect(await late.locator('.bp6-callout.bp6-intent-warning').count()).to.equal(1);
    await screenshotBothThemes(browser, page, 'code-delivery-delayed');

    const gaveUp = page.getByRole('alert').filter({ hasText: FAILED });
    await gaveUp.waitFor({ timeout: 30_000 });
    expect(await gaveUp.evaluate((element) => element.classList.contains('bp6-intent-danger'))).to.equal(true);
    expect(await late.count()).to.equal(0);
    // The mail failed within the 60 s since the code was asked for: Resend Code waits, and says so.
    const resend = page.getByRole('button', { name: 'Resend Code' });
    expect(await resend.isDisabled()).to.equal(true);
    expect(await gaveUp.textContent()).to.contain(OPENS_LATER);
    await screenshotBothThemes(browser, page, 'code-delivery-failed');

    serverSkewMs = 61_000;
    await page.clock.fastForward('01:01');
    // The wait is over: the alert no longer speaks of it, and Resend Code opens (click waits for that).
    await page.getByText(OPENS_LATER).waitFor({ state: 'detached' });
    expect(await gaveUp.count()).to.equal(1);
    await resend.click();
    await page.locator('.bp6-toast').filter({ hasText: 'A new code has been sent to your email.' }).waitFor();
    // The new code's mail is followed from then on: on its way, then late again (the server is still down).
    await gaveUp.waitFor({ state: 'detached' });
    await late.waitFor({ timeout: 15_000 });
    expect(await resend.isDisabled()).to.equal(true);
  });

  it('forgot password: step 2 warns, then alerts with a Resend Code of its own, which the server opens 60 s after the last code', async function () {
    this.timeout(90_000);
    const { page } = browser;
    await page.goto(browser.url('/forgot-password'));
    await page.getByLabel('Email').fill('root.down@example.com');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('OTP').waitFor();
    const sentNotice = page.getByText('OTP Sent! Check your email.');
    expect(await sentNotice.count()).to.equal(1);

    const late = page.getByRole('status').filter({ hasText: DELAYED });
    await late.waitFor({ timeout: 15_000 });
    // 'OTP Sent!' would contradict the warning.
    expect(await sentNotice.count()).to.equal(0);
    const gaveUp = page.getByRole('alert').filter({ hasText: FAILED });
    await gaveUp.waitFor({ timeout: 30_000 });
    await browser.screenshot('code-delivery-reset-failed');

    // Too soon: the server's own words, and the failed code's alert stays.
    await gaveUp.getByRole('button', { name: 'Resend Code' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /Please wait \d+ seconds before requesting a new code\./ })
      .waitFor();
    expect(await gaveUp.count()).to.equal(1);

    serverSkewMs += 61_000;
    await gaveUp.getByRole('button', { name: 'Resend Code' }).click();
    await gaveUp.waitFor({ state: 'detached' });
    await late.waitFor({ timeout: 15_000 });
    expect(await page.getByRole('alert').count()).to.equal(0);
  });
});
