import { expect } from 'chai';
import { randomBytes, randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@more-ai/testing';
import { eventRegistry } from '../catalog';
import { createPostgresEventStore } from '../store/postgres/index';
import { START } from '../position';
import type { EventStore, NewEvent, RecordedEvent } from '../store/port';
import { PersonalDataDecryptionError } from './field-encryption';
import { SubjectKeyDestroyedError, type SubjectKeyStore } from './key-store';
import { eventually } from './eventually';
import { createPostgresKeyStore } from './postgres-key-store';
import { withPersonalDataProtection } from './protected-store';

const masterKey = randomBytes(32);

describe('event store with personal data protection', () => {
  let database: TestDatabase;
  let raw: EventStore;
  let keys: SubjectKeyStore;
  let store: EventStore;

  beforeEach(async () => {
    database = await createTestDatabase('pii_store');
    raw = await createPostgresEventStore({ connectionString: database.url });
    keys = await createPostgresKeyStore({ connectionString: database.url, masterKey });
    store = withPersonalDataProtection(raw, eventRegistry, keys);
  });
  afterEach(async () => {
    await store.close();
    await keys.close();
    await database.drop();
  });

  it('stores no plaintext of the personal fields, and reads them back in plaintext', async () => {
    await store.append('Contact-c1', [contactMessage('c1', 'u1', 'Asha Rao')], 'no-stream');
    const [stored] = await raw.readStream('Contact-c1');
    const atRest = JSON.stringify(stored!.data);
    for (const secret of ['Asha Rao', 'asha.rao@example.com', 'Korean dramas']) expect(atRest).not.to.include(secret);
    expect(stored!.data.contactId).to.equal('c1');
    expect(stored!.metadata.piiSubject).to.equal('user:u1');

    const [read] = await store.readStream('Contact-c1');
    expect(read!.data).to.deep.equal(contactMessage('c1', 'u1', 'Asha Rao').data);
  });

  it('passes events without personal data through untouched', async () => {
    const feature: NewEvent = {
      id: randomUUID(),
      type: 'FeatureRegistered',
      data: { featureId: 'f1', key: 'limited_watchlists', description: 'Watchlists' },
      metadata: metadataOf('system'),
    };
    await store.append('Feature-f1', [feature], 'no-stream');
    expect((await raw.readStream('Feature-f1'))[0]!.data).to.deep.equal(feature.data);
    expect((await raw.readStream('Feature-f1'))[0]!.metadata.piiSubject).to.equal(undefined);
  });

  it('opens a batch that several subscriptions are handed together once, and gives each the plaintext', async () => {
    await store.append('Contact-c1', [contactMessage('c1', 'u1', 'Asha Rao')], 'no-stream');
    const [stored] = await raw.readStream('Contact-c1');
    const handlers: ((events: RecordedEvent[]) => Promise<void>)[] = [];
    const sharing: EventStore = {
      ...raw,
      subscribe: (_options, handler) => {
        handlers.push(handler);
        return { done: new Promise<void>(() => undefined), stop: async () => undefined };
      },
    };
    const looked: string[][] = [];
    const counting: SubjectKeyStore = { ...keys, findKeys: (subjects) => (looked.push([...subjects]), keys.findKeys(subjects)) };
    const protectedStore = withPersonalDataProtection(sharing, eventRegistry, counting);
    const seen: RecordedEvent[][] = [];
    for (let n = 0; n < 3; n += 1) protectedStore.subscribe({}, async (events) => void seen.push(events));
    const batch = [stored!];
    await Promise.all(handlers.map((handler) => handler(batch)));
    expect(looked).to.deep.equal([['user:u1']]);
    expect(seen).to.have.length(3);
    for (const events of seen) expect(events[0]!.data).to.deep.equal(contactMessage('c1', 'u1', 'Asha Rao').data);
    // Another batch, even of the same events, is opened afresh: a key destroyed since is honoured.
    await handlers[0]!([stored!]);
    expect(looked).to.have.length(2);
  });

  describe('once a user deleted their account', () => {
    beforeEach(async () => {
      await store.append('Contact-c1', [contactMessage('c1', 'u1', 'Asha Rao')], 'no-stream');
      await store.append('Contact-c2', [contactMessage('c2', 'u2', 'Ravi Kumar')], 'no-stream');
      await store.append('Contact-c3', [contactMessage('c3', 'anonymous', 'Meera Iyer')], 'no-stream');
      await store.readAll();
      await keys.destroy('user:u1');
    });

    it('shows the redacted values when reading the stream', async () => {
      expect((await store.readStream('Contact-c1'))[0]!.data).to.deep.equal(redacted('c1'));
    });

    it('shows the redacted values when reading all events, and the other people as they wrote', async () => {
      const events = await store.readAll({ after: START });
      expect(events.map((event) => event.data)).to.deep.equal([
        redacted('c1'),
        contactMessage('c2', 'u2', 'Ravi Kumar').data,
        contactMessage('c3', 'anonymous', 'Meera Iyer').data,
      ]);
    });

    it('shows the redacted values to a subscriber', async () => {
      const events = await collect(store, 3);
      expect(events.map((event) => event.data.name)).to.deep.equal(['Deleted user', 'Ravi Kumar', 'Meera Iyer']);
    });

    it('shows the redacted values in another process that had the key cached', async () => {
      const otherRaw = await createPostgresEventStore({ connectionString: database.url });
      const otherKeys = await createPostgresKeyStore({ connectionString: database.url, masterKey });
      const other = withPersonalDataProtection(otherRaw, eventRegistry, otherKeys);
      try {
        const nameInOther = async () => (await other.readStream('Contact-c2'))[0]!.data.name;
        expect(await nameInOther()).to.equal('Ravi Kumar');
        await keys.destroy('user:u2');
        expect(await eventually(nameInOther, 'Deleted user')).to.equal('Deleted user');
        expect((await other.readStream('Contact-c1'))[0]!.data).to.deep.equal(redacted('c1'));
        expect((await other.readStream('Contact-c3'))[0]!.data.name).to.equal('Meera Iyer');
      } finally {
        await other.close();
        await otherKeys.close();
      }
    });

    it('refuses to record new personal data for them, and appends nothing', async () => {
      const attempt = await store.append('Contact-c4', [contactMessage('c4', 'u1', 'Asha Rao')], 'no-stream').catch((e: unknown) => e);
      expect(attempt).to.be.instanceOf(SubjectKeyDestroyedError);
      expect(await raw.readAll()).to.have.length(3);
    });
  });

  describe('fails loudly rather than read the wrong data', () => {
    let sealed: RecordedEvent;
    beforeEach(async () => {
      await store.append('Contact-c1', [contactMessage('c1', 'u1', 'Asha Rao')], 'no-stream');
      sealed = (await raw.readStream('Contact-c1'))[0]!;
    });

    async function readForged(data: Record<string, unknown>): Promise<unknown> {
      await raw.append('Contact-c9', [{ id: randomUUID(), type: sealed.type, data, metadata: sealed.metadata }], 'no-stream');
      return store.readStream('Contact-c9').catch((e: unknown) => e);
    }

    it('when a stored envelope was altered', async () => {
      const email = sealed.data.email as string;
      const altered = `${email.slice(0, -3)}${email.at(-3) === 'A' ? 'B' : 'A'}${email.slice(-2)}`;
      expect(await readForged({ ...sealed.data, email: altered })).to.be.instanceOf(PersonalDataDecryptionError);
    });

    it('when a stored envelope was moved to another field', async () => {
      const moved = { ...sealed.data, name: sealed.data.message, message: sealed.data.name };
      expect(await readForged(moved)).to.be.instanceOf(PersonalDataDecryptionError);
    });
  });
});

function metadataOf(actor: string) {
  const id = randomUUID();
  return { actor, correlationId: id, causationId: id, timestamp: new Date().toISOString() };
}

function contactMessage(contactId: string, actor: string, name: string): NewEvent {
  return {
    id: randomUUID(),
    type: 'ContactMessageSubmitted',
    data: {
      contactId,
      name,
      email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
      message: 'Please recommend more Korean dramas',
    },
    metadata: metadataOf(actor),
  };
}

function redacted(contactId: string) {
  return { contactId, name: 'Deleted user', email: 'Deleted user', message: '[deleted]' };
}

/** Runs a catch-up subscription from the start until it has handed over `count` events. */
async function collect(store: EventStore, count: number): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let enough!: () => void;
  const reached = new Promise<void>((resolve) => (enough = resolve));
  const subscription = store.subscribe({ after: START }, async (batch) => {
    events.push(...batch);
    if (events.length >= count) enough();
  });
  await Promise.race([reached, subscription.done]);
  await subscription.stop();
  return events;
}
