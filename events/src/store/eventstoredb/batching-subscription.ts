import type { AllStreamResolvedEvent, AllStreamSubscription, EventStoreDBClient } from '@eventstore/db-client';
import { START, type GlobalPosition } from '../../position';
import type { BatchHandler, RecordedEvent, SubscribeOptions, Subscription } from '../port';
import { esdbReadPosition, ownEventAfter, serverFilter } from './mapping';

const DEFAULT_BATCH_SIZE = 500;

/**
 * EventStoreDB's catch-up subscription to $all (history, then live) handed over in batches: events
 * queue while the handler works, and the feed pauses while a few batches' worth are waiting.
 */
export class BatchingSubscription implements Subscription {
  readonly done: Promise<void>;
  private readonly feed: AllStreamSubscription;
  private readonly queue: RecordedEvent[] = [];
  private readonly maxBatchSize: number;
  private lastQueued: GlobalPosition;
  private failure: Error | undefined;
  private stopped = false;
  private signal: (() => void) | undefined;

  constructor(
    client: EventStoreDBClient,
    private readonly options: SubscribeOptions,
    private readonly handler: BatchHandler,
  ) {
    this.maxBatchSize = options.maxBatchSize ?? DEFAULT_BATCH_SIZE;
    this.lastQueued = options.after ?? START;
    this.feed = client.subscribeToAll({ fromPosition: esdbReadPosition(this.lastQueued), filter: serverFilter(options.filter) });
    this.feed.on('data', (resolved: AllStreamResolvedEvent) => this.receive(resolved));
    this.feed.on('error', (error: Error) => this.end(error));
    this.feed.on('end', () => this.end(new Error('EventStoreDB ended the subscription')));
    this.done = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.signal?.();
    await this.done.catch(() => undefined);
  }

  private receive(resolved: AllStreamResolvedEvent): void {
    // Dropping anything at or before the last queued position keeps delivery exactly-once and ordered.
    const event = ownEventAfter(resolved, this.lastQueued, this.options.filter);
    if (!event) return;
    this.queue.push(event);
    this.lastQueued = event.position;
    if (this.queue.length >= this.maxBatchSize * 2) this.feed.pause();
    this.signal?.();
  }

  private end(error: Error): void {
    if (this.stopped) return;
    this.failure ??= error;
    this.signal?.();
  }

  private async run(): Promise<void> {
    try {
      for (;;) {
        while (!this.stopped && !this.failure && this.queue.length === 0) {
          await new Promise<void>((resolve) => (this.signal = resolve));
          this.signal = undefined;
        }
        if (this.stopped) return;
        if (this.failure) throw this.failure;
        const batch = this.queue.splice(0, this.maxBatchSize);
        if (this.feed.isPaused() && this.queue.length < this.maxBatchSize) this.feed.resume();
        await this.handler(batch);
      }
    } finally {
      await this.feed.unsubscribe().catch(() => undefined);
    }
  }
}
