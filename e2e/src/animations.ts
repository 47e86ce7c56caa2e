import type { Page } from 'playwright-core';

/**
 * Waits until every finite animation and transition of the page has ended: an opening dialog or
 * toast fades and slides in, and its colours or place read mid-way are not the ones users see.
 * (Spinners and skeletons loop for ever and are left out.)
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
