import pg from 'pg';
import type { GlobalPosition } from '../../position';
import { BOUNDED_POOL } from '../../postgres-timeouts';
import type {
  AppendResult,
  BatchHandler,
  EventStore,
  ExpectedRevision,
  NewEvent,
  NewStream,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../port';
import { appendNewStreams, appendToStream, isRacingAppend } from './append';
import { AppendAnnouncer } from './append-announcer';
import { AppendListener } from './append-listener';
import { PollingSubscription } from './polling-subscription';
import { SharedReads } from './shared-reads';
import * as reads from './reads';
import { appendedChannel, migrateEventStore, schemaIdentifier } from './schema';

/** How many races to one stream's next revision an append may lose before it gives up. */
const MAX_RACES = 100;

export interface PostgresEventStoreOptions {
  connectionString: string;
  /** Where the store's tables live. Defaults to `eventstore`. */
  schema?: string;
  /** Connections for appends and reads; subscriptions share one more for LISTEN. Defaults to 10. */
  poolSize?: number;
}

/** The EventStore port on PostgreSQL: the embedded default, modelled on emmett's PostgreSQL store. */
export class PostgresEventStore implements EventStore {
  readonly schema: string;
  private readonly pool: pg.Pool;
  private readonly listener: AppendListener;
  private readonly announcer: AppendAnnouncer;
  private readonly subscriptions = new Set<Subscription>();
  private readonly sharedReads = new SharedReads((options) => this.readAll(options));
  private stopSharing: (() => void) | undefined;

  constructor({ connectionString, schema = 'eventstore', poolSize = 10 }: PostgresEventStoreOptions) {
    schemaIdentifier(schema);
    this.schema = schema;
    this.pool = new pg.Pool({ connectionString, max: poolSize, ...BOUNDED_POOL });
    // A connection that breaks while idle is dropped by the pool and replaced on the next query.
    this.pool.on('error', () => undefined);
    this.listener = new AppendListener(connectionString, appendedChannel(this.schema));
    this.announcer = new AppendAnnouncer(connectionString, appendedChannel(this.schema));
  }

  /** Creates or updates the store's schema; safe to run from several processes at once. */
  migrate(): Promise<void> {
    return migrateEventStore(this.pool, this.schema);
  }

  async append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    let result: AppendResult;
    for (let attempt = 1; ; attempt += 1) {
      try {
        result = await appendToStream(this.pool, this.schema, streamId, events, expected);
        break;
      } catch (error) {
        // A lost race wrote nothing: asked again, the append decides on the winner's events. Only
        // 'any' and 'stream-exists' can lose more than once, each time to another append that won.
        if (!isRacingAppend(error) || attempt >= MAX_RACES) throw error;
      }
    }
    this.announcer.announce();
    this.listener.wakeAll();
    return result;
  }

  async appendNewStreams(streams: readonly NewStream[]): Promise<AppendResult[]> {
    if (streams.length === 0) return [];
    let results: AppendResult[] | undefined;
    if (streams.length > 1) {
      results = await appendNewStreams(this.pool, this.schema, streams).catch((error: unknown) => {
        if (isRacingAppend(error)) return undefined;
        throw error;
      });
      if (results) {
        this.announcer.announce();
        this.listener.wakeAll();
      }
    }
    // One of the streams exists (or the same events were written already): nothing was, and each
    // is appended on its own to be answered as append would answer it.
    if (!results) {
      results = [];
      for (const { streamId, events } of streams) results.push(await this.append(streamId, events, 'no-stream'));
    }
    return results;
  }

  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return reads.readStream(this.pool, this.schema, streamId, options);
  }

  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    return reads.readAll(this.pool, this.schema, options);
  }

  subscribe(options: SubscribeOptions, handler: BatchHandler): Subscription {
    // Watched before any subscription: every wake-up ends the sharing of the reads begun before it.
    this.stopSharing ??= this.listener.watch(() => this.sharedReads.woken());
    const subscription = new PollingSubscription((read) => this.sharedReads.readAll(read), this.listener, options, handler);
    this.subscriptions.add(subscription);
    subscription.done.then(
      () => this.subscriptions.delete(subscription),
      () => this.subscriptions.delete(subscription),
    );
    return subscription;
  }

  headPosition(): Promise<GlobalPosition> {
    return reads.headPosition(this.pool, this.schema);
  }

  countAfter(position: GlobalPosition, cap?: number): Promise<number> {
    return reads.countAfter(this.pool, this.schema, position, cap);
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  /** Stops the subscriptions (each finishes the batch in hand), then closes every connection. */
  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    this.stopSharing?.();
    await this.listener.close();
    await this.announcer.close();
    await this.pool.end();
  }
}

/** Opens the store and brings its schema up to date. */
export async function createPostgresEventStore(options: PostgresEventStoreOptions): Promise<PostgresEventStore> {
  const store = new PostgresEventStore(options);
  try {
    await store.migrate();
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
