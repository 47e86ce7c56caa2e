import { START } from '../../position';
import type { BatchHandler, ReadAllOptions, RecordedEvent, SubscribeOptions, Subscription } from '../port';

const DEFAULT_BATCH_SIZE = 500;
/*
 * After a wake-up that found nothing (the new rows are still behind an older running transaction),
 * polls again soon, then less and less often while the store stays quiet.
 */
const FIRST_POLL_MS = 5;
const QUIET_POLL_MS = 500;

export interface WakeSource {
  watch(wake: () => void): () => void;
}

/**
 * A catch-up subscription over readAll: reads a batch after the last delivered position, hands it to
 * the handler, and only then reads on; with nothing to read, sleeps until woken or the next poll.
 */
export class PollingSubscription implements Subscription {
  readonly done: Promise<void>;
  private stopped = false;
  private woken = false;
  private pollDelay = FIRST_POLL_MS;
  private interruptSleep: (() => void) | undefined;

  constructor(
    private readonly readAll: (options: ReadAllOptions) => Promise<RecordedEvent[]>,
    wakeSource: WakeSource,
    private readonly options: SubscribeOptions,
    private readonly handler: BatchHandler,
  ) {
    const unwatch = wakeSource.watch(() => this.wake());
    this.done = this.run().finally(unwatch);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.interruptSleep?.();
    await this.done.catch(() => undefined);
  }

  private wake(): void {
    this.woken = true;
    this.pollDelay = FIRST_POLL_MS;
    this.interruptSleep?.();
  }

  private async run(): Promise<void> {
    const { filter, maxBatchSize = DEFAULT_BATCH_SIZE } = this.options;
    let after = this.options.after ?? START;
    while (!this.stopped) {
      this.woken = false;
      const batch = await this.readAll({ after, maxCount: maxBatchSize, filter });
      if (this.stopped) return;
      if (batch.length > 0) {
        await this.handler(batch);
        after = batch[batch.length - 1]!.position;
      } else if (!this.woken) {
        await this.sleep(this.pollDelay);
        this.pollDelay = Math.min(this.pollDelay * 2, QUIET_POLL_MS);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.interruptSleep?.(), ms);
      this.interruptSleep = () => {
        clearTimeout(timer);
        this.interruptSleep = undefined;
        resolve();
      };
    });
  }
}
