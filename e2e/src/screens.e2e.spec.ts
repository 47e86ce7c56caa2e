import { expect } from 'chai';
import { DESKTOP, PHONE, useBrowserApp } from './harness';

const screens = [
  { path: '/', name: 'landing', ready: 'Describe the movie.' },
  { path: '/about', name: 'about', ready: 'About Us' },
  { path: '/contact', name: 'contact', ready: 'Contact Us' },
  { path: '/privacy-policy', name: 'privacy-policy', ready: 'Privacy policy' },
  { path: '/terms-conditions', name: 'terms-conditions', ready: 'Terms of service' },
  { path: '/no-such-page', name: 'not-found', ready: 'Page not found' },
];

describe('Every public screen, light and dark, wide and phone-sized (browser)', () => {
  const browser = useBrowserApp('e2e_screens');

  for (const screen of screens) {
    for (const viewport of [DESKTOP, PHONE]) {
      for (const mode of ['light', 'dark'] as const) {
        it(`${screen.path} at ${viewport.width} px in ${mode} mode: no sideways scrolling, no script errors`, async () => {
          const page = await browser.newPage({ viewport });
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          await page.addInitScript((themeMode) => localStorage.setItem('themeMode', themeMode), mode);
          await page.goto(browser.url(screen.path));
          await page.getByRole('heading', { level: 1, name: screen.ready }).waitFor();
          if (screen.path === '/') await page.locator('[data-plan="pro"]').waitFor();

          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).to.be.at.most(0);
          expect(errors).to.deep.equal([]);
          await browser.screenshot(`${screen.name}-${viewport.width}-${mode}`, page);
        });
      }
    }
  }
});
