import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START as FIRST_REVISION,
  StreamNotFoundError as EsdbStreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
  type AllStreamResolvedEvent,
} from '@eventstore/db-client';
import { START, type GlobalPosition } from '../../position';
import {
  StreamNotFoundError,
  WrongExpectedRevisionError,
  type AppendResult,
  type BatchHandler,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type NewStream,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../port';
import { BatchingSubscription } from './batching-subscription';
import { esdbExpectedRevision, esdbReadPosition, ownEventAfter, toRecordedEvent } from './mapping';

export interface EventStoreDbStoreOptions {
  /** e.g. `esdb://localhost:2113?tls=false` */
  connectionString: string;
}

/** The EventStore port on EventStoreDB (production), through @eventstore/db-client. */
export class EventStoreDbStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly subscriptions = new Set<Subscription>();

  constructor({ connectionString }: EventStoreDbStoreOptions) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`Stream ${streamId}: an append needs at least one event`);
    const data = events.map(({ id, type, data, metadata }) => jsonEvent({ id, type, data, metadata }));
    try {
      const result = await this.client.appendToStream(streamId, data, { expectedRevision: esdbExpectedRevision(expected) });
      return { nextRevision: result.nextExpectedRevision, position: await this.positionOf(streamId, result.nextExpectedRevision) };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualVersion === NO_STREAM ? 'no-stream' : error.actualVersion;
        throw new WrongExpectedRevisionError(streamId, expected, actual);
      }
      throw error;
    }
  }

  /** EventStoreDB appends to one stream at a time: one after another, as the port allows. */
  async appendNewStreams(streams: readonly NewStream[]): Promise<AppendResult[]> {
    const results: AppendResult[] = [];
    for (const { streamId, events } of streams) results.push(await this.append(streamId, events, 'no-stream'));
    return results;
  }

  async readStream(streamId: string, { direction = 'forwards', fromRevision, maxCount }: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const forwards = direction === 'forwards';
    const events: RecordedEvent[] = [];
    if (maxCount === 0) {
      // EventStoreDB reads no count as "all"; reading one still tells a missing stream apart.
      await this.readStream(streamId, { maxCount: 1 });
      return events;
    }
    try {
      const read = this.client.readStream(streamId, {
        direction: forwards ? FORWARDS : BACKWARDS,
        fromRevision: fromRevision ?? (forwards ? FIRST_REVISION : END),
        ...(maxCount === undefined ? {} : { maxCount }),
      });
      for await (const resolved of read) {
        const event = toRecordedEvent(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof EsdbStreamNotFoundError) throw new StreamNotFoundError(streamId);
      throw error;
    }
    return events;
  }

  /** $all has no server-side filter for reads, so the filter and `after` apply as events stream in. */
  async readAll({ after = START, maxCount, filter }: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    if (maxCount === 0) return events;
    for await (const resolved of this.client.readAll({ fromPosition: esdbReadPosition(after), direction: FORWARDS })) {
      const event = ownEventAfter(resolved as AllStreamResolvedEvent, after, filter);
      if (!event) continue;
      events.push(event);
      if (events.length === maxCount) break;
    }
    return events;
  }

  subscribe(options: SubscribeOptions, handler: BatchHandler): Subscription {
    const subscription = new BatchingSubscription(this.client, options, handler);
    this.subscriptions.add(subscription);
    subscription.done.then(
      () => this.subscriptions.delete(subscription),
      () => this.subscriptions.delete(subscription),
    );
    return subscription;
  }

  /** The newest of the product's events, skipping EventStoreDB's own (statistics and the like). */
  async headPosition(): Promise<GlobalPosition> {
    for await (const resolved of this.client.readAll({ fromPosition: END, direction: BACKWARDS })) {
      const event = toRecordedEvent(resolved as AllStreamResolvedEvent);
      if (event) return event.position;
    }
    return START;
  }

  async countAfter(position: GlobalPosition, cap = Number.POSITIVE_INFINITY): Promise<number> {
    let count = 0;
    if (cap <= 0) return count;
    for await (const resolved of this.client.readAll({ fromPosition: esdbReadPosition(position), direction: FORWARDS })) {
      if (ownEventAfter(resolved as AllStreamResolvedEvent, position, undefined) && ++count >= cap) break;
    }
    return count;
  }

  async ping(): Promise<void> {
    for await (const _ of this.client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1 })) break;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.client.dispose();
  }

  /**
   * The $all position of the stream's event at `revision`, read back from the store: the append
   * reply's position is the write's, and read-your-writes compares the position clients get from
   * appends with the ones subscribers see, so both must come from the same place.
   */
  private async positionOf(streamId: string, revision: bigint): Promise<GlobalPosition> {
    const [event] = await this.readStream(streamId, { direction: 'backwards', fromRevision: revision, maxCount: 1 });
    if (!event) throw new Error(`Stream ${streamId}: revision ${revision} could not be read back after appending`);
    return event.position;
  }
}

export function createEventStoreDbStore(options: EventStoreDbStoreOptions): EventStoreDbStore {
  return new EventStoreDbStore(options);
}
