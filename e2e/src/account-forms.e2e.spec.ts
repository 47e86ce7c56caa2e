import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { acceptTerms, GOOD_PASSWORD, latestCode, newUser, registerVerifiedUser } from './accounts';
import { useBrowserApp } from './harness';

/** SPEC §5 validation messages of the account forms, as the browser shows them. */
describe('Account forms: every validation message (browser)', () => {
  const browser = useBrowserApp('e2e_account_forms');

  const helpers = (page: Page) => page.locator('.bp6-form-helper-text');
  const alert = (page: Page) => page.getByRole('alert');

  it('signup: Create account stays disabled until the password is valid and confirmed, and says why', async () => {
    const { page } = browser;
    const user = newUser('form');
    const create = page.getByRole('button', { name: 'Create account' });
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm password', { exact: true });
    await page.goto(browser.url('/signup'));
    expect(await create.isDisabled()).to.equal(true);

    await password.press('Enter');
    expect(await helpers(page).allInnerTexts()).to.include.members(['Username is required', 'Email is required']);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(user.email);

    await password.fill('popcorn');
    expect(await page.getByText("Password doesn't meet requirements").count()).to.equal(1);
    expect(await create.isDisabled()).to.equal(true);
    await password.press('Enter');
    expect(await alert(page).textContent()).to.equal('Password does not meet requirements');
    await browser.screenshot('signup-password-rules');

    await password.fill(GOOD_PASSWORD);
    await confirm.fill(`${GOOD_PASSWORD}x`);
    expect(await page.getByText("Password doesn't meet requirements").count()).to.equal(0);
    expect(await page.getByText("Passwords don't match").count()).to.equal(1);
    expect(await create.isDisabled()).to.equal(true);
    await confirm.press('Enter');
    expect(await alert(page).textContent()).to.equal('Passwords do not match');

    await confirm.fill(GOOD_PASSWORD);
    expect(await page.getByText("Passwords don't match").count()).to.equal(0);
    expect(await create.isDisabled(), 'terms not ticked yet').to.equal(true);
    await confirm.press('Enter');
    expect(await alert(page).textContent()).to.equal('Please accept the Terms of service to continue');
    expect(new URL(page.url()).pathname).to.equal('/signup');
    await acceptTerms(page);
    expect(await create.isDisabled()).to.equal(false);
  });

  it('signup: shows a refusal where the user is looking, also on a phone', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 560 } });
    await page.goto(browser.url('/signup'));
    await page.getByLabel('Username').fill('two words');
    await page.getByLabel('Email').fill(newUser('spaced').email);
    await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(GOOD_PASSWORD);
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    const shown = alert(page).filter({ hasText: "Username may contain only letters, digits, '.', '_' and '-'" });
    await shown.waitFor();
    const box = (await shown.boundingBox())!;
    expect(box.y, 'top in view').to.be.at.least(0);
    expect(box.y + box.height, 'bottom in view').to.be.at.most(560);
    await browser.screenshot('signup-refused-phone', page);
  });

  it('signup: shows the server’s refusal, e.g. an e-mail that already has an account (in other letter case)', async () => {
    const { page } = browser;
    const taken = await registerVerifiedUser(browser, newUser('taken'));
    await page.goto(browser.url('/signup'));
    await page.getByLabel('Username').fill(`${taken.username}_2`);
    await page.getByLabel('Email').fill(taken.email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(GOOD_PASSWORD);
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await alert(page).filter({ hasText: 'An account with this email already exists' }).waitFor();
  });

  it('verify: without an e-mail in navigation state it goes to /signup', async () => {
    const { page } = browser;
    await page.goto(browser.url('/verify-otp'));
    await page.waitForURL(browser.url('/signup'));
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  });

  it('verify: a code is required, a wrong one is refused, and Resend Code opens after 60 seconds', async () => {
    const { page } = browser;
    await page.clock.install();
    const user = newUser('clock');
    await page.goto(browser.url('/signup'));
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm password', { exact: true }).fill(user.password);
    await acceptTerms(page);
    // From here on the page's time moves only when the test says so, so the countdown starts at 60 s.
    // (Pausing a few seconds ahead: the page's clock keeps running while this line is sent.)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(browser.url('/verify-otp'));

    const verify = page.getByRole('button', { name: 'Verify Email' });
    await verify.click();
    expect(await helpers(page).allInnerTexts()).to.deep.equal(['Verification code is required']);
    const code = await latestCode(browser.app, user.email);
    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await verify.click();
    await alert(page).filter({ hasText: 'Invalid OTP' }).waitFor();

    const resend = page.getByRole('button', { name: 'Resend Code' });
    expect(await page.locator('.otp-countdown').textContent()).to.equal('You can ask for a new code in 60 s.');
    await page.clock.runFor(59_000);
    expect(await page.locator('.otp-countdown').textContent()).to.equal('You can ask for a new code in 1 s.');
    expect(await resend.isDisabled()).to.equal(true);
    await page.clock.runFor(1_000);
    expect(await resend.isDisabled()).to.equal(false);
    // Only the browser's clock moved: the server still counts its own 60 seconds and says so.
    await resend.click();
    const refusal = await alert(page)
      .filter({ hasText: /^Please wait \d+ seconds before requesting a new code\.$/ })
      .textContent();
    // Resend Code shuts again for exactly as long as the server said.
    const seconds = /(\d+) seconds/.exec(refusal!)![1];
    expect(await page.locator('.otp-countdown').textContent()).to.equal(`You can ask for a new code in ${seconds} s.`);
    expect(await resend.isDisabled()).to.equal(true);
  });

  it('login: email and password are required', async () => {
    const { page } = browser;
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) sent += 1;
    });
    await page.goto(browser.url('/login'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await helpers(page).allInnerTexts()).to.deep.equal(['Email is required', 'Password is required']);
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await helpers(page).allInnerTexts()).to.deep.equal(['Password is required']);
    expect(sent).to.equal(0);
  });

  it('forgot password: every step’s required fields, a wrong code, passwords that differ', async () => {
    const { page } = browser;
    const user = await registerVerifiedUser(browser, newUser('forgetful'));
    await page.goto(browser.url('/forgot-password'));
    await page.getByRole('button', { name: 'Send OTP' }).click();
    expect(await helpers(page).allInnerTexts()).to.deep.equal(['Email is required']);

    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('OTP Sent! Check your email.').waitFor();
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    expect(await helpers(page).allInnerTexts()).to.deep.equal(['OTP is required']);
    const code = await latestCode(browser.app, user.email, /reset/i);
    await page.getByLabel('OTP').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await alert(page).filter({ hasText: 'Invalid OTP' }).waitFor();
    await page.getByLabel('OTP').fill(code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();

    const reset = page.getByRole('button', { name: 'Reset Password' });
    await reset.click();
    expect(await helpers(page).allInnerTexts()).to.deep.equal(['Password is required', 'Confirm Password is required']);
    await page.getByLabel('New password', { exact: true }).fill('Another#2025');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Another#2026');
    await reset.click();
    expect(await helpers(page).allInnerTexts()).to.deep.equal(['Passwords do not match']);
    // No format rule in this form; the server applies the password rules.
    await page.getByLabel('New password', { exact: true }).fill('weak');
    await page.getByLabel('Confirm Password', { exact: true }).fill('weak');
    await reset.click();
    await alert(page).filter({ hasText: 'Password does not meet requirements' }).waitFor();
    expect(new URL(page.url()).pathname).to.equal('/forgot-password');
  });

  it('forgot password: an unknown e-mail gets the same answers as a known one, also the wait before a second code', async () => {
    const { page } = browser;
    await page.goto(browser.url('/forgot-password'));
    await page.getByLabel('Email').fill(newUser('nobody').email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('OTP Sent! Check your email.').waitFor();
    // Asked again within 60 seconds: told how long to wait, and kept on step 1.
    await page.getByRole('button', { name: 'Use another email or send a new code' }).click();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await alert(page)
      .filter({ hasText: /^Please wait \d+ seconds before requesting a new code\.$/ })
      .waitFor();
    expect(await page.getByText('OTP Sent! Check your email.').count()).to.equal(0);
    expect(await page.getByLabel('Email').isVisible()).to.equal(true);
  });
});
