import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import type { AdminEvent, AdminEventChain } from '@more-ai/contracts/api/admin-events';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { catalogMovieIds, signedUpMember, type Member } from '@more-ai/testing/members';
import { until } from '@more-ai/testing/until';
import { PASSWORD, Visitor } from '@more-ai/testing/visitor';

const SUPERADMIN = { email: 'chief@example.com', password: 'Director#2025' };
const ADMIN = { username: 'auditor', email: 'auditor@example.com', password: 'Auditor#2025' };

interface Frame {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
  retry?: string;
}

/** A live tail as a browser's EventSource reads it: frames as they arrive over real HTTP. */
interface Tail {
  status: number;
  headers: Headers;
  frames: Frame[];
  /** Resolves with the first event frame whose event passes `test`, waiting for it. */
  event(test: (event: AdminEvent) => boolean, what: string): Promise<AdminEvent>;
  events(): AdminEvent[];
  close(): void;
}

describe('admin event log (GET /api/admin/events, /correlation/{id}, /live)', function () {
  this.timeout(120_000);
  let app: TestApp;
  let admin: Visitor;
  let asha: Member;
  let ravi: Member;
  let movies: string[];

  const cookiesOf = (visitor: Visitor) =>
    [...visitor.cookies]
      .filter(([, cookie]) => '/api/admin/events'.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');

  const list = async (query: string) => {
    await app.settled();
    const response = await admin.request<{ events: AdminEvent[]; next: string | null }>('GET', `/api/admin/events${query}`);
    expect(response.status, JSON.stringify(response.body)).to.equal(200);
    return response.body;
  };

  async function openTail(query = '', lastEventId?: string): Promise<Tail> {
    const controller = new AbortController();
    const response = await fetch(`${app.url}/api/admin/events/live${query}`, {
      // As a browser asks: a compressed stream would hold frames back until a block fills.
      headers: {
        Cookie: cookiesOf(admin),
        'Accept-Encoding': 'gzip, deflate, br',
        ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
      },
      signal: controller.signal,
    });
    const frames: Frame[] = [];
    const waiters = new Set<() => void>();
    if (response.body) {
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      void (async () => {
        let buffer = '';
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) return;
            buffer += value;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const frame: Frame = {};
              for (const line of buffer.slice(0, end).split('\n')) {
                if (line.startsWith(':')) frame.comment = line.slice(1).trim();
                else {
                  const colon = line.indexOf(':');
                  (frame as Record<string, string>)[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
                }
              }
              frames.push(frame);
              buffer = buffer.slice(end + 2);
              for (const wake of waiters) wake();
            }
          }
        } catch {
          // Aborted by close().
        }
      })();
    }
    const events = () => frames.filter((frame) => frame.event === 'event').map((frame) => JSON.parse(frame.data!) as AdminEvent);
    return {
      status: response.status,
      headers: response.headers,
      frames,
      events,
      event: (test, what) => until(`a live ${what}`, async () => events().find(test), 15_000),
      close: () => controller.abort(),
    };
  }

  before(async () => {
    app = await startTestApp('admin_events', { superadmin: SUPERADMIN });
    const chief = new Visitor(app);
    expect((await chief.request('POST', '/api/auth/login', { json: SUPERADMIN })).status).to.equal(200);
    expect((await chief.request('POST', '/api/auth/create-admin', { json: ADMIN })).status).to.equal(201);
    admin = new Visitor(app);
    const login = await admin.request('POST', '/api/auth/login', { json: { email: ADMIN.email, password: ADMIN.password } });
    expect(login.status).to.equal(200);
    asha = await signedUpMember(app, 'asha');
    ravi = await signedUpMember(app, 'ravi');
    movies = await catalogMovieIds(app, 12);
  });
  after(() => app?.close());

  describe('correlation ids', () => {
    it("answers every request with its correlation id: the client's own when it sent one, else the request id", async () => {
      const own = `client-${randomUUID()}`;
      const sent = await app.request('GET', '/api/plans', { headers: { 'X-Correlation-Id': own } });
      expect(sent.headers.get('X-Correlation-Id')).to.equal(own);
      const unsent = await app.request('GET', '/api/plans');
      expect(unsent.headers.get('X-Correlation-Id')).to.equal(unsent.headers.get('X-Request-Id'));
      const refused = await app.request('POST', '/api/favorites', { json: {}, headers: { 'X-Correlation-Id': own } });
      expect(refused.status).to.equal(401);
      expect(refused.headers.get('X-Correlation-Id')).to.equal(own);
    });

    it("records the client's correlation id on the events its command appends", async () => {
      const own = `fav-${randomUUID()}`;
      const added = await asha.visitor.request('POST', '/api/favorites', {
        json: { movieId: movies[0] },
        headers: { 'X-Correlation-Id': own },
      });
      expect(added.status).to.equal(201);
      expect(added.headers.get('X-Correlation-Id')).to.equal(own);
      const { events } = await list(`?correlationId=${own}`);
      expect(events.map((event) => event.type)).to.deep.equal(['FavoriteAdded']);
      expect(events[0]!.metadata).to.include({ actor: asha.userId, correlationId: own, causationId: added.headers.get('X-Request-Id') });
      expect(events[0]!.actorName).to.equal('asha');
    });

    it("finds a just-made signup's chain: the request's events, then the mail outbox's reaction beneath the code it mailed", async () => {
      const own = `signup-${randomUUID()}`;
      const visitor = new Visitor(app);
      const signup = await visitor.request('POST', '/api/auth/signup', {
        json: { username: 'meera', email: 'meera@example.com', password: PASSWORD },
        headers: { 'X-Correlation-Id': own },
      });
      expect(signup.status).to.equal(201);
      const chain = await until('the signup chain with its MailSent', async () => {
        const response = await admin.request<AdminEventChain>('GET', `/api/admin/events/correlation/${own}`);
        const mailed = JSON.stringify(response.body).includes('"MailSent"');
        return response.status === 200 && mailed ? response.body : undefined;
      });
      const roots = chain.nodes.map((node) => node.event.type);
      expect(roots).to.include.members(['EmailReserved', 'UsernameReserved', 'AccountRegistered', 'OtpIssued']);
      const otp = chain.nodes.find((node) => node.event.type === 'OtpIssued')!;
      const sent = otp.children.find((node) => node.event.type === 'MailSent')!;
      expect(sent.event.metadata).to.include({ correlationId: own, causationId: otp.event.id, actor: 'system:processes' });
      expect(sent.offsetMs).to.be.at.least(otp.offsetMs);
      expect(chain).to.include({ correlationId: own, truncated: false });
      expect(chain.count).to.be.at.least(5);
      expect(Date.parse(chain.finished) - Date.parse(chain.started)).to.equal(chain.durationMs);
      // The password's hash never leaves the server.
      const registered = chain.nodes.find((node) => node.event.type === 'AccountRegistered')!;
      expect(registered.event.data).to.include({ passwordHash: '[hidden]', username: 'meera', email: 'meera@example.com' });
      expect(otp.event.data).to.include({ otpHash: '[hidden]' });
    });

    it("finds a watchlist deletion's chain with the slot its owner gets back beneath it", async () => {
      const created = await ravi.visitor.request('POST', '/api/watchlist', { json: { name: 'Short-lived' } });
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
      const own = `delete-list-${randomUUID()}`;
      const deleted = await ravi.visitor.request('DELETE', `/api/watchlist/${created.body.watchlist._id}`, {
        headers: { 'X-Correlation-Id': own },
      });
      expect(deleted.status, JSON.stringify(deleted.body)).to.equal(200);
      const closed = await until('the slot closed beneath the deletion', async () => {
        const response = await admin.request<AdminEventChain>('GET', `/api/admin/events/correlation/${own}`);
        const deletion = response.status === 200 ? response.body.nodes.find((node) => node.event.type === 'WatchlistDeleted') : undefined;
        return deletion?.children.find((node) => node.event.type === 'WatchlistClosed');
      });
      expect(closed.event.metadata).to.include({ correlationId: own, actor: 'system:processes' });
    });

    it('answers 404 for a correlation id no event carries', async () => {
      const response = await admin.request('GET', `/api/admin/events/correlation/never-${randomUUID()}`);
      expect(response.status).to.equal(404);
      expect(response.body).to.deep.equal({ message: 'No event carries this correlation id', code: 'CORRELATION_NOT_FOUND' });
    });
  });

  describe('filters', () => {
    let since: string;
    before(async () => {
      // `since` falls strictly between the events so far and the ones below, however fast they come.
      const newest = Date.parse((await list('?limit=1')).events[0]!.time);
      while (Date.now() <= newest + 1) await new Promise((resolve) => setTimeout(resolve, 5));
      since = new Date().toISOString();
      await asha.visitor.request('POST', '/api/favorites', { json: { movieId: movies[1] } });
      await ravi.visitor.request('POST', '/api/favorites', { json: { movieId: movies[2] } });
      await ravi.visitor.request('POST', `/api/profile/${asha.userId}/follow`);
    });

    it('filters by stream', async () => {
      const { events } = await list(`?stream=Favorites-${ravi.userId}`);
      expect(events.map((event) => [event.stream, event.type])).to.deep.equal([[`Favorites-${ravi.userId}`, 'FavoriteAdded']]);
    });

    it('filters by type, newest first', async () => {
      const { events } = await list('?type=FavoriteAdded');
      expect(events.every((event) => event.type === 'FavoriteAdded')).to.equal(true);
      expect(events.map((event) => event.data.movieId).slice(0, 2)).to.deep.equal([movies[2], movies[1]]);
      const positions = events.map((event) => event.position.split('-').map(BigInt) as [bigint, bigint]);
      for (let i = 1; i < positions.length; i += 1) {
        const [a, b] = [positions[i - 1]!, positions[i]!];
        expect(a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]), 'newest first').to.equal(true);
      }
    });

    it('filters by time range', async () => {
      const { events } = await list(`?type=FavoriteAdded&from=${encodeURIComponent(since)}`);
      expect(events.map((event) => event.data.movieId)).to.deep.equal([movies[2], movies[1]]);
      const future = new Date(Date.now() + 3_600_000).toISOString();
      expect((await list(`?from=${encodeURIComponent(future)}`)).events).to.deep.equal([]);
      const everything = (await list('?type=FavoriteAdded&limit=200')).events;
      const before = (await list(`?type=FavoriteAdded&to=${encodeURIComponent(since)}`)).events;
      expect(before.map((event) => event.id)).to.deep.equal(everything.filter((event) => event.time <= since).map((event) => event.id));
      expect(before.map((event) => event.data.movieId))
        .to.include(movies[0])
        .and.not.include(movies[1]);
    });

    it("gives a user's audit trail: what they did and what was done to them", async () => {
      const off = await admin.request('PATCH', `/api/admin/users/${asha.userId}/status`, { json: { isActive: false } });
      expect(off.status, JSON.stringify(off.body)).to.equal(200);
      const { events } = await list(`?user=${asha.userId}`);
      const deactivated = events.find((event) => event.type === 'AccountDeactivated')!;
      expect(deactivated.metadata.actor, 'done to her by the admin').to.not.equal(asha.userId);
      expect(deactivated.actorName).to.equal(ADMIN.username);
      expect(deactivated.data).to.deep.equal({ userId: asha.userId });
      expect((await admin.request('PATCH', `/api/admin/users/${asha.userId}/status`, { json: { isActive: true } })).status).to.equal(200);
      // Deactivation ended her sessions: she signs in again for the tests that follow.
      expect(
        (await asha.visitor.request('POST', '/api/auth/login', { json: { email: 'asha@example.com', password: PASSWORD } })).status,
      ).to.equal(200);
      const types = events.map((event) => event.type);
      expect(types).to.include.members(['AccountRegistered', 'FavoriteAdded', 'UserFollowed', 'SessionStarted']);
      const followed = events.find((event) => event.type === 'UserFollowed')!;
      expect(followed.metadata.actor, 'done to her by ravi').to.equal(ravi.userId);
      expect(followed.actorName).to.equal('ravi');
      expect(followed.data).to.include({ followerId: ravi.userId, followeeId: asha.userId });
    });

    it('combines filters', async () => {
      const { events } = await list(`?user=${asha.userId}&type=FavoriteAdded&from=${encodeURIComponent(since)}`);
      expect(events.map((event) => [event.type, event.data.movieId])).to.deep.equal([['FavoriteAdded', movies[1]]]);
      expect((await list(`?user=${ravi.userId}&stream=Favorites-${asha.userId}`)).events).to.deep.equal([]);
    });

    it('hides secrets and shows the version each event was written with and reads as', async () => {
      const { events } = await list(`?user=${ravi.userId}`);
      const session = events.find((event) => event.type === 'SessionStarted')!;
      expect(session.data).to.include({ refreshTokenHash: '[hidden]' });
      expect(session.version).to.deep.equal({ written: 1, current: 1 });
      const refreshed = events.find((event) => event.type === 'OtpIssued')!;
      expect(refreshed.version).to.deep.equal({ written: 2, current: 2 });
    });
  });

  describe('paging', () => {
    it('pages by position, covering every event exactly once while new events are appended', async () => {
      const everything = (await list(`?user=${asha.userId}&limit=200`)).events.map((event) => event.id);
      expect(everything.length).to.be.at.least(8);
      const seen: string[] = [];
      let before: string | null = null;
      let page = 0;
      do {
        const query: string = `?user=${asha.userId}&limit=3${before ? `&before=${before}` : ''}`;
        const body: { events: AdminEvent[]; next: string | null } = await list(query);
        expect(body.events.length).to.be.at.most(3);
        seen.push(...body.events.map((event) => event.id));
        before = body.next;
        // Someone acts on her meanwhile: newer events, which this walk back in time never meets.
        await asha.visitor.request('POST', '/api/favorites', { json: { movieId: movies[3 + page] } });
        page += 1;
      } while (before && page < 50);
      const newest = (await list(`?user=${asha.userId}&limit=200`)).events.map((event) => event.id);
      expect(newest.length).to.be.greaterThan(everything.length);
      // The first page was read after the list above, so it may start with events that came in between.
      expect(seen.slice(seen.indexOf(everything[0]!))).to.deep.equal(everything);
      expect(new Set(seen).size).to.equal(seen.length);
    });
  });

  describe('live tail', () => {
    it('delivers a new event matching its filters, not one that does not, and resumes from Last-Event-ID', async () => {
      const kiran = await signedUpMember(app, 'kiran');
      await app.settled();
      const tail = await openTail(`?type=UserFollowed&user=${kiran.userId}`);
      expect(tail.status).to.equal(200);
      expect(tail.headers.get('content-type')).to.match(/^text\/event-stream/);
      expect(tail.headers.get('content-encoding')).to.equal(null);
      expect(tail.headers.get('X-Correlation-Id')).to.be.a('string');
      await until('the retry hint', async () => tail.frames.find((frame) => frame.retry !== undefined));
      // Not about kiran, then about kiran: only the second may arrive, and it arrives after the first would have.
      await ravi.visitor.request('POST', `/api/profile/${asha.userId}/follow`).then(() => undefined);
      await asha.visitor.request('POST', `/api/profile/${ravi.userId}/follow`);
      await ravi.visitor.request('POST', `/api/profile/${kiran.userId}/follow`);
      const followed = await tail.event((event) => event.data.followeeId === kiran.userId, 'follow of kiran');
      expect(followed).to.include({ type: 'UserFollowed' });
      expect(followed.actorName).to.equal('ravi');
      expect(tail.events().map((event) => event.data.followeeId)).to.deep.equal([kiran.userId]);
      const frame = tail.frames.find((f) => f.event === 'event')!;
      expect(frame.id).to.equal(followed.position);
      tail.close();

      // While no one listens, asha follows kiran; a reconnect with the last id gets it.
      await asha.visitor.request('POST', `/api/profile/${kiran.userId}/follow`);
      await app.settled();
      const resumed = await openTail(`?type=UserFollowed&user=${kiran.userId}`, followed.position);
      const missed = await resumed.event((event) => event.metadata.actor === asha.userId, 'follow missed while away');
      expect(missed.data).to.include({ followerId: asha.userId, followeeId: kiran.userId });
      expect(resumed.events().map((event) => event.id)).to.deep.equal([missed.id]);
      resumed.close();
    });

    it('sends everything after an old Last-Event-ID, in log order, a batch at a time', async () => {
      const catalogued = await list('?type=MovieCataloged&limit=200');
      expect(catalogued.events.length, 'the seeded catalog is larger than one batch').to.be.greaterThan(150);
      const tail = await openTail('?type=MovieCataloged', '0-0');
      try {
        const newest = catalogued.events[0]!;
        await tail.event((event) => event.id === newest.id, 'the newest title');
        const ids = tail.events().map((event) => event.id);
        expect(new Set(ids).size).to.equal(ids.length);
        const newestFirst = catalogued.events.map((event) => event.id);
        expect(ids.slice(ids.length - newestFirst.length)).to.deep.equal(newestFirst.reverse());
      } finally {
        tail.close();
      }
    });

    it('keeps an idle stream open with a comment every 15 s', async function () {
      this.timeout(40_000);
      const tail = await openTail('?type=NothingEverHappens');
      try {
        const started = Date.now();
        await until('a heartbeat', async () => tail.frames.find((frame) => frame.comment === 'heartbeat'), 25_000);
        expect(Date.now() - started).to.be.within(10_000, 25_000);
        expect(tail.events()).to.deep.equal([]);
      } finally {
        tail.close();
      }
    });

    it('stops listening when the client goes away', async () => {
      const listening = app.watcher.listenerCount;
      const tails = await Promise.all([openTail(), openTail('?type=FavoriteAdded')]);
      await until('two tails listening', async () => (app.watcher.listenerCount === listening + 2 ? true : undefined));
      for (const tail of tails) tail.close();
      await until('the tails gone', async () => (app.watcher.listenerCount === listening ? true : undefined));
    });

    it('refuses more live streams than the server keeps open at once', async () => {
      const tails: Tail[] = [];
      try {
        for (let i = 0; i < 20; i += 1) tails.push(await openTail());
        expect(tails.every((tail) => tail.status === 200)).to.equal(true);
        const refused = await admin.request('GET', '/api/admin/events/live');
        expect(refused.status).to.equal(429);
        expect(refused.body.code).to.equal('TOO_MANY_STREAMS');
        expect(refused.headers.get('Retry-After')).to.equal('5');
      } finally {
        for (const tail of tails) tail.close();
      }
      const again = await until('a stream slot freed', async () => {
        const tail = await openTail();
        if (tail.status === 200) return tail;
        tail.close();
        return undefined;
      });
      again.close();
    });
  });

  describe('deleted users', () => {
    it("shows a deleted user's events as 'Deleted user', with no plaintext left", async () => {
      const gone = await signedUpMember(app, 'vanishing');
      await gone.visitor.request('POST', `/api/profile/${asha.userId}/follow`);
      await gone.visitor.request('POST', '/api/favorites', { json: { movieId: movies[11] } });
      const before = JSON.stringify((await list(`?user=${gone.userId}`)).events);
      expect(before).to.include('vanishing@example.com');
      const deletion = `delete-${randomUUID()}`;
      const deleted = await gone.visitor.request('DELETE', '/api/auth/delete-account', { headers: { 'X-Correlation-Id': deletion } });
      expect(deleted.status).to.equal(200);
      // The reservations reactor frees the e-mail and username because of the deletion: its reactions.
      const chain = await until('the deletion chain with its releases', async () => {
        const response = await admin.request<AdminEventChain>('GET', `/api/admin/events/correlation/${deletion}`);
        const reactions =
          response.status === 200 ? response.body.nodes.find((node) => node.event.type === 'AccountDeleted')?.children : undefined;
        return reactions && reactions.length >= 2 ? reactions : undefined;
      });
      expect(chain.map((node) => node.event.type)).to.have.members(['EmailReleased', 'UsernameReleased']);
      const { events } = await list(`?user=${gone.userId}`);
      const text = JSON.stringify(events);
      expect(text).to.not.include('vanishing');
      expect(events.find((event) => event.type === 'AccountRegistered')!.data).to.include({
        username: 'Deleted user',
        email: 'Deleted user',
      });
      expect(events.find((event) => event.type === 'UserFollowed')!.actorName).to.equal('Deleted user');
      expect(events.map((event) => event.type)).to.include('AccountDeleted');
    });
  });

  describe('who may read it', () => {
    const routes = ['/api/admin/events', `/api/admin/events/correlation/${randomUUID()}`, '/api/admin/events/live'];

    it('refuses anonymous callers with 401 and users with 403', async () => {
      for (const path of routes) {
        expect((await app.request('GET', path)).status, path).to.equal(401);
        expect((await asha.visitor.request('GET', path)).status, path).to.equal(403);
      }
    });
  });

  describe('bad filters', () => {
    const cases: [string, string][] = [
      ['?before=abc', "before must be a position token such as '123-4', as `next` gives it"],
      ['?before=99999999999999999999-1', "before must be a position token such as '123-4', as `next` gives it"],
      ['?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'from must not be later than to'],
      ['?from=yesterday', 'from must be an ISO time such as 2026-01-31T09:30:00Z'],
      ['?to=2026-13-01T00:00:00Z', 'to must be an ISO time such as 2026-01-31T09:30:00Z'],
      ['?limit=0', 'limit must be a whole number from 1 to 200'],
      ['?limit=201', 'limit must be a whole number from 1 to 200'],
      ['?limit=ten', 'limit must be a whole number from 1 to 200'],
      ['?type=Account%20Registered', 'type must be an event type name such as AccountRegistered'],
      [`?stream=${'x'.repeat(501)}`, 'stream must be 1 to 500 printable characters without spaces'],
      ['?user=', 'user must be 1 to 500 printable characters without spaces'],
      ['?correlationId=a%20b', 'correlationId must be 1 to 500 printable characters without spaces'],
    ];
    for (const [query, message] of cases) {
      it(`answers 400 for ${query.slice(0, 60)}`, async () => {
        const response = await admin.request('GET', `/api/admin/events${query}`);
        expect(response.status).to.equal(400);
        expect(response.body.message).to.equal(message);
      });
    }

    it('answers 400 for a live tail with a bad filter or Last-Event-ID', async () => {
      const inverted = await admin.request('GET', '/api/admin/events/live?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z');
      expect(inverted.status).to.equal(400);
      expect(inverted.body.message).to.equal('from must not be later than to');
      const resumed = await admin.request('GET', '/api/admin/events/live', { headers: { 'Last-Event-ID': 'yesterday' } });
      expect(resumed.status).to.equal(400);
      expect(resumed.body.message).to.equal("Last-Event-ID must be a position token such as '123-4', as the stream's ids give it");
    });
  });
});
