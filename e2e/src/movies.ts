import type { Page } from 'playwright-core';
import type { BrowserApp } from './harness';
import type { TestUser } from './accounts';

/** What POST /api/recommendations/recommend takes (SPEC §3). */
export interface RecommendationRequest {
  description?: string;
  genre?: string[];
  language?: string[];
  length?: string[];
  era?: string[];
  contentType?: string[];
}

/** A movie as the APIs send it, the fields these tests look at. */
export interface ApiMovie {
  _id: string;
  title: string;
  year: number;
  length: string;
  language: string;
  genre: string[];
  director: string | null;
  cast: string[];
  plot: string;
  reason?: string;
  availableOn: string[];
  rating: string | null;
  foundBy?: { _id: string; username: string };
  createdAt?: string;
}

export interface Answer<T> {
  status: number;
  body: T;
}

/**
 * Signs in through the API from the page, as a returning user whose browser remembers the session:
 * later calls from the page carry its cookies and CSRF token.
 */
export async function signInFromPage(
  browser: BrowserApp,
  page: Page,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<{ _id: string; subscriptionType?: string }> {
  await page.goto(browser.url('/about'));
  return page.evaluate(
    async (body) => {
      // A browser that already holds a session proves it is the app asking, as the app would.
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'X-XSRF-TOKEN': localStorage.getItem('csrfToken') ?? '',
      };
      const response = await fetch('/api/auth/login', { method: 'POST', headers, body: JSON.stringify(body) });
      const answer = await response.json();
      if (!response.ok) throw new Error(`login answered ${response.status}`);
      localStorage.setItem('user', JSON.stringify(answer.user));
      localStorage.setItem('csrfToken', answer.csrfToken);
      return answer.user;
    },
    { email: user.email, password: user.password },
  );
}

/** Calls the API from the signed-in page, as the app itself would (cookies and X-XSRF-TOKEN). */
export async function callFromPage<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = { Accept: 'application/json', 'X-XSRF-TOKEN': localStorage.getItem('csrfToken') ?? '' };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    { method, path, body },
  );
}

/** Asks for recommendations from the signed-in page; fails the test unless the server answers 200. */
export async function recommendFromPage(page: Page, request: RecommendationRequest): Promise<ApiMovie[]> {
  const answer = await callFromPage<{ recommendations: ApiMovie[] }>(page, 'POST', '/recommendations/recommend', request);
  if (answer.status !== 200) throw new Error(`recommend answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.recommendations;
}

/** Every movie of the Recently Discovered feed, page by page, as the API lists them. */
export async function wholeFeed(page: Page): Promise<ApiMovie[]> {
  const movies: ApiMovie[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const answer = await callFromPage<{ movies: ApiMovie[]; hasMore: boolean }>(
      page,
      'GET',
      `/recommendations/recent?page=${pageNumber}&limit=10`,
    );
    movies.push(...answer.body.movies);
    if (!answer.body.hasMore) return movies;
  }
}

/**
 * Holds the app's next call to `path` until `release` is called, so a test can look at the screen while
 * the (real) server's answer is on its way.
 */
export async function holdNextCall(page: Page, path: string): Promise<{ release: () => void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    `**/api${path}`,
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return { release: () => release() };
}
