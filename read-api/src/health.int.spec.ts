import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { healthRoutes, PartReport, type HealthCheck } from './health';

describe('GET /api/health', () => {
  const up = (name: string): HealthCheck => ({ name, check: async () => undefined });
  const down = (name: string): HealthCheck => ({ name, check: async () => Promise.reject(new Error('gone')) });
  const degraded = (name: string): HealthCheck => ({
    name,
    check: async () => ({ message: '1 parked event', parkedEvents: { contacts: 1 } }),
  });

  const ask = async (checks: HealthCheck[]) => {
    const app = new Koa().use(healthRoutes(checks).routes());
    const server = http.createServer(app.callback()).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    } finally {
      server.close();
    }
  };

  it("answers 200 'ok' with each part up, and nothing more, when all are well", async () => {
    expect(await ask([up('database'), up('projections')])).to.deep.equal({
      status: 200,
      body: { status: 'ok', checks: { database: 'up', projections: 'up' } },
    });
  });

  it("answers 200 'degraded' with the details when a part is up but needs attention: the app still serves", async () => {
    expect(await ask([up('database'), degraded('projections')])).to.deep.equal({
      status: 200,
      body: {
        status: 'degraded',
        checks: { database: 'up', projections: 'degraded' },
        details: { projections: { message: '1 parked event', parkedEvents: { contacts: 1 } } },
      },
    });
  });

  it("keeps 'ok' when a part reports itself up with figures, and shows the figures", async () => {
    const figures = { message: 'every projector is active', consumers: { contacts: { active: true, lag: 0 } } };
    expect(await ask([up('database'), { name: 'projections', check: async () => new PartReport('up', figures) }])).to.deep.equal({
      status: 200,
      body: { status: 'ok', checks: { database: 'up', projections: 'up' }, details: { projections: figures } },
    });
  });

  it("answers 503 'unavailable' with the figures of a part that reports itself down: which of it stopped, and why", async () => {
    const figures = { message: 'no active instance of projector(s): contacts', consumers: { contacts: { active: false, lock: 'none' } } };
    expect(await ask([up('database'), { name: 'projections', check: async () => new PartReport('down', figures) }])).to.deep.equal({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'up', projections: 'down' }, details: { projections: figures } },
    });
  });

  it("answers 503 'unavailable' when a part is down, degraded or not", async () => {
    const { status, body } = await ask([down('database'), degraded('projections')]);
    expect(status).to.equal(503);
    expect(body).to.deep.include({ status: 'unavailable', checks: { database: 'down', projections: 'degraded' } });
  });
});
