import { expect } from 'chai';
import { acceptTerms, fillSignIn, latestCode, newUser, registerVerifiedUser, signIn } from './accounts';
import { useBrowserApp } from './harness';

describe('Accounts: sign up, sign in, sign out, reset the password (browser)', () => {
  const browser = useBrowserApp('e2e_accounts');

  it('signs up, reads the code from the dev mailbox, verifies and lands signed in on /recommendations', async () => {
    const { page } = browser;
    const user = newUser('asha');
    await page.goto(browser.url('/signup'));
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm password', { exact: true }).fill(user.password);
    await acceptTerms(page);
    await browser.screenshot('signup-filled');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(browser.url('/verify-otp'));
    await page.getByText(user.email).waitFor();
    expect(await page.getByRole('button', { name: 'Resend Code' }).isDisabled()).to.equal(true);
    await browser.screenshot('verify-otp');

    // The mailbox as a developer sees it: GET /dev/mailbox answers JSON, newest first. The code is
    // mailed after the answer, by the outbox, so it may land a moment after the page shows.
    let mail: { to: string; text: string } | undefined;
    for (let attempt = 0; !mail && attempt < 150; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      const mailbox = (await (await fetch(browser.url('/dev/mailbox'), { headers: { Accept: 'application/json' } })).json()) as {
        to: string;
        text: string;
      }[];
      mail = mailbox.find((message) => message.to === user.email);
    }
    expect(mail?.text).to.match(/^\s*\d{6}\s*$/m);
    await page.getByLabel('Verification code').fill(await latestCode(browser.app, user.email));
    await page.getByRole('button', { name: 'Verify Email' }).click();

    await page.waitForURL(browser.url('/recommendations'));
    await page.getByRole('heading', { level: 1, name: 'Recommendations' }).waitFor();
    expect(await page.locator('.bp6-toast').first().textContent()).to.contain('Email verified successfully');
    expect(await page.getByText(`Hello, ${user.username}!`).count()).to.equal(1);
    const header = page.getByRole('banner');
    expect(await header.getByRole('navigation', { name: 'Main' }).textContent()).to.equal('HomeBrowseWatchlistsFavoritesFollowingDiary');
    // Home is the current page: bold, and not a link.
    expect(await header.getByRole('link', { name: 'Home', exact: true }).count()).to.equal(0);
    expect(await header.getByText('Home', { exact: true }).evaluate((element) => getComputedStyle(element).fontWeight)).to.equal('700');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.email)).to.equal(user.email);
    expect(await page.evaluate(() => localStorage.getItem('csrfToken')))
      .to.be.a('string')
      .with.length.greaterThan(10);
    await browser.screenshot('recommendations-signed-in');
  });

  it('signs in, keeps the session across a reload, and Sign Out ends it on the server too', async () => {
    const { page } = browser;
    const user = await registerVerifiedUser(browser, newUser('ravi'));
    await signIn(browser, page, user);
    expect(new URL(page.url()).pathname).to.equal('/recommendations');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Recommendations' }).waitFor();

    const logout = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    expect((await logout).status()).to.equal(200);
    await page.waitForURL(browser.url('/'));
    await page.getByRole('link', { name: 'Sign In / Register' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('csrfToken')])).to.deep.equal([null, null]);

    // The session is over for the server too: the cookies the browser still has no longer work.
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).status);
    expect(me).to.equal(401);
    await page.goto(browser.url('/recommendations'));
    await page.waitForURL(browser.url('/login'));
  });

  it('sends a visitor from a guarded page to /login and back to that page after signing in', async () => {
    const { page } = browser;
    const user = await registerVerifiedUser(browser, newUser('meera'));
    await page.goto(browser.url('/favorites'));
    await page.waitForURL(browser.url('/login'));
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await fillSignIn(page, user);
    await page.waitForURL(browser.url('/favorites'));
    await page.getByRole('heading', { name: 'No Favorites yet!' }).waitFor();
    // Favorites is current: bold, and still a link.
    const favorites = page.getByRole('banner').getByRole('link', { name: 'Favorites' });
    expect(await favorites.getAttribute('aria-current')).to.equal('page');
  });

  it('refuses a wrong password with the server’s message and stays on /login', async () => {
    const { page } = browser;
    const user = await registerVerifiedUser(browser, newUser('kiran'));
    await page.goto(browser.url('/login'));
    await fillSignIn(page, { email: user.email, password: 'Wrong#pass1' });
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(new URL(page.url()).pathname).to.equal('/login');
    await browser.screenshot('login-refused');
  });

  it('offers a new code to an account whose e-mail is not verified yet', async () => {
    const { page } = browser;
    const user = newUser('late');
    const signup = await fetch(browser.url('/api/auth/signup'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(user),
    });
    expect(signup.status).to.equal(201);
    await page.goto(browser.url('/login'));
    await fillSignIn(page, user);
    const alert = page.getByRole('alert');
    await alert.filter({ hasText: 'Please verify your email before logging in.' }).waitFor();
    await alert.getByRole('button', { name: 'Verify my email' }).click();
    await page.waitForURL(browser.url('/verify-otp'));
    await page.getByLabel('Verification code').fill(await latestCode(browser.app, user.email));
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await page.waitForURL(browser.url('/recommendations'));
  });

  it('resets a forgotten password in three steps, then signs in with the new one', async () => {
    const { page } = browser;
    const user = await registerVerifiedUser(browser, newUser('nila'));
    await page.goto(browser.url('/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(browser.url('/forgot-password'));
    await page.getByRole('link', { name: 'Back to Login' }).waitFor();
    await browser.screenshot('forgot-password-email');

    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('OTP').waitFor();
    await browser.screenshot('forgot-password-otp');
    await page.getByLabel('OTP').fill(await latestCode(browser.app, user.email, /reset/i));
    await page.getByRole('button', { name: 'Verify OTP' }).click();

    const newPassword = 'Interval!2026';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await browser.screenshot('forgot-password-new-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL(browser.url('/login'));
    expect(await page.locator('.bp6-toast').first().textContent()).to.contain('Password reset successfully');

    await fillSignIn(page, { email: user.email, password: user.password });
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await fillSignIn(page, { email: user.email, password: newPassword });
    await page.waitForURL(browser.url('/recommendations'));
  });
});
