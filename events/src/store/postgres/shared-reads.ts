import { formatPosition, START } from '../../position';
import type { ReadAllOptions, RecordedEvent } from '../port';

/**
 * Subscriptions' reads of the log, shared. An append wakes every subscription of the process, and
 * those that were caught up all ask for the same events after the same position: one read serves
 * them all instead of one per projector. A read is shared only while no wake-up came after it
 * began: it could have missed the events that woke the later reader. The events are shared too,
 * so readers must not change them (the layers above map them to new objects).
 */
export class SharedReads {
  private wakeUps = 0;
  private readonly inFlight = new Map<string, { wakeUps: number; events: Promise<RecordedEvent[]> }>();

  constructor(private readonly read: (options: ReadAllOptions) => Promise<RecordedEvent[]>) {}

  /** An append was announced: reads begun before it are no longer shared. */
  woken(): void {
    this.wakeUps += 1;
  }

  readAll(options: ReadAllOptions): Promise<RecordedEvent[]> {
    const { after = START, maxCount, filter } = options;
    const key = JSON.stringify([formatPosition(after), maxCount ?? null, filter?.categories ?? null, filter?.types ?? null]);
    const shared = this.inFlight.get(key);
    if (shared && shared.wakeUps === this.wakeUps) return shared.events;
    const entry = { wakeUps: this.wakeUps, events: this.read(options) };
    this.inFlight.set(key, entry);
    const done = () => {
      if (this.inFlight.get(key) === entry) this.inFlight.delete(key);
    };
    entry.events.then(done, done);
    return entry.events;
  }
}
