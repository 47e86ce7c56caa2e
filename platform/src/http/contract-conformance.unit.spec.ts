import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { z } from 'zod';
import { ok, route } from '@more-ai/contracts/api/contract';
import { createLogger } from '../logger';
import { createServiceApp } from './service-app';

const greeting = route({
  method: 'get',
  path: '/api/greetings/{id}',
  operationId: 'getGreeting',
  summary: 'A greeting',
  tag: 'Test',
  access: 'public',
  responses: { 200: ok('The greeting', z.object({ text: z.string() })), 404: 'No such greeting' },
});

async function answerOf(
  handler: Koa.Middleware,
  path = '/api/greetings/1',
): Promise<{ status: number; body: { message?: string; code?: string } }> {
  const app = createServiceApp({ log: createLogger('test', 'silent'), behindProxy: false, contracts: [greeting] });
  app.use(handler);
  const server = http.createServer(app.callback()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    return { status: response.status, body: (await response.json()) as { message?: string } };
  } finally {
    server.close();
  }
}

describe('answers checked against their contracts (test apps)', () => {
  it('lets an answer through that keeps its contract', async () => {
    expect(await answerOf((ctx) => void (ctx.body = { text: 'hello' }))).to.deep.equal({ status: 200, body: { text: 'hello' } });
  });

  it('turns a body outside its schema into a 500 naming the route, the status and the field', async () => {
    const { status, body } = await answerOf((ctx) => void (ctx.body = { text: 42 }));
    expect(status).to.equal(500);
    expect(body.code).to.equal('CONTRACT_VIOLATION');
    expect(body.message).to.include('GET /api/greetings/{id} answered 200 outside its contract').and.include('text:');
  });

  it('turns a field the contract does not declare into a 500 naming it', async () => {
    const { status, body } = await answerOf((ctx) => void (ctx.body = { text: 'hello', secret: 'x' }));
    expect(status).to.equal(500);
    expect(body.message).to.include('secret is not declared');
  });

  it('turns a status the contract does not declare into a 500', async () => {
    const { status, body } = await answerOf((ctx) => {
      ctx.status = 409;
      ctx.body = { message: 'Conflict' };
    });
    expect(status).to.equal(500);
    expect(body.message).to.include('answered 409 outside its contract: status 409 is not declared');
  });

  it('checks error answers too: a declared 404 must carry { message, code? }', async () => {
    const { status } = await answerOf((ctx) => {
      ctx.status = 404;
      ctx.body = { error: 'gone' };
    });
    expect(status).to.equal(500);
  });

  it('leaves paths without a contract alone', async () => {
    expect((await answerOf((ctx) => void (ctx.body = { any: 'thing' }), '/api/elsewhere')).body).to.deep.equal({ any: 'thing' });
  });
});
