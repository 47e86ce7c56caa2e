import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { desktopConfig, generateReport, type Config, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Browser } from 'puppeteer-core';
import { DEFAULT_UI_DIR, startApp, type RunningApp } from '@more-ai/launcher/app';
import { createLogger } from '@more-ai/platform';
import { allProjectors } from '@more-ai/projections';
import { chromiumArgs, chromiumPath } from '@more-ai/testing/chromium';
import type { Figure } from './harness';
import { comparisonRows, readLastRun, scoresFrom, tableText, type FormFactor, type Measurement, type StoredRun } from './lighthouse-scores';

/** Where each run keeps its figures for the next run to print beside its own; bench/results is not tracked. */
const LAST_RUN_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results/lighthouse-last.json');
/** Lighthouse's scores move from one load to the next; each figure is of the median of this many runs (Lighthouse's own pick). */
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** How often one run is tried when Lighthouse reports that it could not record the page's load. */
const ATTEMPTS = 3;
/** Mobile is Lighthouse's default (a moto-class phone on simulated slow 4G); desktop its desktop configuration. */
const FORM_FACTORS: readonly { formFactor: FormFactor; config: Config | undefined }[] = [
  { formFactor: 'mobile', config: undefined },
  { formFactor: 'desktop', config: desktopConfig },
];

interface PageToMeasure {
  /** What the table and the report files call it. */
  name: string;
  slug: string;
  path: string;
  signedIn: boolean;
}

/**
 * The landing page as a visitor first sees it, and the recommendations page as a member lands on it
 * after signing in (its results are not reachable from an address: a reload shows the form).
 */
const PAGES: readonly PageToMeasure[] = [
  { name: '/ signed out', slug: 'landing-signed-out', path: '/', signedIn: false },
  { name: '/recommendations signed in', slug: 'recommendations-signed-in', path: '/recommendations', signedIn: true },
];

/**
 * Lighthouse on the pages of the app as `npm start` serves them (the built UI behind the one-port
 * gateway, seeded catalog, demo accounts), mobile and desktop, each figure printed beside the last
 * run's. The full reports go to a temporary folder. Its figures are not the harness's (their
 * baseline is the last run, not one measured now), so it prints its own table and returns none.
 */
export async function lighthouseBenchmark(databaseUrl: string): Promise<Figure[]> {
  if (!existsSync(path.join(DEFAULT_UI_DIR, 'index.html')))
    throw new Error(`The built UI is missing (${DEFAULT_UI_DIR}): run npm run build:ui`);
  if (!existsSync(chromiumPath)) throw new Error(`Chromium is not at ${chromiumPath}: install it, or set CHROMIUM_PATH to its executable`);
  const app = await startApp({ databaseUrl, port: 0, log: createLogger('bench', 'silent'), demoAccounts: true });
  const browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  try {
    await caughtUp(app);
    const reportDir = await mkdtemp(path.join(tmpdir(), 'more-ai-lighthouse-'));
    const measurements: Measurement[] = [];
    const reports: string[] = [];
    let version = '';
    // Signed-out pages first: signing in leaves the session cookies in the browser for every later page.
    for (const page of [...PAGES].sort((a, b) => Number(a.signedIn) - Number(b.signedIn))) {
      if (page.signedIn) await signIn(browser, app);
      for (const { formFactor, config } of FORM_FACTORS) {
        console.log(`lighthouse: ${page.name}, ${formFactor}, ${RUNS} runs`);
        const runs: Result[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await audit(browser, `${app.url}${page.path}`, config));
        const median = computeMedianRun(runs);
        version = median.lighthouseVersion;
        measurements.push({ page: page.name, formFactor, scores: scoresFrom(median) });
        for (const format of ['html', 'json'] as const) {
          const file = path.join(reportDir, `${page.slug}.${formFactor}.report.${format}`);
          await writeFile(file, generateReport(median, format));
          reports.push(file);
        }
      }
    }
    const last = await readLastRun(LAST_RUN_FILE);
    console.log(`\nLighthouse ${version}, median of ${RUNS} runs; last run: ${last?.measuredAt ?? 'none'}\n`);
    console.log(tableText(comparisonRows(measurements, last)));
    console.log(`\nThe full reports (median runs):\n${reports.map((file) => `  ${file}`).join('\n')}`);
    const stored: StoredRun = { measuredAt: new Date().toISOString(), measurements };
    await mkdir(path.dirname(LAST_RUN_FILE), { recursive: true });
    await writeFile(LAST_RUN_FILE, `${JSON.stringify(stored, null, 2)}\n`);
    return [];
  } finally {
    await browser.close();
    await app.stop();
  }
}

/**
 * One Lighthouse run on a fresh tab of the browser, which keeps its cookies across tabs. On a busy
 * machine Lighthouse now and then fails to record a load (NO_NAVSTART and the like) and asks to be run
 * again: it is, up to ATTEMPTS times, before the bench gives up.
 */
async function audit(browser: Browser, url: string, config: Config | undefined): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouseOnNewTab(browser, url, config);
    if (!result.runtimeError) return result;
    const problem = `Lighthouse could not measure ${url}: ${result.runtimeError.message}`;
    if (attempt === ATTEMPTS) throw new Error(`${problem} (tried ${ATTEMPTS} times)`);
    console.log(`lighthouse: ${problem}; running it again`);
  }
}

async function lighthouseOnNewTab(browser: Browser, url: string, config: Config | undefined): Promise<Result> {
  const page = await browser.newPage();
  try {
    const result = await lighthouse(url, { logLevel: 'error', output: 'json', onlyCategories: CATEGORIES }, config, page);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) return result.lhr;
    // A page that sends its visitor elsewhere (a lost session to /login) would be measured under the wrong name.
    const shown = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (shown !== new URL(url).pathname)
      throw new Error(`Lighthouse was sent from ${url} to ${shown}, so it did not measure the page asked for`);
    return result.lhr;
  } finally {
    await page.close();
  }
}

/**
 * Signs in the seeded demo member from inside the browser, as the sign-in form does: the browser keeps
 * the httpOnly session cookies, and the page's storage the user and CSRF token the UI remembers (without
 * them it sends a visitor to /login). It does so from the favicon's address, which loads none of the
 * UI's files, so no measured page starts with them cached.
 */
async function signIn(browser: Browser, app: RunningApp): Promise<void> {
  const member = app.demoLogins.find((login) => login.role === 'user');
  if (!member) throw new Error('The app seeded no demo member to sign in as');
  const page = await browser.newPage();
  try {
    await page.goto(`${app.url}/favicon.svg`);
    const status = await page.evaluate(async ({ email, password }) => {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok) return response.status;
      // What the UI's sign-in keeps (ui/src/features/auth/sagas.ts, rememberCredentials).
      const answer = (await response.json()) as { user: unknown; csrfToken?: string };
      const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
      localStorage.setItem('user', JSON.stringify(answer.user));
      if (answer.csrfToken) localStorage.setItem('csrfToken', answer.csrfToken);
      return response.status;
    }, member);
    if (status !== 200) throw new Error(`Signing in the demo member ${member.email} answered ${status}`);
  } finally {
    await page.close();
  }
}

/** Waits for every projector to handle the seed, as a running app would have before anyone visits. */
async function caughtUp(app: RunningApp): Promise<void> {
  const head = await app.events.store.headPosition();
  const names = allProjectors.map((projector) => projector.name);
  if (!(await app.watcher.waitFor(names, head, 120_000))) throw new Error('projections did not catch up with the seed within 2 minutes');
}
