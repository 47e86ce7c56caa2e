import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DEFAULT_UI_DIR, startApp, type AppOptions, type RunningApp } from '@more-ai/launcher/app';
import { createLogger } from '@more-ai/platform';
import { createAppDatabase } from '@more-ai/testing/app';
import { chromiumArgs, chromiumPath } from '@more-ai/testing/chromium';
import type { TestDatabase } from '@more-ai/testing';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const screenshotDir = path.join(repoRoot, '.test-artifacts', 'screenshots');

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 740 } as const;

export interface BrowserApp {
  /** The running app, its own database and the URL it serves on. */
  readonly app: RunningApp;
  /** The page of the current test, in a fresh browser context (no cookies, no storage). */
  readonly page: Page;
  readonly context: BrowserContext;
  /** An absolute URL on the app. */
  url(pathname: string): string;
  /** Saves the current page as .test-artifacts/screenshots/<name>.png. */
  screenshot(name: string, page?: Page): Promise<void>;
  /** Opens another fresh context, e.g. for a second viewport; closed after the test. */
  newPage(options?: { viewport?: { width: number; height: number } }): Promise<Page>;
  /** Runs one SQL query on the app's database. */
  query<Row extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/**
 * The landing page is on screen, rendered at build time, before its script has run: a click in that
 * moment reaches a link (which works) or a button that does nothing yet. A person waits a moment; the
 * tests wait for the app to say it has started (App.tsx), after every load of / by goto or reload.
 */
function waitingForTheLandingPage(page: Page): Page {
  const started = async () => {
    if (new URL(page.url()).pathname === '/') await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  };
  const { goto, reload } = page;
  page.goto = async (...args) => {
    const response = await goto.apply(page, args);
    await started();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload.apply(page, args);
    await started();
    return response;
  };
  return page;
}

/**
 * Mocha helper for browser tests: before the suite it starts the whole app (seeded) on a fresh test
 * database and launches Chromium once; each test gets a fresh context and page; failures leave a
 * screenshot behind; after the suite everything is stopped and the database dropped. `options` adds
 * to the app's start options, e.g. a superadmin to seed.
 */
export function useBrowserApp(label: string, options: Partial<AppOptions> = {}): BrowserApp {
  let database: TestDatabase | undefined;
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let current: { context: BrowserContext; page: Page } | undefined;

  const harness: BrowserApp = {
    get app() {
      return ready(app, 'app');
    },
    get page() {
      return ready(current, 'page').page;
    },
    get context() {
      return ready(current, 'page').context;
    },
    url: (pathname) => new URL(pathname, ready(app, 'app').url).toString(),
    async screenshot(name, page = harness.page) {
      await mkdir(screenshotDir, { recursive: true });
      await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
    },
    async newPage({ viewport = DESKTOP } = {}) {
      const context = await ready(browser, 'browser').newContext({ viewport });
      contexts.push(context);
      return waitingForTheLandingPage(await context.newPage());
    },
    async query(sql, params = []) {
      const client = new pg.Client({ connectionString: ready(database, 'database').url });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
  };

  before(async function () {
    this.timeout(120_000);
    if (!existsSync(path.join(DEFAULT_UI_DIR, 'index.html'))) {
      throw new Error('Browser tests need the built UI: run `npm run build:ui` first (npm test does).');
    }
    database = await createAppDatabase(label, { seed: true, ...options });
    // Every answer the browser gets is checked against its route's contract (a violation is a 500).
    app = await startApp({
      databaseUrl: database.url,
      port: 0,
      seed: true,
      log: createLogger('e2e', process.env.LOG_LEVEL),
      checkResponses: true,
      ...options,
    });
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  });

  beforeEach(async () => {
    const page = await harness.newPage();
    current = { context: page.context(), page };
  });

  afterEach(async function () {
    const test = this.currentTest;
    if (test?.state === 'failed' && current) {
      await harness.screenshot(`failed-${label}-${slug(test.title)}`).catch(() => undefined);
    }
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    current = undefined;
  });

  after(async function () {
    this.timeout(60_000);
    await browser?.close();
    await app?.stop();
    await database?.drop();
  });

  return harness;
}

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The browser test ${what} is not ready: use it inside a test`);
  return value;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}
