import { expect } from 'chai';
import { useBrowserApp } from './harness';

describe('Theme and navigation (browser)', () => {
  const browser = useBrowserApp('e2e_navigation');

  it('remembers dark mode across a reload, and light mode again after switching back', async () => {
    const { page } = browser;
    await page.goto(browser.url('/'));
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('bp6-dark'));
    expect(await isDark()).to.equal(false);

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await isDark()).to.equal(true);
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    expect(await isDark()).to.equal(true);
    expect(await page.evaluate(() => localStorage.getItem('themeMode'))).to.equal('dark');
    await browser.screenshot('landing-dark');

    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    expect(await isDark()).to.equal(false);
  });

  it('paints Blueprint’s primary intent in the stored primary colour', async () => {
    const { page } = browser;
    await page.goto(browser.url('/'));
    await page.evaluate(() => localStorage.setItem('primaryColor', 'rgb(142, 36, 170)'));
    await page.reload();
    const signIn = page.getByRole('link', { name: 'Sign In / Register' });
    expect(await signIn.evaluate((element) => getComputedStyle(element).backgroundColor)).to.equal('rgb(142, 36, 170)');
  });

  it('shows Not Found for an unknown route, with a way home', async () => {
    const { page } = browser;
    await page.goto(browser.url('/no/such/page'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await browser.screenshot('not-found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(browser.url('/'));
    await page.getByRole('heading', { name: /Describe the movie/ }).waitFor();
  });

  it('links the footer to the legal pages, each dated 30 June 2025', async () => {
    const { page } = browser;
    for (const [link, heading] of [
      ['Privacy policy', 'Privacy policy'],
      ['Terms of service', 'Terms of service'],
    ] as const) {
      await page.goto(browser.url('/'));
      const footer = page.getByRole('contentinfo');
      expect(await footer.textContent()).to.contain('More AI, All rights reserved');
      await footer.getByRole('link', { name: link }).first().click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.getByText('Last updated: 30 June 2025').count()).to.equal(1);
    }
    expect(new URL(page.url()).pathname).to.equal('/terms-conditions');
  });
});
