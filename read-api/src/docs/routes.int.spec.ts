import { expect } from 'chai';
import { Validator } from '@seriousme/openapi-schema-validator';
import { startTestApp, type TestApp } from '@more-ai/testing/app';

describe('the API reference (GET /api/openapi.json, /api/docs)', () => {
  let app: TestApp;

  before(async () => {
    app = await startTestApp('api-docs', { seed: false });
  });
  after(() => app?.close());

  it('serves a valid OpenAPI 3.1 document of every route', async () => {
    const { status, body } = await app.request('GET', '/api/openapi.json');
    expect(status).to.equal(200);
    expect(body.openapi).to.equal('3.1.0');
    const result = await new Validator().validate(body);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).to.deep.equal([]);
    expect(result.valid).to.equal(true);
    expect(body.paths['/api/watchlist/{id}'].put.requestBody.content['application/json'].schema.required).to.deep.equal(undefined);
    expect(body.paths['/api/favorites'].post.security).to.deep.equal([{ session: [], csrf: [] }]);
  });

  it('serves the reference page and its scripts from our own origin, without an inline script', async () => {
    const page = await app.request('GET', '/api/docs');
    expect(page.status).to.equal(200);
    expect(page.headers.get('content-type')).to.match(/^text\/html/);
    expect(page.headers.get('content-security-policy')).to.include("script-src 'self'");
    const scripts = [...String(page.body).matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts).to.have.length.greaterThan(0);
    for (const attributes of scripts) expect(attributes).to.match(/src="\/api\/docs\//);
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'initializer.js'])
      expect((await app.request('GET', `/api/docs/${file}`)).status, file).to.equal(200);
    expect((await app.request('GET', '/api/docs/package.json')).status).to.equal(404);
  });
});
