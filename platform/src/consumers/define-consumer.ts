import type { Knex } from 'knex';
import type { EventType, RecordedEventsByType } from '@more-ai/events/catalog/index';
import type { RecordedEvent } from '@more-ai/events/store/port';
import type { Consumer } from './consumer';

/** Applies a run of consecutive events of one type, in log order, inside the checkpoint's transaction. */
export type EventHandler<T extends EventType> = (events: readonly RecordedEventsByType[T][], trx: Knex.Transaction) => Promise<void>;

/** A consumer's handlers by the event type each applies, its events typed from events/. */
export type EventHandlers = { readonly [T in EventType]?: EventHandler<T> };

/** A consumer as its author writes it: `handles` and `handle` follow from `on`. */
export interface ConsumerDefinition extends Pick<Consumer, 'name' | 'schema' | 'migrations' | 'batchSize'> {
  /** One handler per event type it reads; the rest of the log only moves its checkpoint. */
  readonly on: EventHandlers;
}

/**
 * A consumer that handles exactly the types of its handlers, each handler given the batch's runs
 * of its type: a run can be written with one statement (fast replays) and still apply after the
 * events before it, so a later event sees the earlier ones.
 */
export function defineConsumer({ on, ...consumer }: ConsumerDefinition): Consumer {
  const handlers = on as Readonly<Record<string, EventHandler<EventType> | undefined>>;
  return {
    ...consumer,
    handles: Object.keys(handlers).filter((type) => handlers[type] !== undefined),
    async handle(events, trx) {
      for (const run of runsByType(events)) await handlers[run[0]!.type]!(run as never, trx);
    },
  };
}

/** Splits a batch into runs of consecutive events of one type, in order. */
function runsByType(events: readonly RecordedEvent[]): RecordedEvent[][] {
  const runs: RecordedEvent[][] = [];
  for (const event of events) {
    const run = runs.at(-1);
    if (run && run[0]!.type === event.type) run.push(event);
    else runs.push([event]);
  }
  return runs;
}
