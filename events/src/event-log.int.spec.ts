import { expect } from 'chai';
import { randomBytes, randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@more-ai/testing';
import { defineEvent, EventRegistry } from './definitions';
import { createEventLog } from './event-log';
import type { SubjectKeyStore } from './personal-data/key-store';
import { createPostgresKeyStore } from './personal-data/postgres-key-store';
import { START } from './position';
import { createPostgresEventStore } from './store/postgres/index';
import type { EventStore, NewEvent, RecordedEvent } from './store/port';

interface NamedV1 {
  userId: string;
  name: string;
}
interface NamedV2 extends NamedV1 {
  initials: string;
}

const personalData = { subject: (data: NamedV1) => `user:${data.userId}`, fields: { name: 'Deleted user' } } as const;
const ProfileNamedV1 = defineEvent<NamedV1>()({ type: 'ProfileNamed', version: 1, personalData });
const ProfileNamedV2 = defineEvent<NamedV2>()({
  type: 'ProfileNamed',
  version: 2,
  personalData: { ...personalData, fields: { name: 'Deleted user', initials: '?' } },
  upcasters: { 1: (data: NamedV1): NamedV2 => ({ ...data, initials: initialsOf(data.name) }) },
});

function initialsOf(name: string): string {
  return name
    .split(' ')
    .map((word) => word[0])
    .join('');
}

describe('event log', () => {
  let database: TestDatabase;
  let raw: EventStore;
  let keys: SubjectKeyStore;
  const before = createLogFor(ProfileNamedV1);
  const after = createLogFor(ProfileNamedV2);

  function createLogFor(definition: typeof ProfileNamedV1 | typeof ProfileNamedV2): () => EventStore {
    return () => createEventLog(raw, { registry: new EventRegistry([definition]), keys });
  }

  beforeEach(async () => {
    database = await createTestDatabase('event_log');
    raw = await createPostgresEventStore({ connectionString: database.url });
    keys = await createPostgresKeyStore({ connectionString: database.url, masterKey: randomBytes(32) });
  });
  afterEach(async () => {
    await raw.close();
    await keys.close();
    await database.drop();
  });

  it('stamps the current payload version on events appended without one', async () => {
    await after().append('Profile-u1', [profileNamed({ userId: 'u1', name: 'Asha Rao', initials: 'AR' })], 'no-stream');
    const [stored] = await raw.readStream('Profile-u1');
    expect(stored!.metadata.schemaVersion).to.equal(2);
    expect(stored!.data.name).not.to.equal('Asha Rao');
  });

  describe('reads an event written as version 1 as version 2, upcast from its plaintext', () => {
    const upcast = { userId: 'u1', name: 'Asha Rao', initials: 'AR' };
    beforeEach(async () => {
      await before().append('Profile-u1', [profileNamed({ userId: 'u1', name: 'Asha Rao' })], 'no-stream');
      expect((await raw.readStream('Profile-u1'))[0]!.metadata.schemaVersion).to.equal(1);
    });

    it('from its stream', async () => {
      const [event] = await after().readStream('Profile-u1');
      expect(event!.data).to.deep.equal(upcast);
      expect(event!.metadata.schemaVersion).to.equal(2);
    });

    it('from all events', async () => {
      expect((await after().readAll({ after: START })).map((event) => event.data)).to.deep.equal([upcast]);
    });

    it('in a subscription', async () => {
      const seen: RecordedEvent[] = [];
      let arrived!: () => void;
      const first = new Promise<void>((resolve) => (arrived = resolve));
      const subscription = after().subscribe({ after: START }, async (events) => {
        seen.push(...events);
        arrived();
      });
      await Promise.race([first, subscription.done]);
      await subscription.stop();
      expect(seen.map((event) => event.data)).to.deep.equal([upcast]);
    });

    it("from the redacted payload once the user's key is destroyed", async () => {
      await keys.destroy('user:u1');
      const [event] = await after().readStream('Profile-u1');
      expect(event!.data).to.deep.equal({ userId: 'u1', name: 'Deleted user', initials: 'Du' });
    });
  });
});

function profileNamed(data: NamedV1 | NamedV2): NewEvent {
  const id = randomUUID();
  return {
    id,
    type: 'ProfileNamed',
    data: { ...data },
    metadata: { actor: data.userId, correlationId: id, causationId: id, timestamp: new Date().toISOString() },
  };
}
