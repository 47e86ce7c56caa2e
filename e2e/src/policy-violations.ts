import type { Page } from 'playwright-core';

declare global {
  interface Window {
    policyViolations?: string[];
  }
}

/** Records, in every document the page loads from now on, what its Content-Security-Policy refuses. */
export async function recordPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
      );
    });
  });
}

/** What the policy refused in the page's document so far (recordPolicyViolations beforehand). */
export function policyViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.policyViolations ?? ['policy violations were not recorded']);
}
