import type Router from '@koa/router';
import { expect } from 'chai';
import fc from 'fast-check';
import { START } from '@more-ai/events/position';
import { PROCESSES_ACTOR } from '@more-ai/launcher/process-commands';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { signedUpVisitor, Visitor } from '@more-ai/testing/visitor';
import { catalogMovieIds } from '@more-ai/testing/members';

/**
 * Property: whatever a client sends to any command route (arbitrary strings with control
 * characters, lone surrogates and invisible characters, numbers, nesting, broken JSON, broken
 * %-encoding, foreign and malformed ids, odd Idempotency-Keys), the answer is never a 5xx, a
 * refusal (4xx) appends nothing, and every projector stays healthy. Routes are found from the
 * command-api's routers, so a route added later is fuzzed too.
 */
describe('every command route, fuzzed', function () {
  this.timeout(240_000);
  let app: TestApp;
  let member: Visitor;
  let routes: { method: string; path: string }[];
  const ids: Record<'watchlist' | 'movie' | 'user', string> = { watchlist: '', movie: '', user: '' };

  // A refusal that is itself a fact to remember: a wrong one-time code counts against its tries.
  const RECORDED_REFUSALS = new Set(['OtpRejected']);

  before(async () => {
    app = await startTestApp('fuzz');
    member = await signedUpVisitor(app, 'fuzzer');
    ids.user = (await member.request('GET', '/api/auth/me')).body.user._id;
    ids.movie = (await catalogMovieIds(app, 1))[0]!;
    ids.watchlist = (await member.request('POST', '/api/watchlist', { json: { name: 'Fuzzed' } })).body.watchlist._id;
    routes = commandRoutes(app);
  });
  after(() => app.close());

  it('finds the command routes: signup, contact, watchlists, favourites, follows and recommendations among them', () => {
    const listed = routes.map((route) => `${route.method} ${route.path}`);
    for (const route of [
      'POST /api/auth/signup',
      'POST /api/contacts/submit',
      'POST /api/watchlist',
      'PUT /api/watchlist/:id',
      'POST /api/favorites',
      'POST /api/profile/:userId/follow',
      'POST /api/recommendations/recommend',
      'POST /api/auth/reset-password',
    ]) {
      expect(listed).to.include(route);
    }
  });

  it('answers every input without a 5xx, appends nothing on a refusal, and leaves every projector healthy', async () => {
    const failures: string[] = [];
    await fc
      .assert(
        fc.asyncProperty(
          fc.constantFrom(...routes).chain((route) => requestParts(route, ids).map((parts) => [route, parts] as const)),
          async ([route, parts]) => {
            // The signed-in member must outlive the run: their own sign-out and deletion are fuzzed anonymously.
            const ending = /\/(logout|delete-account)$/.test(route.path);
            const caller = parts.signedIn && !ending ? member : new Visitor(app);
            const path = route.path.replace(
              /:(\w+)/g,
              (_, name: string) => parts.param ?? (/user/i.test(name) ? ids.user : /movie/i.test(name) ? ids.movie : ids.watchlist),
            );
            const head = await app.events.store.headPosition();
            const response = await caller.request(route.method, path, {
              ...(parts.raw === undefined ? { json: parts.body } : {}),
              headers: { ...parts.headers, ...(parts.raw === undefined ? {} : { 'Content-Type': 'application/json' }) },
              ...(parts.raw === undefined ? {} : { raw: parts.raw }),
            } as Parameters<Visitor['request']>[2]);
            // The processes may finish an earlier request's workflow meanwhile (a deleted list's slot):
            // their commands are not this request's.
            const appended = (await app.events.store.readAll({ after: head }))
              .filter((event) => event.metadata.actor !== PROCESSES_ACTOR)
              .map((event) => event.type);
            const described = `${route.method} ${path} → ${response.status} ${JSON.stringify(response.body)?.slice(0, 200)}`;
            if (response.status >= 500) failures.push(`5xx: ${described}`);
            if (response.status >= 400 && appended.some((type) => !RECORDED_REFUSALS.has(type)))
              failures.push(`appended ${appended.join(', ')} on a refusal: ${described}`);
            return failures.length === 0;
          },
        ),
        {
          numRuns: Number(process.env.FUZZ_RUNS ?? 800),
          seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
          endOnFailure: true,
        },
      )
      .catch((error: Error) => {
        throw new Error(`${failures.join('\n')}\n${error.message.split('\n').slice(0, 6).join('\n')}`);
      });

    await app.settled();
    const health = await app.request('GET', '/api/health');
    expect([health.status, health.body.status], JSON.stringify(health.body)).to.deep.equal([200, 'ok']);
    expect(await app.events.store.countAfter(START, 1_000_000)).to.be.greaterThan(0);
  });

  /** The command-api's routes, read from its routers (method and path pattern). */
  function commandRoutes(running: TestApp): { method: string; path: string }[] {
    const commandApi = running.commandApi;
    const found = new Map<string, { method: string; path: string }>();
    for (const middleware of commandApi.middleware) {
      for (const layer of (middleware as { router?: Router }).router?.stack ?? []) {
        if (typeof layer.path !== 'string' || !layer.path.startsWith('/api/')) continue;
        for (const method of layer.methods.filter((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m)))
          found.set(`${method} ${layer.path}`, { method, path: layer.path });
      }
    }
    return [...found.values()];
  }
});

