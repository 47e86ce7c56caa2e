import { v5 as uuidv5, v4 as uuidv4 } from 'uuid';
import {
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  StreamNotFoundError,
  WrongExpectedRevisionError,
} from '@more-ai/events/store/port';
import type { GlobalPosition } from '@more-ai/events/position';
import { streamName } from '@more-ai/events/streams';
import { Conflict } from '@more-ai/platform/domain/errors';
import type { Decider } from './decider';

/** Who asked and why: copied into every event's metadata (ARCHITECTURE rule 3). */
export interface CommandMetadata {
  actor: string;
  correlationId: string;
  causationId: string;
  idempotencyKey?: string;
}

export interface CommandResult<State, Event> {
  /** The stream's state after the new events. */
  state: State;
  /** What this command appended (empty when the decision was that nothing changes). */
  events: Event[];
  /** Position of the stream's last event: the client's read-your-writes token. */
  position: GlobalPosition | undefined;
}

export interface CommandHandlerOptions {
  clock?: () => Date;
  /** How often a decision is re-made after another writer got in first. */
  maxAttempts?: number;
}

// Namespace for event ids derived from an Idempotency-Key: a retried command re-appends the same
// ids, which the store acknowledges instead of writing them again.
const IDEMPOTENT_EVENT_IDS = '6f1d2c1e-2d0b-4b7e-9a51-7f3e0f4b8c10';

/**
 * The command pipeline: load the stream, decide, append with the expected revision; when another
 * writer got in first, reload and decide again (bounded), so a rule checked in `decide` holds under
 * concurrency. Commands for the same stream in this process queue behind each other, which turns
 * most conflicts into a short wait; conflicts between processes are handled by the retries.
 */
export class CommandHandler {
  private readonly clock: () => Date;
  private readonly maxAttempts: number;
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly store: EventStore,
    options: CommandHandlerOptions = {},
  ) {
    this.clock = options.clock ?? (() => new Date());
    this.maxAttempts = options.maxAttempts ?? 25;
  }

  handle<Command, State, Event extends { type: string; data: unknown }>(
    decider: Decider<Command, State, Event>,
    id: string,
    command: Command,
    metadata: CommandMetadata,
  ): Promise<CommandResult<State, Event>> {
    const stream = streamName(decider.category, id);
    return this.serialized(stream, () => this.decideAndAppend(decider, stream, command, metadata));
  }

  /**
   * Decides each command on the initial state of its stream and appends the new streams together
   * (EventStore.appendNewStreams), for callers that have just seen none of them exists: a first
   * catalog reaches the log, and its readers, whole. When one of them exists after all, each
   * command is handled on its own, as handle would, on its stream as read.
   */
  async handleNew<Command, State, Event extends { type: string; data: unknown }>(
    decider: Decider<Command, State, Event>,
    commands: readonly { id: string; command: Command }[],
    metadata: CommandMetadata,
  ): Promise<CommandResult<State, Event>[]> {
    const now = this.clock();
    const decided = commands.map(({ id, command }) => {
      const state = decider.initialState();
      return { stream: streamName(decider.category, id), state, events: decider.decide(command, state, { now }) };
    });
    const writing = decided.filter(({ events }) => events.length > 0);
    try {
      const results = await this.store.appendNewStreams(
        writing.map(({ stream, events }) => ({ streamId: stream, events: this.toNewEvents(stream, events, metadata, now) })),
      );
      const positions = new Map(writing.map(({ stream }, i) => [stream, results[i]!.position]));
      return decided.map(({ stream, state, events }) => ({
        state: events.reduce(decider.evolve, state),
        events,
        position: positions.get(stream),
      }));
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      const results: CommandResult<State, Event>[] = [];
      for (const { id, command } of commands) results.push(await this.handle(decider, id, command, metadata));
      return results;
    }
  }

  /** Reads a stream's current state without deciding anything. */
  async load<State, Event extends { type: string; data: unknown }>(
    decider: Decider<unknown, State, Event>,
    id: string,
  ): Promise<{ state: State; revision: bigint | undefined; position: GlobalPosition | undefined }> {
    return this.loadStream(decider, streamName(decider.category, id));
  }

  private async decideAndAppend<Command, State, Event extends { type: string; data: unknown }>(
    decider: Decider<Command, State, Event>,
    stream: string,
    command: Command,
    metadata: CommandMetadata,
  ): Promise<CommandResult<State, Event>> {
    for (let attempt = 1; ; attempt += 1) {
      const { state, revision, position } = await this.loadStream(decider, stream);
      const now = this.clock();
      const events = decider.decide(command, state, { now });
      if (events.length === 0) return { state, events, position };
      const expected: ExpectedRevision = revision === undefined ? 'no-stream' : revision;
      try {
        const result = await this.store.append(stream, this.toNewEvents(stream, events, metadata, now), expected);
        return { state: events.reduce(decider.evolve, state), events, position: result.position };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (attempt >= this.maxAttempts) throw new Conflict('Too many simultaneous changes, please try again', 'CONCURRENCY_CONFLICT');
        await sleep(Math.min(2 ** attempt, 40) * Math.random());
      }
    }
  }

  private async loadStream<State, Event extends { type: string; data: unknown }>(
    decider: Decider<unknown, State, Event>,
    stream: string,
  ): Promise<{ state: State; revision: bigint | undefined; position: GlobalPosition | undefined }> {
    let state = decider.initialState();
    try {
      const recorded = await this.store.readStream(stream);
      for (const event of recorded) state = decider.evolve(state, { type: event.type, data: event.data } as Event);
      const last = recorded.at(-1);
      return { state, revision: last?.revision, position: last?.position };
    } catch (error) {
      if (error instanceof StreamNotFoundError) return { state, revision: undefined, position: undefined };
      throw error;
    }
  }

  private toNewEvents<Event extends { type: string; data: unknown }>(
    stream: string,
    events: Event[],
    metadata: CommandMetadata,
    now: Date,
  ): NewEvent[] {
    return events.map((event, index) => ({
      id: metadata.idempotencyKey
        ? uuidv5(`${metadata.actor}|${metadata.idempotencyKey}|${stream}|${index}`, IDEMPOTENT_EVENT_IDS)
        : uuidv4(),
      type: event.type,
      data: event.data as Record<string, unknown>,
      metadata: {
        actor: metadata.actor,
        correlationId: metadata.correlationId,
        causationId: metadata.causationId,
        ...(metadata.idempotencyKey ? { idempotencyKey: metadata.idempotencyKey } : {}),
        timestamp: now.toISOString(),
      },
    }));
  }

  private serialized<T>(stream: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(stream) ?? Promise.resolve();
    const run = previous.then(work, work);
    const tail = run.catch(() => undefined);
    this.queues.set(stream, tail);
    void tail.then(() => {
      if (this.queues.get(stream) === tail) this.queues.delete(stream);
    });
    return run;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
