import { expect } from 'chai';
import { START } from '@more-ai/events/position';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { accountDecider } from '../accounts/decide';
import { signedUpVisitor, type Visitor } from '@more-ai/testing/visitor';
import { SAMPLE_CATALOG_DIR } from '../catalog/sample-catalog';
import { NOTHING_TO_SEARCH } from '@more-ai/contracts/api/recommendations';
import { nextIstMidnight } from '@more-ai/contracts/search-quota';

const LIMIT_MESSAGE = "You've used all your 20 search requests for today.";
const RECOMMEND = '/api/recommendations/recommend';

describe('POST /api/recommendations/recommend', function () {
  this.timeout(120_000);
  let app: TestApp;
  // The clock commands decide with: real time, moved forward by the IST boundary test.
  let clockOffsetMs = 0;
  const clock = () => new Date(Date.now() + clockOffsetMs);
  let users = 0;
  const newUser = () => signedUpVisitor(app, `seeker${(users += 1)}`);
  const usage = async (visitor: Visitor) => {
    await app.settled();
    return (await visitor.request('GET', '/api/user-subscriptions/api-request-usage')).body.requestsLimit;
  };
  const eventCount = () => app.events.store.countAfter(START, 1_000_000);

  before(async () => {
    app = await startTestApp('recommend', { catalogDir: SAMPLE_CATALOG_DIR, clock });
  });
  after(() => app.close());

  describe('what it refuses', () => {
    let visitor: Visitor;
    before(async () => {
      visitor = await newUser();
    });

    const refusals: [string, unknown, string][] = [
      ['an empty request', {}, NOTHING_TO_SEARCH],
      ['blank text and no filters', { description: '  \n ' }, NOTHING_TO_SEARCH],
      ['a single filter', { genre: ['Drama'] }, NOTHING_TO_SEARCH],
      ['blank text with a single filter', { description: ' ', language: ['Korean'], genre: [] }, NOTHING_TO_SEARCH],
      ['text of wide spaces only', { description: '\u3000\u00a0\u2003' }, NOTHING_TO_SEARCH],
      ['text without a letter or a digit', { description: ' ... ?! ' }, NOTHING_TO_SEARCH],
      ['text that is only a zero-width space', { description: '\u200b' }, 'Description contains an invisible character (U+200B)'],
      ['the same filter picked twice', { genre: ['Drama', 'Drama'] }, NOTHING_TO_SEARCH],
      ['text over 500 characters', { description: 'a'.repeat(501) }, 'Description must be at most 500 characters'],
      ['text that is not text', { description: 42 }, 'Description must be text'],
      ['an unknown genre', { description: 'x', genre: ['Western'] }, 'Unknown genre filter: Western'],
      ['an unknown language', { description: 'x', language: ['Klingon'] }, 'Unknown language filter: Klingon'],
      ['an unknown length', { description: 'x', length: ['3 hours'] }, 'Unknown length filter: 3 hours'],
      ['an unknown era', { description: 'x', era: ['1970s'] }, 'Unknown era filter: 1970s'],
      ['an unknown content type', { description: 'x', contentType: ['Cult classic'] }, 'Unknown content type filter: Cult classic'],
      ['a filter option in the wrong case', { description: 'x', genre: ['drama'] }, 'Unknown genre filter: drama'],
      ['filters that are not a list', { description: 'x', genre: 'Drama' }, 'Genre filters must be a list'],
      ['a filter value that is not text', { description: 'x', era: [1990] }, 'Each era filter must be text'],
    ];
    for (const [what, json, message] of refusals) {
      it(`refuses ${what} with 400 and spends no search`, async () => {
        await app.settled();
        const before = await eventCount();
        const response = await visitor.request('POST', RECOMMEND, { json });
        expect(response.status).to.equal(400);
        expect(response.body.message).to.equal(message);
        expect(await eventCount()).to.equal(before);
      });
    }

    it('answers 401 to someone not signed in', async () => {
      const response = await app.request('POST', RECOMMEND, { json: { description: 'heist' } });
      expect(response.status).to.equal(401);
    });

    it('accepts 500 characters of text, and two filters without text', async () => {
      expect((await visitor.request('POST', RECOMMEND, { json: { description: `${'heist '.repeat(83)}xx` } })).status).to.equal(200);
      expect((await visitor.request('POST', RECOMMEND, { json: { genre: ['Drama'], era: ['2010s'] } })).status).to.equal(200);
    });
  });

  describe('its answer', () => {
    it('gives up to 10 movies within the filters, each with its reason, the quota left and a position', async () => {
      const visitor = await newUser();
      const response = await visitor.request('POST', RECOMMEND, {
        json: { description: 'a dark thriller', language: ['Korean'], genre: ['Thriller', 'Crime'] },
      });
      expect(response.status).to.equal(200);
      const { recommendations, requestsLimit, engine, position } = response.body;
      expect(engine).to.equal('local');
      expect(position).to.match(/^\d+-\d+$/);
      expect(response.headers.get('x-event-position')).to.equal(position);
      expect(recommendations).to.be.an('array').that.is.not.empty;
      expect(recommendations.length).to.be.at.most(10);
      for (const movie of recommendations) {
        expect(movie.language).to.equal('Korean');
        expect(
          movie.genre.some((genre: string) => ['Thriller', 'Crime'].includes(genre)),
          movie.title,
        ).to.equal(true);
        expect(movie.reason).to.be.a('string').and.not.equal('');
        expect(movie).to.include.keys('_id', 'title', 'year', 'length', 'director', 'cast', 'plot', 'availableOn', 'rating', 'posterUrl');
      }
      expect(requestsLimit).to.deep.equal({ remainingRequests: 19, totalRequests: 20, resetTime: nextIstMidnight(clock()).toISOString() });
    });

    it("never recommends a title in the member's favourites or watchlists or one they watched; other members still get it", async () => {
      const ask = async (visitor: Visitor) => {
        await app.settled();
        const { body } = await visitor.request('POST', RECOMMEND, { json: { language: ['Korean'], era: ['2000s', '2010s', '2020s'] } });
        return (body.recommendations as { _id: string; title: string }[]).map((movie) => movie._id);
      };
      const member = await newUser();
      const before = await ask(member);
      expect(before.length).to.be.at.least(4);
      const [favourite, listed, watched] = before as [string, string, string];
      expect((await member.request('POST', '/api/favorites', { json: { movieId: favourite } })).status).to.equal(201);
      const listId = (await member.request('POST', '/api/watchlist', { json: { name: 'Later' } })).body.watchlist._id as string;
      expect((await member.request('POST', `/api/watchlist/${listId}/movies`, { json: { movieId: listed } })).status).to.equal(201);
      expect((await member.request('POST', '/api/diary', { json: { movieId: watched, watchedOn: '2024-05-01' } })).status).to.equal(201);

      const after = await ask(member);
      expect(after).to.not.include(favourite).and.not.include(listed).and.not.include(watched);
      expect(after).to.include.members(before.slice(3));
      expect(await ask(await newUser())).to.include.members([favourite, listed, watched]);
    });

    it('tells a member which film they rated highly a pick is like', async () => {
      const member = await newUser();
      const ids = await app.db('rm_movies.movies').where({ director: 'Bong Joon-ho', language: 'Korean' }).pluck('id');
      const rated = await app.db('rm_movies.movies').where({ id: ids[0] }).first('title');
      await member.request('POST', '/api/diary', { json: { movieId: ids[0], watchedOn: '2024-05-01', rating: 4.5 } });
      await app.settled();
      const { body } = await member.request('POST', RECOMMEND, { json: { language: ['Korean'], genre: ['Drama', 'Thriller', 'Crime'] } });
      const reasons = (body.recommendations as { reason: string }[]).map((movie) => movie.reason);
      expect(
        reasons.some((reason) => reason.startsWith(`Like ${rated.title}, which you rated 4.5: a Bong Joon-ho `)),
        reasons.join('\n'),
      ).to.equal(true);
    });

    it('answers a retry with the same Idempotency-Key once, counting one search', async () => {
      const visitor = await newUser();
      const headers = { 'Idempotency-Key': 'recommend-retry-0001' };
      const first = await visitor.request('POST', RECOMMEND, { json: { description: 'time travel' }, headers });
      const second = await visitor.request('POST', RECOMMEND, { json: { description: 'time travel' }, headers });
      expect(second.status).to.equal(200);
      expect(second.body).to.deep.equal(first.body);
      expect(second.headers.get('idempotent-replayed')).to.equal('true');
      expect((await usage(visitor)).remainingRequests).to.equal(19);
    });
  });

  describe('the FREE daily quota', () => {
    it('answers exactly 20 of 30 concurrent requests and refuses the other 10 with 429', async () => {
      const visitor = await newUser();
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) => visitor.request('POST', RECOMMEND, { json: { description: `feel good comedy ${i}` } })),
      );
      const answered = responses.filter((r) => r.status === 200);
      const refused = responses.filter((r) => r.status !== 200);
      expect(answered).to.have.length(20);
      expect(refused).to.have.length(10);
      // Each answer saw its own count: 19 left after the first, none after the twentieth.
      expect(answered.map((r) => r.body.requestsLimit.remainingRequests).sort((a, b) => a - b)).to.deep.equal(
        Array.from({ length: 20 }, (_, i) => i),
      );
      const resetTime = nextIstMidnight(clock()).toISOString();
      for (const response of refused) {
        expect(response.status).to.equal(429);
        expect(response.body).to.deep.equal({
          message: LIMIT_MESSAGE,
          code: 'SEARCH_LIMIT_REACHED',
          requestsLimit: { remainingRequests: 0, totalRequests: 20, resetTime },
        });
      }
      expect(await usage(visitor)).to.deep.equal({ remainingRequests: 0, totalRequests: 20, resetTime });
    });

    it('starts again at midnight in India: used up at 23:59 IST, allowed at 00:00 IST', async () => {
      const midnight = nextIstMidnight(new Date());
      clockOffsetMs = midnight.getTime() - 60_000 - Date.now();
      const visitor = await newUser();
      for (let i = 0; i < 20; i += 1)
        expect((await visitor.request('POST', RECOMMEND, { json: { description: `mystery ${i}` } })).status).to.equal(200);
      const refused = await visitor.request('POST', RECOMMEND, { json: { description: 'one more mystery' } });
      expect(refused.status).to.equal(429);
      expect(refused.body.requestsLimit).to.deep.equal({ remainingRequests: 0, totalRequests: 20, resetTime: midnight.toISOString() });

      clockOffsetMs = midnight.getTime() - Date.now();
      const allowed = await visitor.request('POST', RECOMMEND, { json: { description: 'one more mystery' } });
      expect(allowed.status).to.equal(200);
      const tomorrowMidnight = new Date(midnight.getTime() + 24 * 60 * 60_000).toISOString();
      expect(allowed.body.requestsLimit).to.deep.equal({ remainingRequests: 19, totalRequests: 20, resetTime: tomorrowMidnight });
      expect(await usage(visitor)).to.deep.equal({ remainingRequests: 19, totalRequests: 20, resetTime: tomorrowMidnight });
    });
  });

  describe('the PRO plan', () => {
    it('is unlimited: 25 searches in a day, each answered with an unlimited quota', async () => {
      const visitor = await newUser();
      const userId = (await visitor.request('GET', '/api/auth/me')).body.user._id as string;
      await app.commands.handle(
        accountDecider,
        userId,
        { type: 'ChangePlan', plan: 'pro' },
        { actor: 'system', correlationId: 'test', causationId: 'test' },
      );
      const responses = await Promise.all(
        Array.from({ length: 25 }, (_, i) => visitor.request('POST', RECOMMEND, { json: { description: `epic adventure ${i}` } })),
      );
      const unlimited = { remainingRequests: -1, totalRequests: -1, resetTime: null };
      for (const response of responses) {
        expect(response.status).to.equal(200);
        expect(response.body.requestsLimit).to.deep.equal(unlimited);
      }
      expect(await usage(visitor)).to.deep.equal(unlimited);
    });
  });
});
