import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import type { GlobalPosition } from '@more-ai/events/position';
import { openProjectionsFixture, type ProjectionsFixture } from '@more-ai/testing/projections';
import { countParkedEvents } from '../runner/parked';
import { rebuildProjection } from '../runner/rebuild';
import { eventLogProjector } from './projector';
import { correlationChain, listEvents } from './queries';

const ALL_ROWS = `SELECT position_commit, position_prepare, event_id, stream_id, type, written_version, current_version, actor,
                         correlation_id, causation_id, idempotency_key, pii_subject, users, data
                    FROM rm_event_log.events ORDER BY position_commit, position_prepare`;

describe('event log read model (rm_event_log)', function () {
  this.timeout(120_000);
  let fixture: ProjectionsFixture;
  const asha = randomUUID();
  const ravi = randomUUID();
  const watchlist = randomUUID();
  const contact = randomUUID();
  let last: GlobalPosition;

  const rows = async () => (await fixture.db.raw(ALL_ROWS)).rows as Record<string, any>[];
  const rowOf = async (type: string) => (await rows()).find((row) => row.type === type)!;
  const plaintextLeft = async (text: string) =>
    Number((await fixture.db.raw('SELECT count(*) AS n FROM rm_event_log.events WHERE data::text LIKE ?', [`%${text}%`])).rows[0].n);
  const caughtUp = () => fixture.caughtUp(eventLogProjector, last);

  before(async () => {
    fixture = await openProjectionsFixture('event_log');
    const registeredAt = new Date().toISOString();
    await fixture.append(`Account-${asha}`, 'AccountRegistered', {
      userId: asha,
      username: 'asha',
      email: 'asha.k@example.com',
      passwordHash: 'scrypt$16384$8$1$salt$hash',
      role: 'user',
      registeredAt,
    });
    await fixture.append(`Account-${ravi}`, 'AccountRegistered', {
      userId: ravi,
      username: 'ravi',
      email: 'ravi@example.com',
      passwordHash: 'scrypt$x',
      role: 'user',
      registeredAt,
    });
    await fixture.append(
      `Session-${randomUUID()}`,
      'SessionStarted',
      {
        sessionId: randomUUID(),
        userId: asha,
        refreshTokenHash: 'abcdef0123',
        expiresAt: registeredAt,
        userAgent: 'Firefox on Asha-laptop',
      },
      asha,
    );
    await fixture.append(
      `Watchlist-${watchlist}`,
      'WatchlistCreated',
      {
        watchlistId: watchlist,
        ownerId: asha,
        name: 'Asha noir nights',
        description: 'Her private picks',
        isPrivate: false,
        createdAt: registeredAt,
      },
      asha,
    );
    await fixture.append(`Follows-${ravi}`, 'UserFollowed', { followerId: ravi, followeeId: asha }, ravi);
    await fixture.append(
      `Contact-${contact}`,
      'ContactMessageSubmitted',
      { contactId: contact, name: 'Asha K', email: 'asha.k@example.com', message: 'Please call me on 98450 12345' },
      asha,
    );
    // A version-1 one-time code, as written before deliveries existed: read upcast to version 2.
    await fixture.events.store.append(
      `Account-${ravi}`,
      [
        {
          id: randomUUID(),
          type: 'OtpIssued',
          data: { userId: ravi, purpose: 'verify-email', otpHash: 'otp-hash-secret', expiresAt: registeredAt },
          metadata: { actor: 'anonymous', correlationId: 'otp-v1', causationId: 'otp-v1', timestamp: registeredAt, schemaVersion: 1 },
        },
      ],
      'any',
    );
    // What PostgreSQL cannot store as is, a payload too large to show, one nested too deep.
    await fixture.append(`Contact-${randomUUID()}`, 'ContactMessageSubmitted', {
      contactId: randomUUID(),
      name: 'Long',
      email: 'long@example.com',
      message: 'x'.repeat(300_000),
    });
    let deep: unknown = 'bottom';
    for (let level = 0; level < 200; level += 1) deep = [deep];
    await fixture.append(`Plan-${randomUUID()}`, 'SubscriptionPlanRevised', { planId: 'deep', nested: deep });
    // Personal fields are sealed, so the PostgreSQL log keeps NUL and lone surrogates in them.
    const odd = randomUUID();
    last = await fixture.append(`Contact-${odd}`, 'ContactMessageSubmitted', {
      contactId: odd,
      name: 'Nul\u0000l',
      email: 'lone\ud800@example.com',
      message: 'hi \udc00',
    });
    await fixture.startRunner([eventLogProjector], { retryDelaysMs: [10] });
    await caughtUp();
  });
  after(() => fixture?.close());

  it('keeps one row per event, every type of the catalog, parking nothing', async () => {
    const all = await rows();
    expect(all.map((row) => row.type)).to.deep.equal([
      'AccountRegistered',
      'AccountRegistered',
      'SessionStarted',
      'WatchlistCreated',
      'UserFollowed',
      'ContactMessageSubmitted',
      'OtpIssued',
      'ContactMessageSubmitted',
      'SubscriptionPlanRevised',
      'ContactMessageSubmitted',
    ]);
    expect(await countParkedEvents(fixture.db, [eventLogProjector])).to.deep.equal({});
  });

  it('hides password, code and token hashes', async () => {
    expect((await rowOf('AccountRegistered')).data).to.include({ passwordHash: '[hidden]', username: 'asha' });
    expect((await rowOf('SessionStarted')).data).to.include({ refreshTokenHash: '[hidden]' });
    expect((await rowOf('OtpIssued')).data).to.include({ otpHash: '[hidden]' });
    for (const secret of ['scrypt$', 'abcdef0123', 'otp-hash-secret']) expect(await plaintextLeft(secret), secret).to.equal(0);
  });

  it('keeps the version an event was written with beside the one it reads as', async () => {
    const otp = await rowOf('OtpIssued');
    expect([otp.written_version, otp.current_version]).to.deep.equal([1, 2]);
    expect(otp.data).to.include({ deliveryId: null });
    const registered = await rowOf('AccountRegistered');
    expect([registered.written_version, registered.current_version]).to.deep.equal([1, 1]);
  });

  it('names every user an event is about: its actor, the people of its payload, the owner of its personal data', async () => {
    expect((await rowOf('UserFollowed')).users).to.have.members([ravi, asha]);
    expect((await rowOf('WatchlistCreated')).users).to.deep.equal([asha]);
    expect((await rowOf('ContactMessageSubmitted')).users).to.deep.equal([asha]);
    expect((await rows()).at(-1)!.users, 'an anonymous visitor is no user').to.deep.equal([]);
    const ashas = await listEvents(fixture.db, { user: asha }, { limit: 50 });
    expect(ashas.events.map((event) => event.type)).to.deep.equal([
      'ContactMessageSubmitted',
      'UserFollowed',
      'WatchlistCreated',
      'SessionStarted',
      'AccountRegistered',
    ]);
  });

  it('stores what PostgreSQL refuses, and leaves out payloads too large or too deep to show', async () => {
    const [contactRow, deepRow, oddRow] = (await rows()).slice(-3);
    expect(contactRow!.data).to.deep.equal({ '[omitted]': contactRow!.data['[omitted]'] });
    expect(contactRow!.data['[omitted]']).to.match(/too large to show/);
    expect(deepRow!.data['[omitted]']).to.match(/nests deeper than/);
    expect(oddRow!.data).to.include({ name: 'Null', email: 'lone\ufffd@example.com', message: 'hi \ufffd' });
  });

  it('shows personal data while the account lives, and none of it once the account is deleted', async () => {
    expect((await rowOf('WatchlistCreated')).data).to.include({ name: 'Asha noir nights' });
    expect(await plaintextLeft('asha.k@example.com')).to.equal(2);

    const deleted = await fixture.append(`Account-${asha}-deleted`, 'AccountDeleted', { userId: asha }, asha);
    await fixture.events.keys.destroy(`user:${asha}`);
    last = deleted;
    await caughtUp();

    for (const text of ['asha.k@example.com', 'Asha noir nights', 'Her private picks', '98450 12345', 'Asha K', 'Asha-laptop'])
      expect(await plaintextLeft(text), text).to.equal(0);
    const ashaRows = (await rows()).filter((row) => row.pii_subject === `user:${asha}`);
    expect(ashaRows.map((row) => row.type)).to.include.members([
      'AccountRegistered',
      'SessionStarted',
      'WatchlistCreated',
      'ContactMessageSubmitted',
    ]);
    expect(ashaRows.find((row) => row.type === 'AccountRegistered')!.data).to.include({ username: 'Deleted user', email: 'Deleted user' });
    expect(ashaRows.find((row) => row.type === 'WatchlistCreated')!.data).to.include({ name: 'Deleted watchlist', description: '' });
    expect(ashaRows.find((row) => row.type === 'ContactMessageSubmitted')!.data).to.include({ name: 'Deleted user', message: '[deleted]' });
    expect(ashaRows.find((row) => row.type === 'SessionStarted')!.data).to.include({ userAgent: null });
    // Ravi's account lives: his stays readable.
    expect((await rows()).find((row) => row.type === 'AccountRegistered' && row.data.userId === ravi)!.data).to.include({
      username: 'ravi',
    });
    const page = await listEvents(fixture.db, { user: asha, type: 'WatchlistCreated' }, { limit: 5 });
    expect(page.events[0]!.actorName).to.equal('Deleted user');
  });

  it('rebuilds after the deletion into the same rows, reading the personal data redacted from the log', async () => {
    const incremental = await rows();
    const result = await rebuildProjection({ store: fixture.events.log, db: fixture.db, projector: eventLogProjector });
    expect(result.parked).to.equal(0);
    expect(await rows()).to.deep.equal(incremental);
  });

  it('follows a correlation id through what it caused', async () => {
    const correlationId = `signup-${randomUUID()}`;
    const request = randomUUID();
    const caused = randomUUID();
    const metadata = (causationId: string) => ({ actor: 'system', correlationId, causationId, timestamp: new Date().toISOString() });
    await fixture.events.log.append(
      `Plan-${randomUUID()}`,
      [{ id: caused, type: 'SubscriptionPlanDefined', data: { planId: 'a' }, metadata: metadata(request) }],
      'no-stream',
    );
    // A reaction under another correlation id is found through its causation.
    const reaction = randomUUID();
    last = (
      await fixture.events.log.append(
        `Plan-${randomUUID()}`,
        [
          {
            id: reaction,
            type: 'SubscriptionPlanRevised',
            data: { planId: 'a' },
            metadata: { ...metadata(caused), correlationId: 'elsewhere' },
          },
        ],
        'no-stream',
      )
    ).position;
    await caughtUp();
    const chain = await correlationChain(fixture.db, correlationId, 10);
    expect(chain!.count).to.equal(2);
    expect(chain!.nodes.map((node) => node.event.id)).to.deep.equal([caused]);
    expect(chain!.nodes[0]!.children.map((node) => node.event.id)).to.deep.equal([reaction]);
    expect(chain!.truncated).to.equal(false);
    expect((await correlationChain(fixture.db, correlationId, 1))!.truncated).to.equal(true);
    expect(await correlationChain(fixture.db, 'nobody-used-this', 10)).to.equal(undefined);
  });

  it('rebuilds 20,000 events within seconds', async function () {
    const batches = 20;
    for (let batch = 0; batch < batches; batch += 1) {
      const stream = `Movie-${randomUUID()}`;
      const events = Array.from({ length: 1000 }, (_, index) => ({
        id: randomUUID(),
        type: index % 2 ? 'FavoriteAdded' : 'FavoriteRemoved',
        data: { userId: ravi, movieId: randomUUID() },
        metadata: { actor: ravi, correlationId: `bulk-${batch}`, causationId: `bulk-${batch}`, timestamp: new Date().toISOString() },
      }));
      last = (await fixture.events.log.append(stream, events, 'no-stream')).position;
    }
    const started = performance.now();
    const result = await rebuildProjection({ store: fixture.events.log, db: fixture.db, projector: eventLogProjector, batchSize: 2000 });
    const seconds = (performance.now() - started) / 1000;
    expect(result.events).to.be.greaterThan(20_000);
    // About 5 s per 100,000 events on an idle machine; the bound leaves room for a busy one.
    expect(seconds, `${Math.round(result.events / seconds)} events/s`).to.be.below(20);
  });
});
