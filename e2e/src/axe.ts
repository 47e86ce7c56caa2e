import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { animationsSettled } from './animations';

/** Makes axe available on every document the page loads from now on. */
export async function injectAxe(page: Page): Promise<void> {
  await page.addInitScript({ content: axe.source });
}

/** axe's WCAG 2 A/AA and best-practice rules on the page as it is (axe injected beforehand): each violation with where it is. */
export async function axeViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  return page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
  });
}
