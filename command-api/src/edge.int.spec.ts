import { expect } from 'chai';
import { START } from '@more-ai/events/position';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { PASSWORD, signedUpVisitor, Visitor } from '@more-ai/testing/visitor';
import { USERNAME_TAKEN } from './accounts/reservations';
import { catalogMovieIds } from '@more-ai/testing/members';

/**
 * What reaches the command side from outside: every text field, path, query and body is checked at
 * the edge, and what is refused appends nothing (hardening: one request must never stop the read side).
 */
describe('the HTTP edge', function () {
  this.timeout(120_000);
  let app: TestApp;
  let asha: Visitor;
  const eventCount = () => app.events.store.countAfter(START, 1_000_000);

  before(async () => {
    app = await startTestApp('edge');
    asha = await signedUpVisitor(app, 'asha');
    await app.settled();
  });
  after(() => app.close());

  /** The request is refused with this status and message, and nothing is appended. */
  const refused = async (send: () => Promise<{ status: number; body: { message?: string } }>, status: number, message: string | RegExp) => {
    const before = await eventCount();
    const response = await send();
    expect(response.status, JSON.stringify(response.body)).to.equal(status);
    if (typeof message === 'string') expect(response.body.message).to.equal(message);
    else expect(response.body.message).to.match(message);
    expect(await eventCount()).to.equal(before);
  };

  describe('text fields', () => {
    const poisons: [string, string, string][] = [
      ['a NUL character', 'Kannada\u0000films', 'contains a control character (U+0000)'],
      ['a lone surrogate', 'Kannada \ud800 films', 'contains a broken character (a lone surrogate)'],
      ['a zero-width space', 'Kannada\u200bfilms', 'contains an invisible character (U+200B)'],
      ['a right-to-left override', 'Kannada\u202efilms', 'contains an invisible character (U+202E)'],
    ];
    const contact = { name: 'Asha Rao', email: 'asha@example.com', message: 'Do you plan a Kannada collection?' };

    for (const [what, poison, problem] of poisons) {
      it(`refuses ${what} in every field a person types, naming the field`, async () => {
        const visitor = new Visitor(app);
        await refused(
          () => visitor.request('POST', '/api/contacts/submit', { json: { ...contact, name: poison } }),
          400,
          `Name ${problem}`,
        );
        await refused(
          () => visitor.request('POST', '/api/contacts/submit', { json: { ...contact, message: poison } }),
          400,
          `Message ${problem}`,
        );
        await refused(
          () => visitor.request('POST', '/api/auth/signup', { json: { username: poison, email: 'new@example.com', password: PASSWORD } }),
          400,
          `Username ${problem}`,
        );
        await refused(() => asha.request('POST', '/api/watchlist', { json: { name: poison } }), 400, `Watchlist name ${problem}`);
        await refused(
          () => asha.request('POST', '/api/watchlist', { json: { name: 'Weekend', description: poison } }),
          400,
          `Description ${problem}`,
        );
        await refused(
          () => asha.request('POST', '/api/auth/update-billing-info', { json: { countryId: 'IN', stateId: 'IN-KA', street: poison } }),
          400,
          `Street ${problem}`,
        );
        await refused(
          () => asha.request('POST', '/api/recommendations/recommend', { json: { description: poison } }),
          400,
          `Description ${problem}`,
        );
      });
    }

    it('keeps line breaks where text is multi-line, and refuses them in one-line fields', async () => {
      const response = await asha.request('POST', '/api/watchlist', {
        json: { name: 'Rainy days', description: 'Slow films\r\nfor rain' },
      });
      expect(response.status).to.equal(201);
      expect(response.body.watchlist.description).to.equal('Slow films\nfor rain');
      await refused(
        () => asha.request('POST', '/api/watchlist', { json: { name: 'Two\nlines' } }),
        400,
        'Watchlist name must be on one line',
      );
    });

    it('stores text in NFC, so the same words typed two ways are one', async () => {
      const response = await asha.request('POST', '/api/watchlist', { json: { name: 'Cafe\u0301 films' } });
      expect(response.body.watchlist.name).to.equal('Caf\u00e9 films');
    });
  });

  describe('paths and queries', () => {
    it('refuses a NUL, a broken %-encoding or a malformed id in a path with a 400, on both sides', async () => {
      await refused(
        () => asha.request('PUT', '/api/watchlist/%00', { json: { name: 'x' } }),
        400,
        'The path contains a control character (U+0000)',
      );
      await refused(() => asha.request('DELETE', '/api/favorites/%E0%A4%A'), 400, 'The path is not valid %-encoded UTF-8');
      await refused(() => asha.request('DELETE', '/api/favorites/a%20b'), 400, 'Movie id is not a valid id');
      await refused(() => asha.request('POST', '/api/profile/%ED%A0%80/follow'), 400, 'The path is not valid %-encoded UTF-8');
      expect((await asha.request('GET', '/api/movies/%00')).status).to.equal(400);
      expect((await asha.request('GET', '/api/movies/not%20an%20id')).body.message).to.equal('Movie id is not a valid id');
      expect((await asha.request('GET', '/api/profile/%E2%80%8B')).body.message).to.equal(
        'The path contains an invisible character (U+200B)',
      );
    });

    it('refuses a NUL in a query, and a search of nothing but blanks', async () => {
      const nul = await asha.request('GET', '/api/movies/search?q=%00');
      expect([nul.status, nul.body.message]).to.deep.equal([400, 'The query contains a control character (U+0000)']);
      const blank = await asha.request('GET', '/api/movies/search?q=%20%20');
      expect([blank.status, blank.body.message]).to.deep.equal([400, 'Search text (q) is required']);
      expect((await asha.request('GET', '/api/recommendations/recent?page=%C0')).status).to.equal(400);
    });

    it('still finds a movie by its id', async () => {
      const [movieId] = await catalogMovieIds(app, 1);
      expect((await asha.request('GET', `/api/movies/${movieId}`)).status).to.equal(200);
    });
  });

  describe('bodies', () => {
    it('refuses a deeply nested body, also under an Idempotency-Key, before anything walks it', async () => {
      const deep = '['.repeat(5000) + ']'.repeat(5000);
      const nested = '{"name":'.repeat(20) + '"x"' + '}'.repeat(20);
      for (const raw of [deep, nested]) {
        await refused(
          () =>
            app.request('POST', '/api/contacts/submit', {
              raw,
              headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `deep-${raw.length}` },
            }),
          400,
          'Request body is nested too deeply (at most 16 levels)',
        );
      }
    });

    it('refuses a body over 64 kB with a 413', async () => {
      const message = 'x'.repeat(70_000);
      await refused(
        () => app.request('POST', '/api/contacts/submit', { json: { name: 'A', email: 'a@example.com', message } }),
        413,
        'Request body is too large',
      );
    });
  });

  describe('Idempotency-Key', () => {
    it("never hands someone's login answer to another visitor who borrows the key", async () => {
      const key = { 'Idempotency-Key': 'login-borrowed-0001' };
      const owner = new Visitor(app);
      const first = await owner.request('POST', '/api/auth/login', {
        json: { email: 'asha@example.com', password: PASSWORD },
        headers: key,
      });
      expect(first.status).to.equal(200);
      const thief = new Visitor(app);
      const stolen = await thief.request('POST', '/api/auth/login', {
        json: { email: 'asha@example.com', password: 'Wrong#1234' },
        headers: key,
      });
      expect(stolen.status).to.equal(401);
      expect(stolen.body).to.not.have.property('csrfToken');
      // Not even the very same body gets the answer again: one that sets a session is never stored,
      // and the key is used up.
      const again = await new Visitor(app).request('POST', '/api/auth/login', {
        json: { email: 'asha@example.com', password: PASSWORD },
        headers: key,
      });
      expect([again.status, again.body.code]).to.deep.equal([422, 'IDEMPOTENCY_KEY_USED']);
      expect(again.headers.getSetCookie()).to.deep.equal([]);
    });

    it('refuses a second refresh under a used key instead of failing on it', async () => {
      const visitor = await signedUpVisitor(app, 'refresher');
      const key = { 'Idempotency-Key': 'refresh-twice-0001' };
      expect((await visitor.request('POST', '/api/auth/refresh', { headers: key })).status).to.equal(200);
      await refused(
        () => visitor.request('POST', '/api/auth/refresh', { headers: key }),
        422,
        'This Idempotency-Key was already used; an answer that carries a credential is not repeated',
      );
    });

    it("keeps a signed-in person's keys their own", async () => {
      const ravi = await signedUpVisitor(app, 'ravi');
      const key = { 'Idempotency-Key': 'shared-watchlist-key-1' };
      const mine = await asha.request('POST', '/api/watchlist', { json: { name: 'Asha list' }, headers: key });
      const theirs = await ravi.request('POST', '/api/watchlist', { json: { name: 'Asha list' }, headers: key });
      expect(theirs.status).to.equal(201);
      expect(theirs.headers.get('idempotent-replayed')).to.equal(null);
      expect(theirs.body.watchlist._id).to.not.equal(mine.body.watchlist._id);
    });
  });

  describe('usernames', () => {
    it("refuses a look-alike of a taken username ('аsha' with a Cyrillic a, 'ASHA')", async () => {
      const visitor = new Visitor(app);
      for (const username of ['\u0430sha', 'ASHA', 'ａｓｈａ']) {
        await refused(
          () =>
            visitor.request('POST', '/api/auth/signup', {
              json: { username, email: `${username.length}x@example.com`, password: PASSWORD },
            }),
          409,
          USERNAME_TAKEN,
        );
      }
    });

    it('appends nothing for a signup refused because its e-mail or username is taken', async () => {
      const visitor = new Visitor(app);
      await refused(
        () => visitor.request('POST', '/api/auth/signup', { json: { username: 'asha', email: 'fresh@example.com', password: PASSWORD } }),
        409,
        USERNAME_TAKEN,
      );
      await refused(
        () =>
          visitor.request('POST', '/api/auth/signup', { json: { username: 'freshname', email: 'asha@example.com', password: PASSWORD } }),
        409,
        /already exists/,
      );
    });
  });

  describe('afterwards', () => {
    it('leaves every projector running after all of the above', async () => {
      await app.settled();
      const health = await app.request('GET', '/api/health');
      expect(health.status).to.equal(200);
    });
  });
});
