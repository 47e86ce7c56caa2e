import type { Page } from 'playwright-core';
import type { RunningApp } from '@more-ai/launcher/app';
import type { BrowserApp } from './harness';

/** Meets the password rules of SPEC §5. */
export const GOOD_PASSWORD = 'Popcorn#2025';

export interface TestUser {
  readonly username: string;
  readonly email: string;
  readonly password: string;
}

let counter = 0;

/** A user nobody has signed up with yet in this run. */
export function newUser(prefix = 'viewer'): TestUser {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return { username: `${prefix}_${tag}`.slice(0, 30), email: `${prefix}.${tag}@example.com`, password: GOOD_PASSWORD };
}

/**
 * The newest one-time code mailed to `email`, read from the embedded dev mailbox (the same mails
 * GET /dev/mailbox lists). Mail is sent as part of the command, but poll briefly to be safe.
 */
export async function latestCode(app: RunningApp, email: string, subject: RegExp = /code/i): Promise<string> {
  const mailbox = app.mailbox;
  if (!mailbox) throw new Error('The browser tests need the embedded dev mailbox (no SMTP_URL)');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mail = mailbox.messages().find((message) => message.to.toLowerCase() === email.toLowerCase() && subject.test(message.subject));
    const code = mail?.text.match(/^\s*(\d{6})\s*$/m)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No code was mailed to ${email}`);
}

/** Mails received for `email` so far. */
export function mailsTo(app: RunningApp, email: string) {
  return (app.mailbox?.messages() ?? []).filter((message) => message.to.toLowerCase() === email.toLowerCase());
}

/** Signs up and verifies through the API, as a user who did so earlier would have. */
export async function registerVerifiedUser(browser: BrowserApp, user: TestUser = newUser()): Promise<TestUser> {
  const post = (path: string, body: unknown) =>
    fetch(browser.url(path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const signup = await post('/api/auth/signup', user);
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}: ${await signup.text()}`);
  const verified = await post('/api/auth/verify-email', { email: user.email, otp: await latestCode(browser.app, user.email) });
  if (verified.status !== 200) throw new Error(`verify-email answered ${verified.status}: ${await verified.text()}`);
  return user;
}

/** Fills and sends the Sign In form on the page as it is. */
export async function fillSignIn(page: Page, { email, password }: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Fills and sends the signup form on the page as it is (terms ticked). */
export async function fillSignUp(page: Page, { username, email, password }: TestUser): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Opens /login and signs in; resolves once the app has left the sign-in screen. */
export async function signIn(browser: BrowserApp, page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.goto(browser.url('/login'));
  await fillSignIn(page, user);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Ticks the terms checkbox where a user would: on its box (the label also holds links). */
export async function acceptTerms(page: Page): Promise<void> {
  await page.locator('.signup-terms .bp6-control-indicator').click();
  if (!(await page.getByRole('checkbox').isChecked())) throw new Error('The terms checkbox did not tick');
}
