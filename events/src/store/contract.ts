import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { comparePositions, type GlobalPosition } from '../position';
import {
  StreamNotFoundError,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type Subscription,
} from './port';

export interface ContractStore {
  store: EventStore;
  cleanup(): Promise<void>;
  /** Stores with transactions: append, then keep the transaction open `holdMs` before committing. */
  appendInSlowTransaction?(streamId: string, events: NewEvent[], expected: ExpectedRevision, holdMs: number): Promise<AppendResult>;
}

/**
 * The behaviour every EventStore adapter must show. Streams, categories and types carry a random
 * suffix per test, so the suite also runs against a shared EventStoreDB that holds other data.
 */
export function eventStoreContract(name: string, open: () => Promise<ContractStore>): void {
  describe(`${name} event store (contract)`, function () {
    this.timeout(30_000);
    let handle: ContractStore;
    let store: EventStore;
    before(async () => {
      handle = await open();
      store = handle.store;
    });
    after(async () => handle?.cleanup());

    describe('appending and reading a stream', () => {
      it('reads back what was appended: data, metadata, revisions from 0, recording time, rising positions', async () => {
        const stream = `${category()}-1`;
        const before = new Date(Date.now() - 60_000);
        const first = await store.append(
          stream,
          [event('Opened', { title: 'Inception', year: 2010 }), event('Renamed', { title: 'Dune' })],
          'no-stream',
        );
        const second = await store.append(stream, [event('Closed', { reason: null, tags: ['a', 'b'] })], 1n);
        const read = await store.readStream(stream);
        expect(first.nextRevision).to.equal(1n);
        expect(second.nextRevision).to.equal(2n);
        expect(read.map((e) => e.revision)).to.deep.equal([0n, 1n, 2n]);
        expect(read.map((e) => e.type)).to.deep.equal(['Opened', 'Renamed', 'Closed']);
        expect(read[0]!.data).to.deep.equal({ title: 'Inception', year: 2010 });
        expect(read[2]!.data).to.deep.equal({ reason: null, tags: ['a', 'b'] });
        expect(read[1]!.metadata).to.deep.equal(metadataOf(read[1]!.id));
        expect(read.every((e) => e.streamId === stream)).to.equal(true);
        for (const e of read) expect(e.recordedAt.getTime()).to.be.within(before.getTime(), Date.now() + 60_000);
        expectRising(read.map((e) => e.position));
        expect(read[1]!.position).to.deep.equal(first.position);
        expect(read[2]!.position).to.deep.equal(second.position);
      });

      it('reads forwards or backwards, from a revision, at most maxCount events', async () => {
        const stream = `${category()}-1`;
        await store.append(
          stream,
          [1, 2, 3, 4, 5].map((n) => event('Counted', { n })),
          'no-stream',
        );
        const revisions = async (options: Parameters<EventStore['readStream']>[1]) =>
          (await store.readStream(stream, options)).map((e) => e.revision);
        expect(await revisions({ fromRevision: 2n, maxCount: 2 })).to.deep.equal([2n, 3n]);
        expect(await revisions({ direction: 'backwards' })).to.deep.equal([4n, 3n, 2n, 1n, 0n]);
        expect(await revisions({ direction: 'backwards', fromRevision: 3n, maxCount: 2 })).to.deep.equal([3n, 2n]);
        expect(await revisions({ fromRevision: 9n })).to.deep.equal([]);
        expect(await revisions({ maxCount: 0 })).to.deep.equal([]);
        expect(await revisions({ direction: 'backwards', maxCount: 0 })).to.deep.equal([]);
      });

      it('refuses to read a stream that has no events', async () => {
        const stream = `${category()}-missing`;
        const error = await failure(store.readStream(stream));
        expect(error).to.be.instanceOf(StreamNotFoundError);
        expect((error as StreamNotFoundError).streamId).to.equal(stream);
        for (const options of [{ direction: 'backwards' as const, maxCount: 1 }, { fromRevision: 3n }, { maxCount: 0 }])
          expect(
            await failure(store.readStream(stream, options)),
            JSON.stringify(options, (_, v: unknown) => String(v)),
          ).to.be.instanceOf(StreamNotFoundError);
      });
    });

    describe('expected revisions', () => {
      const conflict = async (append: Promise<unknown>, actual: bigint | 'no-stream') => {
        const error = await failure(append);
        expect(error).to.be.instanceOf(WrongExpectedRevisionError);
        expect((error as WrongExpectedRevisionError).actual).to.equal(actual);
      };

      it('no-stream: creates a stream once, then refuses', async () => {
        const stream = `${category()}-1`;
        await store.append(stream, [event('Reserved')], 'no-stream');
        await conflict(store.append(stream, [event('Reserved')], 'no-stream'), 0n);
      });

      it('an exact revision: appends only when it is the last one', async () => {
        const stream = `${category()}-1`;
        await conflict(store.append(stream, [event('Opened')], 0n), 'no-stream');
        await store.append(stream, [event('Opened'), event('Renamed')], 'no-stream');
        await conflict(store.append(stream, [event('Renamed')], 0n), 1n);
        await conflict(store.append(stream, [event('Renamed')], 2n), 1n);
        expect((await store.append(stream, [event('Renamed')], 1n)).nextRevision).to.equal(2n);
      });

      it('stream-exists: refuses a missing stream, appends to an existing one', async () => {
        const stream = `${category()}-1`;
        await conflict(store.append(stream, [event('Renamed')], 'stream-exists'), 'no-stream');
        await store.append(stream, [event('Opened')], 'no-stream');
        expect((await store.append(stream, [event('Renamed')], 'stream-exists')).nextRevision).to.equal(1n);
      });

      it('any: creates or appends', async () => {
        const stream = `${category()}-1`;
        expect((await store.append(stream, [event('Opened')], 'any')).nextRevision).to.equal(0n);
        expect((await store.append(stream, [event('Renamed'), event('Renamed')], 'any')).nextRevision).to.equal(2n);
      });

      it('tells the stream, the expectation and the actual revision in the error', async () => {
        const stream = `${category()}-1`;
        await store.append(stream, [event('Opened')], 'no-stream');
        const error = (await failure(store.append(stream, [event('Renamed')], 5n))) as WrongExpectedRevisionError;
        expect([error.streamId, error.expected, error.actual]).to.deep.equal([stream, 5n, 0n]);
      });

      it('lets exactly one of 50 concurrent appends with the same expectation win', async () => {
        const stream = `${category()}-1`;
        await store.append(stream, [event('Opened')], 'no-stream');
        const results = await Promise.allSettled(Array.from({ length: 50 }, (_, n) => store.append(stream, [event('Renamed', { n })], 0n)));
        const rejected = results.filter((r) => r.status === 'rejected');
        expect(results.filter((r) => r.status === 'fulfilled')).to.have.length(1);
        expect(rejected).to.have.length(49);
        for (const r of rejected) expect(r.reason).to.be.instanceOf(WrongExpectedRevisionError);
        expect((await store.readStream(stream)).map((e) => e.revision)).to.deep.equal([0n, 1n]);
      });

      it('keeps revisions gapless while 20 writers race, each retrying its conflicts', async () => {
        const stream = `${category()}-1`;
        const writer = async (w: number) => {
          for (let n = 0; n < 5;) {
            const last = await store.readStream(stream, { direction: 'backwards', maxCount: 1 }).catch(() => []);
            const expected = last[0]?.revision ?? 'no-stream';
            await store.append(stream, [event('Counted', { w, n })], expected).then(
              () => (n += 1),
              (error) => expect(error).to.be.instanceOf(WrongExpectedRevisionError),
            );
          }
        };
        await Promise.all(Array.from({ length: 20 }, (_, w) => writer(w)));
        const read = await store.readStream(stream);
        expect(read.map((e) => e.revision)).to.deep.equal(Array.from({ length: 100 }, (_, r) => BigInt(r)));
      });
    });

    describe('appending new streams together', () => {
      it('appends each as a stream of its own from revision 0, and answers each as append would', async () => {
        const cat = category();
        const streams = [
          { streamId: `${cat}-a`, events: [event('Opened', { n: 1 }), event('Renamed', { n: 2 })] },
          { streamId: `${cat}-b`, events: [event('Opened', { n: 3 })] },
          { streamId: `${cat}-c`, events: [event('Opened', { n: 4 })] },
        ];
        const results = await store.appendNewStreams(streams);
        expect(results.map((r) => r.nextRevision)).to.deep.equal([1n, 0n, 0n]);
        for (const [i, { streamId, events }] of streams.entries()) {
          const read = await store.readStream(streamId);
          expect(read.map((e) => e.id)).to.deep.equal(events.map((e) => e.id));
          expect(read.at(-1)!.position).to.deep.equal(results[i]!.position);
        }
        const all = await store.readAll({ filter: { categories: [cat] } });
        expect(all.map((e) => e.id)).to.deep.equal(streams.flatMap((s) => s.events.map((e) => e.id)));
        expect(await store.appendNewStreams([])).to.deep.equal([]);
      });

      it('keeps those before a stream that exists, refuses that one as append would, and writes none after it', async () => {
        const cat = category();
        await store.append(`${cat}-b`, [event('Opened')], 'no-stream');
        const error = await failure(
          store.appendNewStreams([
            { streamId: `${cat}-a`, events: [event('Opened')] },
            { streamId: `${cat}-b`, events: [event('Opened')] },
            { streamId: `${cat}-c`, events: [event('Opened')] },
          ]),
        );
        expect(error).to.be.instanceOf(WrongExpectedRevisionError);
        expect([(error as WrongExpectedRevisionError).streamId, (error as WrongExpectedRevisionError).actual]).to.deep.equal([
          `${cat}-b`,
          0n,
        ]);
        expect(await store.readStream(`${cat}-a`)).to.have.length(1);
        expect(await store.readStream(`${cat}-b`)).to.have.length(1);
        expect(await failure(store.readStream(`${cat}-c`))).to.be.instanceOf(StreamNotFoundError);
      });

      it('answers a retry like the first time and writes nothing', async () => {
        const cat = category();
        const streams = [
          { streamId: `${cat}-a`, events: [event('Opened')] },
          { streamId: `${cat}-b`, events: [event('Opened'), event('Renamed')] },
        ];
        const first = await store.appendNewStreams(streams);
        expect(await store.appendNewStreams(streams)).to.deep.equal(first);
        expect(await store.readAll({ filter: { categories: [cat] } })).to.have.length(3);
      });
    });

    describe('idempotent appends', () => {
      it('answers a retried append like the first one and writes nothing', async () => {
        const stream = `${category()}-1`;
        const batch = [event('Opened'), event('Renamed')];
        const first = await store.append(stream, batch, 'no-stream');
        expect(await store.append(stream, batch, 'no-stream')).to.deep.equal(first);
        const next = [event('Closed')];
        const second = await store.append(stream, next, 1n);
        expect(await store.append(stream, next, 1n)).to.deep.equal(second);
        expect((await store.readStream(stream)).map((e) => e.id)).to.deep.equal([...batch, ...next].map((e) => e.id));
      });

      it('refuses the same events under a different expectation', async () => {
        const stream = `${category()}-1`;
        const batch = [event('Opened'), event('Renamed')];
        await store.append(stream, batch, 'no-stream');
        await store.append(stream, [event('Closed')], 1n);
        expect(await failure(store.append(stream, batch, 0n))).to.be.instanceOf(WrongExpectedRevisionError);
        expect(await store.readStream(stream)).to.have.length(3);
      });
    });

    describe('reading all streams', () => {
      it('reads in global order after a position, by category and by type, at most maxCount', async () => {
        const [a, b] = [category(), category()];
        const [opened, renamed] = [`Opened${suffix()}`, `Renamed${suffix()}`];
        const start = await store.headPosition();
        await store.append(`${a}-1`, [event(opened), event(renamed)], 'no-stream');
        await store.append(`${b}-1`, [event(opened)], 'no-stream');
        await store.append(`${a}-2`, [event(renamed)], 'no-stream');
        const ours = await store.readAll({ after: start, filter: { categories: [a, b] } });
        expect(ours.map((e) => `${e.streamId}:${e.type}`)).to.deep.equal([
          `${a}-1:${opened}`,
          `${a}-1:${renamed}`,
          `${b}-1:${opened}`,
          `${a}-2:${renamed}`,
        ]);
        expectRising(ours.map((e) => e.position));
        const streamsOf = (events: RecordedEvent[]) => events.map((e) => e.streamId);
        expect(streamsOf(await store.readAll({ after: start, filter: { categories: [b] } }))).to.deep.equal([`${b}-1`]);
        expect(streamsOf(await store.readAll({ after: start, filter: { types: [renamed] } }))).to.deep.equal([`${a}-1`, `${a}-2`]);
        expect(streamsOf(await store.readAll({ after: start, filter: { categories: [b], types: [opened, renamed] } }))).to.deep.equal([
          `${b}-1`,
        ]);
        const firstTwo = await store.readAll({ after: start, maxCount: 2, filter: { categories: [a, b] } });
        expect(firstTwo.map((e) => e.id)).to.deep.equal(ours.slice(0, 2).map((e) => e.id));
        const rest = await store.readAll({ after: firstTwo[1]!.position, filter: { categories: [a, b] } });
        expect(rest.map((e) => e.id)).to.deep.equal(ours.slice(2).map((e) => e.id));
      });

      it('knows the newest position and counts the events after a position', async () => {
        const stream = `${category()}-1`;
        const { position: last } = await store.append(stream, [event('Opened'), event('Renamed'), event('Closed')], 'no-stream');
        const [first] = await store.readStream(stream, { maxCount: 1 });
        expect(await store.headPosition()).to.deep.equal(last);
        expect(await store.countAfter(first!.position)).to.equal(2);
        expect(await store.countAfter(first!.position, 1)).to.equal(1);
        expect(await store.countAfter(last)).to.equal(0);
        await store.ping();
      });
    });

    describe('subscriptions', () => {
      it('catches up from a position, then goes live, in batches of at most maxBatchSize', async () => {
        const stream = `${category()}-1`;
        await store.append(
          stream,
          [1, 2, 3, 4, 5, 6, 7].map((n) => event('Counted', { n })),
          'no-stream',
        );
        const [, second] = await store.readStream(stream, { maxCount: 2 });
        const collector = collect();
        let handling = false;
        const subscription = store.subscribe(
          { after: second!.position, filter: { categories: [stream.split('-')[0]!] }, maxBatchSize: 2 },
          async (batch) => {
            expect(handling, 'the handler is never re-entered').to.equal(false);
            handling = true;
            await new Promise((resolve) => setImmediate(resolve));
            expect(batch.length).to.be.within(1, 2);
            collector.add(batch);
            handling = false;
          },
        );
        await collector.until((events) => events.length >= 5, subscription);
        await store.append(stream, [event('Counted', { n: 8 }), event('Counted', { n: 9 })], 6n);
        await collector.until((events) => events.length >= 7, subscription);
        await subscription.stop();
        await subscription.done;
        expect(collector.events.map((e) => e.revision)).to.deep.equal([2n, 3n, 4n, 5n, 6n, 7n, 8n]);
      });

      it('ends with the handler’s error', async () => {
        const stream = `${category()}-1`;
        await store.append(stream, [event('Opened')], 'no-stream');
        const subscription = store.subscribe({ filter: { categories: [stream.split('-')[0]!] } }, async () => {
          throw new Error('projection failed');
        });
        const error = await failure(subscription.done);
        expect(error.message).to.equal('projection failed');
      });

      it('delivers every event once, in global order, while 8 writers append 20,000 events', async function () {
        this.timeout(60_000);
        const cat = category();
        const collector = collect();
        const subscription = store.subscribe({ after: await store.headPosition(), filter: { categories: [cat] } }, async (batch) => {
          expect(batch.length).to.be.within(1, 500);
          collector.add(batch);
        });
        const written = new Set<string>();
        const slow = handle.appendInSlowTransaction
          ? [0, 1, 2].map(async (n) => {
              const events = [event('Slow', { n }), event('Slow', { n })];
              await handle.appendInSlowTransaction!(`${cat}-slow${n}`, events, 'no-stream', 3000);
              for (const e of events) written.add(e.id);
            })
          : [];
        let remaining = 20_000;
        const writer = async (w: number) => {
          for (let s = 0; remaining > 0; s += 1) {
            const events = Array.from({ length: Math.min(remaining, 1 + ((w + s) % 9)) }, () => event('Counted', { w, s }));
            remaining -= events.length;
            await store.append(`${cat}-w${w}s${s % 40}`, events, 'any');
            for (const e of events) written.add(e.id);
          }
        };
        await Promise.all([...slow, ...Array.from({ length: 8 }, (_, w) => writer(w))]);
        const last = event('Last');
        await store.append(`${cat}-last`, [last], 'no-stream');
        written.add(last.id);
        // Appended after every other append returned, so it comes last in the global order too.
        await collector.until((events) => events.at(-1)?.id === last.id, subscription);
        await subscription.stop();

        const received = collector.events;
        expect(received).to.have.length(written.size);
        expect(new Set(received.map((e) => e.id))).to.deep.equal(written);
        expectRising(received.map((e) => e.position));
        const revisions = new Map<string, bigint>();
        for (const e of received) {
          expect(e.revision, e.streamId).to.equal((revisions.get(e.streamId) ?? -1n) + 1n);
          revisions.set(e.streamId, e.revision);
        }
      });
    });
  });
}

