import { expect } from 'chai';
import type Router from '@koa/router';
import type Koa from 'koa';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { API_CONTRACTS } from './index';

/** The reference page's HTML and script files: not API answers, so they have no contract. */
const REFERENCE_PAGE = /^\/api\/docs(\/|$)/;

const SAMPLE_ID = '5d0c8f3a-7b21-4e96-a4d8-1c9e6b3f2a70';

interface RouteSeen {
  method: string;
  /** A string path ('/api/watchlist/:id') or the RegExp the read-api matches ids with. */
  path: string | RegExp;
  matches: (path: string) => boolean;
}

/** Every /api route the app's routers register, read from each router's layers. */
function routesOf(app: Koa): RouteSeen[] {
  const seen: RouteSeen[] = [];
  for (const middleware of app.middleware) {
    for (const layer of (middleware as { router?: Router }).router?.stack ?? []) {
      const path = layer.path as string | RegExp;
      if (typeof path === 'string' && (!path.startsWith('/api/') || REFERENCE_PAGE.test(path))) continue;
      for (const method of layer.methods.filter((m) => m !== 'HEAD'))
        seen.push({ method: method.toLowerCase(), path, matches: (candidate) => layer.match(candidate) });
    }
  }
  return seen;
}

/** The contract's path with a sample value in each parameter, as a client would call it. */
const called = (path: string) => path.replace(/\{[^}]+\}/g, SAMPLE_ID);
const inKoaForm = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

describe('the API contracts (contracts/src/api)', () => {
  let app: TestApp;
  let routes: RouteSeen[];

  before(async () => {
    app = await startTestApp('api-contracts', { seed: false });
    routes = [...routesOf(app.commandApi), ...routesOf(app.readApi)];
  });
  after(() => app?.close());

  it('declares a contract for every /api route the command-api and the read-api serve', () => {
    const undeclared = routes
      .filter(
        (route) =>
          !API_CONTRACTS.some(
            (contract) =>
              contract.method === route.method &&
              (typeof route.path === 'string' ? inKoaForm(contract.path) === route.path : route.matches(called(contract.path))),
          ),
      )
      .map((route) => `${route.method.toUpperCase()} ${String(route.path)}`);
    expect(undeclared, 'routes without a contract: add one in contracts/src/api/<area>.ts').to.deep.equal([]);
  });

  it('serves every declared contract', () => {
    const unserved = API_CONTRACTS.filter(
      (contract) =>
        !routes.some(
          (route) =>
            route.method === contract.method &&
            route.matches(called(contract.path)) &&
            (typeof route.path !== 'string' || route.path === inKoaForm(contract.path)),
        ),
    ).map((contract) => `${contract.method.toUpperCase()} ${contract.path}`);
    expect(unserved, 'contracts without a route').to.deep.equal([]);
  });

  it('names each operation once', () => {
    const ids = API_CONTRACTS.map((contract) => contract.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).to.deep.equal([]);
  });
});
