import { expect } from 'chai';
import { startTestApp, type TestApp } from '@more-ai/testing/app';

describe('GET /api/countries and /api/states', function () {
  this.timeout(30_000);
  let app: TestApp;

  before(async () => {
    app = await startTestApp('locations');
  });
  after(() => app.close());

  const get = (path: string) => app.request('GET', path);
  const india = { _id: 'IN', name: 'India', code: 'IN' };
  const telangana = { _id: 'IN-TG', name: 'Telangana', code: 'TG' };

  it('lists the countries by name, India among them', async () => {
    const response = await get('/api/countries');
    expect(response.status).to.equal(200);
    expect(response.body).to.deep.include(india);
    const names = response.body.map((c: { name: string }) => c.name);
    expect(names).to.deep.equal([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
  });

  it('finds a country by id and by code', async () => {
    expect((await get('/api/countries/IN')).body).to.deep.equal(india);
    expect((await get('/api/countries/code/IN')).body).to.deep.equal(india);
    expect((await get('/api/countries/code/in')).body).to.deep.equal(india);
  });

  it("lists India's 36 states and union territories by name, Telangana with code TG", async () => {
    for (const path of ['/api/states/country/IN', '/api/states/country-code/IN']) {
      const response = await get(path);
      expect(response.status, path).to.equal(200);
      expect(response.body, path).to.have.length(36).and.deep.include(telangana);
      expect(response.body[0], path).to.deep.equal({ _id: 'IN-AN', name: 'Andaman and Nicobar Islands', code: 'AN' });
    }
  });

  it('finds a state by id and by code', async () => {
    expect((await get('/api/states/IN-TG')).body).to.deep.equal(telangana);
    expect((await get('/api/states/code/TG')).body).to.deep.equal(telangana);
    expect((await get('/api/states/code/TG?countryCode=CH')).body).to.deep.equal({ _id: 'CH-TG', name: 'Thurgau', code: 'TG' });
  });

  it('answers 404 for an unknown country or state', async () => {
    for (const path of ['/api/countries/XX', '/api/countries/code/XX', '/api/states/country/XX', '/api/states/country-code/XX']) {
      const response = await get(path);
      expect([response.status, response.body], path).to.deep.equal([404, { message: 'Country not found', code: 'NOT_FOUND' }]);
    }
    for (const path of ['/api/states/IN-XX', '/api/states/code/QQQ', '/api/states/code/TG?countryCode=XX']) {
      const response = await get(path);
      expect([response.status, response.body], path).to.deep.equal([404, { message: 'State not found', code: 'NOT_FOUND' }]);
    }
  });

  it('lets browsers cache the lists for a day, but not the misses', async () => {
    for (const path of ['/api/countries', '/api/countries/IN', '/api/states/country/IN', '/api/states/IN-TG']) {
      expect((await get(path)).headers.get('cache-control'), path).to.equal('public, max-age=86400');
    }
    expect((await get('/api/countries/XX')).headers.get('cache-control')).to.equal('no-store');
  });
});