function suffix(): string {
  return randomUUID().replaceAll('-', '').slice(0, 12);
}

function category(): string {
  return `Contract${suffix()}`;
}

function metadataOf(id: string): NewEvent['metadata'] {
  return { actor: 'contract', correlationId: id, causationId: id, timestamp: '2025-06-30T12:00:00.000Z', schemaVersion: 1 };
}

function event(type: string, data: Record<string, unknown> = {}): NewEvent {
  const id = randomUUID();
  return { id, type, data, metadata: metadataOf(id) };
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a failure, but it succeeded');
}

function expectRising(positions: GlobalPosition[]): void {
  positions.slice(1).forEach((position, i) => {
    expect(comparePositions(positions[i]!, position), `position ${i + 1} after position ${i}`).to.equal(-1);
  });
}

/** Gathers what a subscription delivers; `until` waits for what a test expects, or fails if it ends first. */
function collect() {
  const events: RecordedEvent[] = [];
  let waiting: { arrived: (events: RecordedEvent[]) => boolean; resolve: () => void } | undefined;
  return {
    events,
    add(batch: RecordedEvent[]) {
      events.push(...batch);
      if (waiting?.arrived(events)) waiting.resolve();
    },
    async until(arrived: (events: RecordedEvent[]) => boolean, subscription: Subscription): Promise<void> {
      if (arrived(events)) return;
      const done = new Promise<void>((resolve) => (waiting = { arrived, resolve }));
      const ended = subscription.done.then(() => {
        throw new Error(`the subscription ended after ${events.length} events`);
      });
      await Promise.race([done, ended]);
    },
  };
}
