import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import sinon from 'sinon';
import { createPostgresEventStore } from '@more-ai/events/store/postgres/index';
import type { EventStore } from '@more-ai/events/store/port';
import { LimitReached } from '@more-ai/platform';
import { createTestDatabase, type TestDatabase } from '@more-ai/testing';
import type { Decider } from './decider';
import { CommandHandler } from './handle-command';

// A rule of the kind the FREE plan has (at most N of something), to prove the pipeline keeps it
// under concurrency; the real limits are proved through their routes.
type Added = { type: 'ItemAdded'; data: { item: string } };
const LIMIT = 10;
const limitedList: Decider<{ item: string }, { items: string[] }, Added> = {
  category: 'LimitedList',
  initialState: () => ({ items: [] }),
  evolve: (state, event) => ({ items: [...state.items, event.data.item] }),
  decide: (command, state) => {
    if (state.items.length >= LIMIT) throw new LimitReached(`At most ${LIMIT} items`);
    return [{ type: 'ItemAdded', data: { item: command.item } }];
  },
};
const metadata = { actor: 'system', correlationId: 'test', causationId: 'test' };

describe('the command pipeline under concurrency', function () {
  this.timeout(60_000);
  let database: TestDatabase;
  let store: EventStore;

  before(async () => {
    database = await createTestDatabase('pipeline');
    store = await createPostgresEventStore({ connectionString: database.url });
  });
  after(async () => {
    await store.close();
    await database.drop();
  });

  it('keeps a limit exact when 50 commands race from two processes', async () => {
    // Two handlers stand for two command-api processes: they do not share the in-process queue,
    // so they really collide on the expected revision and must re-decide.
    const handlers = [new CommandHandler(store), new CommandHandler(store)];
    const id = randomUUID();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => handlers[i % 2]!.handle(limitedList, id, { item: `item-${i}` }, metadata)),
    );
    const stored = await store.readStream(`LimitedList-${id}`);
    expect(stored).to.have.length(LIMIT);
    expect(stored.map((e) => e.revision)).to.deep.equal(Array.from({ length: LIMIT }, (_, i) => BigInt(i)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).to.have.length(LIMIT);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected')) {
      expect((outcome as PromiseRejectedResult).reason).to.be.instanceOf(LimitReached);
    }
  });

  it('answers with the position of the appended event, and of the last one when nothing changes', async () => {
    const handler = new CommandHandler(store);
    const id = randomUUID();
    const first = await handler.handle(limitedList, id, { item: 'a' }, metadata);
    const [recorded] = await store.readStream(`LimitedList-${id}`);
    expect(first.position).to.deep.equal(recorded!.position);
    expect(first.events).to.deep.equal([{ type: 'ItemAdded', data: { item: 'a' } }]);
  });

  it('derives event ids from the Idempotency-Key, so a replayed append is written once', async () => {
    const handler = new CommandHandler(store);
    const id = randomUUID();
    const keyed = { ...metadata, idempotencyKey: 'replay-key-1' };
    await handler.handle(limitedList, id, { item: 'a' }, keyed);
    const [event] = await store.readStream(`LimitedList-${id}`);
    await store.append(
      `LimitedList-${id}`,
      [{ id: event!.id, type: event!.type, data: event!.data, metadata: event!.metadata }],
      'no-stream',
    );
    expect(await store.readStream(`LimitedList-${id}`)).to.have.length(1);
    expect(event!.metadata).to.include({ idempotencyKey: 'replay-key-1', actor: 'system', correlationId: 'test' });
  });

  it('decides new streams without reading them and appends them together; when one exists, decides each on its stream', async () => {
    const handler = new CommandHandler(store);
    const read = sinon.spy(store, 'readStream');
    const together = sinon.spy(store, 'appendNewStreams');
    try {
      const fresh = [randomUUID(), randomUUID(), randomUUID()];
      const results = await handler.handleNew(
        limitedList,
        fresh.map((id, n) => ({ id, command: { item: `item-${n}` } })),
        metadata,
      );
      expect(read.called).to.equal(false);
      expect(together.callCount).to.equal(1);
      for (const [n, id] of fresh.entries()) {
        const [recorded] = await store.readStream(`LimitedList-${id}`);
        expect(recorded!.data).to.deep.equal({ item: `item-${n}` });
        expect(results[n]!.position).to.deep.equal(recorded!.position);
        expect(results[n]!.state).to.deep.equal({ items: [`item-${n}`] });
      }

      // Another writer made one of them meanwhile: nothing is lost and no rule is skipped, as each
      // is decided again on what is there.
      const taken = randomUUID();
      for (let i = 0; i < LIMIT; i += 1) await handler.handle(limitedList, taken, { item: `item-${i}` }, metadata);
      const other = randomUUID();
      read.resetHistory();
      const late = await handler
        .handleNew(
          limitedList,
          [
            { id: taken, command: { item: 'one too many' } },
            { id: other, command: { item: 'x' } },
          ],
          metadata,
        )
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(late).to.be.instanceOf(LimitReached);
      expect(read.called).to.equal(true);
      expect(await store.readStream(`LimitedList-${taken}`)).to.have.length(LIMIT);
    } finally {
      read.restore();
      together.restore();
    }
  });
});
