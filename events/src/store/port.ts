import type { GlobalPosition } from '../position';

/**
 * What an append expects of the stream: that it does not exist yet, that it exists, anything, or
 * that its last event has exactly this revision (0-based).
 */
export type ExpectedRevision = 'no-stream' | 'stream-exists' | 'any' | bigint;

/** Carried by every event: who did it, and which request and which event caused it. */
export interface EventMetadata {
  /** User id, 'system' or 'anonymous'. */
  actor: string;
  correlationId: string;
  causationId: string;
  /** The client's Idempotency-Key, when the command carried one. */
  idempotencyKey?: string;
  /** When the command was decided (ISO 8601). */
  timestamp: string;
  /**
   * Version of the payload type the event was written with; readers upcast older ones. The event
   * log stamps it on append from the event registry, so commands leave it out.
   */
  schemaVersion?: number;
  /** Set by the registry on read when it upcast the payload: the version the event was written with. */
  upcastFrom?: number;
  /** Set by the personal-data layer: whose key encrypts this event's personal fields. */
  piiSubject?: string;
}

/** An event about to be appended. `id` makes appends idempotent: the same ids are written once. */
export interface NewEvent<Type extends string = string, Data = Record<string, unknown>> {
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data = Record<string, unknown>> {
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  streamId: string;
  /** 0-based revision of the event in its stream. */
  revision: bigint;
  position: GlobalPosition;
  recordedAt: Date;
}

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextRevision: bigint;
  /** Global position of the last event appended. */
  position: GlobalPosition;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive. Forwards defaults to the first event, backwards to the last. */
  fromRevision?: bigint;
  maxCount?: number;
}

/** Which events a reader wants: stream categories (`Contact` of `Contact-123`) and/or event types. */
export interface EventFilter {
  categories?: readonly string[];
  types?: readonly string[];
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Defaults to START. */
  after?: GlobalPosition;
  maxCount?: number;
  filter?: EventFilter;
}

export interface SubscribeOptions {
  /** Exclusive, as in readAll. */
  after?: GlobalPosition;
  filter?: EventFilter;
  /** Largest batch handed to the handler at once. */
  maxBatchSize?: number;
}

/**
 * A running catch-up subscription. It reads history, then goes live; the handler gets batches in
 * global order, each event exactly once, and the next batch only after the previous one settled.
 */
export interface Subscription {
  /** Settles when the subscription ends: resolves after stop(), rejects with the handler's error. */
  readonly done: Promise<void>;
  stop(): Promise<void>;
}

export type BatchHandler = (events: RecordedEvent[]) => Promise<void>;

/** One stream's events for appendNewStreams. */
export interface NewStream {
  streamId: string;
  events: readonly NewEvent[];
}

/** The event store port. Adapters: PostgreSQL (embedded default) and EventStoreDB (production). */
export interface EventStore {
  append(streamId: string, events: readonly NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /**
   * Appends each stream's events as a stream of its own that does not exist yet, with the answers
   * `append(streamId, events, 'no-stream')` would give, in order. A store that can writes them all
   * in one go (a first catalog: readers then meet it whole). When one of the streams exists, it is
   * as if they had been appended one by one: those before it stand, its refusal (or a retry's
   * answer) is given as append's would be, and none after it is written.
   */
  appendNewStreams(streams: readonly NewStream[]): Promise<AppendResult[]>;
  /** Throws StreamNotFoundError when the stream has no events. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** One batch of the global order, oldest first. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribe(options: SubscribeOptions, handler: BatchHandler): Subscription;
  /** Position of the newest event (START when empty). */
  headPosition(): Promise<GlobalPosition>;
  /** How many events lie after `position`, counting at most `cap`. */
  countAfter(position: GlobalPosition, cap?: number): Promise<number>;
  /** Throws when the store cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  override readonly name = 'WrongExpectedRevisionError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    /** The stream's actual last revision, or 'no-stream'. */
    readonly actual: bigint | 'no-stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
  }
}

export class StreamNotFoundError extends Error {
  override readonly name = 'StreamNotFoundError';
  constructor(readonly streamId: string) {
    super(`Stream ${streamId} not found`);
  }
}
