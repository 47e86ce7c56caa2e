import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '../logger';
import { createServiceApp } from './service-app';

async function clientIpSeen(behindProxy: boolean, forwardedFor: string): Promise<string> {
  const app = createServiceApp({ log: createLogger('test', 'silent'), behindProxy });
  app.use((ctx) => {
    ctx.body = { ip: ctx.ip };
  });
  const server = http.createServer(app.callback()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'X-Forwarded-For': forwardedFor } });
    return ((await response.json()) as { ip: string }).ip;
  } finally {
    server.close();
  }
}

describe('the client address an API sees', () => {
  it('ignores X-Forwarded-For when serving browsers directly, so a client cannot pick its address', async () => {
    expect(await clientIpSeen(false, '203.0.113.9')).to.match(/127\.0\.0\.1$/);
  });

  it('behind the proxy, takes only the entry the proxy added, not ones the client sent', async () => {
    expect(await clientIpSeen(true, '198.51.100.1, 203.0.113.9')).to.equal('203.0.113.9');
  });
});
