import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { useBrowserApp } from './harness';

/** The script that loads the app once the landing page has painted (ui/build/prerender.ts). */
const APP_LOADER = '**/assets/landing-*.js';

/** Playwright's own goto: the harness's waits for the app to start, which these tests keep from loading. */
const gotoAsSent = (page: Page, url: string) => Object.getPrototypeOf(page).goto.call(page, url) as ReturnType<Page['goto']>;

describe('Landing page rendered at build time (browser)', () => {
  const browser = useBrowserApp('e2e_prerendered_landing');

  it('is readable before its script runs: headline, sign-in link and plan placeholders, without the icon fonts', async () => {
    const { page } = browser;
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.route(APP_LOADER, (route) => route.abort());
    await gotoAsSent(page, browser.url('/'));

    await page.getByRole('heading', { level: 1, name: "Describe the movie. We'll find it." }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign In / Register' }).getAttribute('href')).to.equal('/signup');
    expect(await page.getByRole('link', { name: 'Get Started' }).first().getAttribute('href')).to.equal('/signup');
    expect(await page.getByLabel('Loading plans').getAttribute('aria-busy')).to.equal('true');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).to.equal(false);
    // Icons not drawn yet keep their place without a glyph of the 62 kB icon font.
    expect(fonts).to.deep.equal([]);
    await browser.screenshot('landing-before-script');
  });

  it('is not sent for any other route, which the script draws from the empty shell', async () => {
    const { page } = browser;
    await page.route(APP_LOADER, (route) => route.abort());
    await page.route('**/assets/index-*.js', (route) => route.abort());
    await gotoAsSent(page, browser.url('/login'));
    expect(await page.locator('#root').innerHTML()).to.equal('');
  });

  it('hydrates the page it was sent, keeping its elements, without an error, and then answers', async () => {
    const { page } = browser;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { sentHeading: Element | null }).sentHeading = document.querySelector('h1');
      });
    });
    await page.goto(browser.url('/'));

    expect(
      await page.evaluate(() => (window as unknown as { sentHeading: Element | null }).sentHeading === document.querySelector('h1')),
    ).to.equal(true);
    await page.locator('[data-plan="pro"]').waitFor();
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('bp6-dark'));
    expect(errors).to.deep.equal([]);
  });

  it('shows a dark theme chosen before from the first paint, before any script of the app has run', async () => {
    const { page } = browser;
    await page.goto(browser.url('/'));
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.waitForFunction(() => localStorage.getItem('themeMode') === 'dark');

    await page.route(APP_LOADER, (route) => route.abort());
    await gotoAsSent(page, browser.url('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('bp6-dark'))).to.equal(true);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).to.equal(false);
    await browser.screenshot('landing-dark-before-script');
  });
});
