import { expect } from 'chai';
import { signedIn, signedInAdmin, SUPERADMIN } from '@more-ai/testing/admins';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { signedUpVisitor, type Visitor } from '@more-ai/testing/visitor';
import type { ApiContract } from './contract';
import { API_CONTRACTS } from './index';

const SAMPLE_ID = '5d0c8f3a-7b21-4e96-a4d8-1c9e6b3f2a70';

/** The contract's path as a client would call it, with a sample id in each parameter. */
const called = (contract: ApiContract) => contract.path.replace(/\{[^}]+\}/g, SAMPLE_ID);
const label = (contract: ApiContract) => `${contract.method.toUpperCase()} ${contract.path}`;

/**
 * The roles a contract declares are the roles the server enforces: every admin route refuses
 * anonymous callers (401) and plain users (403), every superadmin route refuses admins too, and
 * the refusal comes before anything is read or appended (the role, not the CSRF check or the body,
 * decides: the callers send their CSRF token and an empty body).
 */
describe('who may call each route (contracts/src/api access)', () => {
  let app: TestApp;
  let user: Visitor;
  let admin: Visitor;
  const adminRoutes = API_CONTRACTS.filter((contract) => contract.access === 'admin' || contract.access === 'superadmin');
  const superadminRoutes = API_CONTRACTS.filter((contract) => contract.access === 'superadmin');

  // A whole app, a signup with its mailed code and two logins: more than one step's time on a busy machine.
  before(async function () {
    this.timeout(90_000);
    app = await startTestApp('api_access', { superadmin: SUPERADMIN });
    user = await signedUpVisitor(app, 'plainuser');
    const chief = await signedIn(app, SUPERADMIN.email, SUPERADMIN.password);
    admin = (await signedInAdmin(app, chief, 'deputy')).visitor;
  });
  after(() => app?.close());

  async function refusals(caller: Visitor | undefined, contracts: readonly ApiContract[]): Promise<string[]> {
    await app.settled();
    const head = await app.events.store.headPosition();
    const wrong: string[] = [];
    for (const contract of contracts) {
      const json = contract.method === 'get' ? undefined : {};
      const response = caller
        ? await caller.request(contract.method.toUpperCase(), called(contract), json === undefined ? {} : { json })
        : await app.request(contract.method.toUpperCase(), called(contract), json === undefined ? {} : { json });
      const expected = caller ? 403 : 401;
      if (response.status !== expected || response.body?.code === 'CSRF_FAILED')
        wrong.push(`${label(contract)} answered ${response.status} ${JSON.stringify(response.body)}`);
    }
    expect(await app.events.store.headPosition(), 'a refused call appended an event').to.deep.equal(head);
    return wrong;
  }

  it('declares admin routes, so the checks below check something', () => {
    expect(adminRoutes.map(label)).to.include.members(['GET /api/admin/users', 'GET /api/admin/stats', 'PATCH /api/contacts/{id}']);
    expect(superadminRoutes.map(label)).to.include('POST /api/auth/create-admin');
  });

  it('refuses every admin and superadmin route to anonymous callers with 401', async () => {
    expect(await refusals(undefined, adminRoutes)).to.deep.equal([]);
  });

  it('refuses every admin and superadmin route to signed-in users with 403', async () => {
    expect(await refusals(user, adminRoutes)).to.deep.equal([]);
  });

  it('refuses every superadmin route to admins with 403', async () => {
    expect(await refusals(admin, superadminRoutes)).to.deep.equal([]);
  });

  it('lets admins through the admin routes (the refusals above are about the role)', async () => {
    const stats = await admin.request('GET', '/api/admin/stats');
    expect(stats.status).to.equal(200);
    const users = await admin.request('GET', '/api/admin/users');
    expect(users.status).to.equal(200);
  });
});
