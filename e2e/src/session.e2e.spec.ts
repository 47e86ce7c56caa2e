import { expect } from 'chai';
import { newUser, registerVerifiedUser, signIn } from './accounts';
import { useBrowserApp } from './harness';

/** SPEC §4 token refresh, against the real session cookies. */
describe('Session refresh and expiry (browser)', () => {
  const browser = useBrowserApp('e2e_session');

  it('refreshes an expired access token once and repeats the call: the user notices nothing', async () => {
    const { page, context } = browser;
    const user = await registerVerifiedUser(browser, newUser('steady'));
    await signIn(browser, page, user);

    // The access cookie lives 15 minutes; dropping it is what its expiry looks like to the server.
    await context.clearCookies({ name: 'more_ai_access' });
    const calls: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/api/auth/')) calls.push(`${response.request().method()} ${path} ${response.status()}`);
    });
    await page.goto(browser.url('/me'));
    await page.getByText('No billing location yet.').waitFor();

    expect(calls.filter((call) => call.includes('/api/auth/refresh'))).to.deep.equal(['POST /api/auth/refresh 200']);
    expect(calls).to.include('GET /api/auth/me 401').and.include('GET /api/auth/me 200');
    expect(await page.evaluate(() => localStorage.getItem('csrfToken')))
      .to.be.a('string')
      .with.length.greaterThan(10);

    // Commands go on working with the refreshed session: saving billing passes the CSRF check.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Country').fill('germ');
    await page.locator('.bp6-suggest-popover').getByText('Germany', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('.bp6-toast').filter({ hasText: 'Billing information updated successfully' }).waitFor();
  });

  it("sends the user to /login with 'Your session has expired. Please log in again.' when the refresh is refused", async () => {
    const { page, context } = browser;
    const user = await registerVerifiedUser(browser, newUser('expired'));
    await signIn(browser, page, user);
    await context.clearCookies();

    await page.goto(browser.url('/me'));
    await page.waitForURL(browser.url('/login'));
    await page.locator('.bp6-toast.bp6-intent-danger').filter({ hasText: 'Your session has expired. Please log in again.' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('csrfToken')])).to.deep.equal([null, null]);
    await browser.screenshot('session-expired');

    // Signing in again brings the user back to the page they were on.
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(browser.url('/me'));
  });
});