// Names the routes read, so bodies reach each field's own rules and not only "unknown field".
const FIELDS = [
  'name',
  'description',
  'isPrivate',
  'email',
  'username',
  'password',
  'newPassword',
  'otp',
  'resetToken',
  'message',
  'movieId',
  'watchlistIds',
  'countryId',
  'stateId',
  'pinCode',
  'city',
  'street',
  'doorNo',
  'genre',
  'language',
  'length',
  'era',
  'contentType',
  'status',
  'adminNotes',
  'reason',
];

const nasty = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '\ud800',
    '\udfff',
    '\u200b',
    '\u202e',
    '\ufeff',
    '\u0085',
    'a\u200db',
    '\r\n',
    ' ',
    '',
    'Drama',
    'IN',
    'IN-TG',
    'x@example.com',
    'Secret#123',
    '123456',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 600 }),
);

const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nasty,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    tie('list'),
    tie('object'),
  ),
  list: fc.array(tie('any'), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), nasty), tie('any'), { maxKeys: 4 }),
})).any;

// Text a person might well type, in any script: it passes the text rules, and must then be stored and shown.
const humanText = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 });

/**
 * A body the route would accept, with some of its fields replaced by anything at all or by odd
 * but acceptable text: so fuzzing reaches past the first check to deciders, appends and projectors.
 */
function bodyFor(route: { method: string; path: string }, ids: Record<'watchlist' | 'movie' | 'user', string>): fc.Arbitrary<unknown> {
  const template = fc
    .string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), minLength: 6, maxLength: 10 })
    .map((tag) => {
      const email = `${tag}@example.com`;
      const byRoute: Record<string, Record<string, unknown>> = {
        'POST /api/auth/signup': { username: `u${tag}`, email, password: 'Secret#123' },
        'POST /api/auth/create-admin': { username: `a${tag}`, email, password: 'Secret#123' },
        'POST /api/auth/login': { email: 'fuzzer@example.com', password: 'Secret#123' },
        'POST /api/auth/verify-email': { email, otp: '123456' },
        'POST /api/auth/verify-otp': { email: 'fuzzer@example.com', otp: '123456' },
        'POST /api/auth/reset-password': { email: 'fuzzer@example.com', resetToken: tag, newPassword: 'Secret#456' },
        'POST /api/auth/update-billing-info': {
          countryId: 'IN',
          stateId: 'IN-TG',
          pinCode: '500001',
          city: 'Hyderabad',
          street: 'Road 1',
          doorNo: '1-2',
        },
        'POST /api/contacts/submit': { name: 'Fuzz', email, message: `About ${tag}` },
        'POST /api/watchlist': { name: `List ${tag}`, description: 'Odd ones', isPrivate: false },
        'PUT /api/watchlist/:id': { name: `List ${tag}`, description: 'Renamed' },
        'POST /api/watchlist/:id/movies': { movieId: ids.movie },
        'POST /api/watchlist/batch/add-movie': { movieId: ids.movie, watchlistIds: [ids.watchlist] },
        'POST /api/favorites': { movieId: ids.movie },
        'POST /api/recommendations/recommend': { description: `films like ${tag}`, genre: ['Drama'] },
      };
      return byRoute[`${route.method} ${route.path}`] ?? { email };
    });
  const changes = fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(value, humanText), { maxKeys: 2 });
  return fc.oneof(
    { weight: 3, arbitrary: fc.tuple(template, changes).map(([base, changed]) => ({ ...base, ...changed })) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }) },
    { weight: 1, arbitrary: value },
  );
}

// Bodies JSON.stringify cannot make: deep nesting, broken JSON, escapes of lone surrogates.
const raw = fc.oneof(
  fc.integer({ min: 1, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 1, max: 3_000 }).map((depth) => '{"name":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.constantFrom('{', '{"name":"\\ud800"}', '{"name":"a\\u0000b"}', 'null', '[]', '"text"', '{"__proto__":{"isPrivate":true}}', '\u0000'),
);

// Path ids: broken %-encoding, control characters, other people's and unknown ids.
const param = fc.oneof(
  fc.constantFrom('%00', '%ED%A0%80', '%E0%A4%A', '%', '..%2F..', '%E2%80%8B', '00000000-0000-0000-0000-000000000000', 'x'.repeat(300)),
  fc.uint8Array({ minLength: 1, maxLength: 6 }).map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
  fc
    .string({ maxLength: 20 })
    .map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')))
    .filter((text) => text.length > 0),
);

function requestParts(route: { method: string; path: string }, ids: Record<'watchlist' | 'movie' | 'user', string>) {
  return fc.record(
    {
      signedIn: fc.boolean(),
      param: fc.option(param, { nil: undefined, freq: 3 }),
      body: bodyFor(route, ids),
      raw: fc.option(raw, { nil: undefined, freq: 4 }),
      headers: fc.record(
        {
          'Idempotency-Key': fc.oneof(
            fc.constantFrom('fuzz-key-0001', 'short', 'x'.repeat(300)),
            fc.string({ minLength: 8, maxLength: 20 }).filter((key) => /^[\x21-\x7e]+$/.test(key)),
          ),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: ['signedIn', 'body', 'headers'] },
  );
}
