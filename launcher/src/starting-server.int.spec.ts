import { expect } from 'chai';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenWhileStarting, PortInUseError } from './starting-server';

describe('the port while MoRe AI starts', () => {
  let server: http.Server;
  let url: string;

  before(async () => {
    server = await listenWhileStarting(0, '127.0.0.1');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));

  it('answers an API call 503 with Retry-After and the error shape the UI knows', async () => {
    const response = await fetch(`${url}/api/auth/me`, { headers: { Accept: 'text/html,application/json' } });
    expect(response.status).to.equal(503);
    expect(response.headers.get('retry-after')).to.equal('2');
    expect(await response.json()).to.deep.equal({ message: 'MoRe AI is starting. Please try again in a moment.', code: 'STARTING' });
  });

  it('shows a browser a page that says so and reloads itself', async () => {
    const response = await fetch(`${url}/watchlists`, { headers: { Accept: 'text/html' } });
    expect(response.status).to.equal(503);
    expect(response.headers.get('content-type')).to.include('text/html');
    const page = await response.text();
    expect(page).to.include('MoRe AI is starting').and.include('http-equiv="refresh"');
  });

  it('refuses a port in use, naming it and PORT', async () => {
    const port = (server.address() as AddressInfo).port;
    const refusal = await listenWhileStarting(port, '127.0.0.1').catch((error: unknown) => error);
    expect(refusal).to.be.instanceOf(PortInUseError);
    expect((refusal as Error).message).to.equal(`port ${port} is already in use (set PORT to use another one)`);
  });
});
