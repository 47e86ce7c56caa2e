import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { newUser, registerVerifiedUser, type TestUser } from './accounts';
import { DESKTOP, PHONE, useBrowserApp } from './harness';

const superadmin = { email: 'screens.admin@example.com', password: 'Director#2025' };

type Visitor = 'visitor' | 'user' | 'admin';

const screens: { path: string; name: string; as: Visitor; ready: (user: TestUser) => string; state?: unknown }[] = [
  { path: '/login', name: 'login', as: 'visitor', ready: () => 'Sign In' },
  { path: '/signup', name: 'signup', as: 'visitor', ready: () => 'Create your account' },
  {
    path: '/verify-otp',
    name: 'verify-otp',
    as: 'visitor',
    ready: () => 'Verify your email',
    state: { email: 'someone.with.a.long.address@example.com' },
  },
  { path: '/forgot-password', name: 'forgot-password', as: 'visitor', ready: () => 'Forgot password' },
  { path: '/recommendations', name: 'recommendations', as: 'user', ready: () => 'Recommendations' },
  { path: '/me', name: 'me', as: 'user', ready: (user) => user.username },
  { path: '/watchlists', name: 'watchlists', as: 'user', ready: () => 'Watchlists' },
  { path: '/favorites', name: 'favorites', as: 'user', ready: () => 'Favorites' },
  { path: '/admin/dashboard', name: 'admin-dashboard', as: 'admin', ready: () => 'Dashboard' },
  { path: '/admin/users', name: 'admin-users', as: 'admin', ready: () => 'Users' },
];

describe('Every account screen, light and dark, wide and phone-sized (browser)', () => {
  const browser = useBrowserApp('e2e_account_screens', { superadmin });
  let user: TestUser;

  before(async function () {
    this.timeout(30_000);
    user = await registerVerifiedUser(browser, newUser('screens'));
  });

  /** Signs in through the API from the page, as a returning user whose browser remembers the session. */
  async function signInQuietly(page: Page, credentials: { email: string; password: string }): Promise<void> {
    await page.goto(browser.url('/about'));
    await page.evaluate(async (body) => {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = await response.json();
      localStorage.setItem('user', JSON.stringify(answer.user));
      localStorage.setItem('csrfToken', answer.csrfToken);
    }, credentials);
  }

  for (const screen of screens) {
    for (const viewport of [DESKTOP, PHONE]) {
      for (const mode of ['light', 'dark'] as const) {
        it(`${screen.path} at ${viewport.width} px in ${mode} mode: no sideways scrolling, no script errors`, async () => {
          const page = await browser.newPage({ viewport });
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          await page.addInitScript((themeMode) => localStorage.setItem('themeMode', themeMode), mode);
          if (screen.as === 'user') await signInQuietly(page, user);
          if (screen.as === 'admin') await signInQuietly(page, superadmin);
          await page.goto(browser.url(screen.state ? '/' : screen.path));
          if (screen.state) {
            await page.evaluate(({ path, state }) => history.replaceState(state, '', path), { path: screen.path, state: screen.state });
            await page.reload();
          }
          await page.getByRole('heading', { level: 1, name: screen.ready(user) }).waitFor();
          if (screen.path === '/me') {
            await page.locator('[data-plan="pro"]').waitFor();
            await page.getByText('No billing location yet.').waitFor();
          }

          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).to.be.at.most(0);
          expect(errors).to.deep.equal([]);
          await browser.screenshot(`${screen.name}-${viewport.width}-${mode}`, page);
        });
      }
    }
  }
});
