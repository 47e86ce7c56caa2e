import { randomUUID } from 'node:crypto';
import type { Decider } from '@more-ai/command-api/pipeline/decider';
import type { ExpectedRevision, NewEvent, RecordedEvent } from '@more-ai/events/store/port';
import { streamName } from '@more-ai/events/streams';
import { DomainError } from '@more-ai/platform';

/** One append: a stream's new events and the revision the stream has before them. */
export interface PendingAppend {
  streamId: string;
  events: NewEvent[];
  expected: ExpectedRevision;
}

/**
 * What the community did over one stretch, as appends in the order they may be made: each entry of
 * `signups` and of `activity` is one lane's work (its appends one after another: a watchlist's owner
 * gate before the watchlist, as the command does), and all the signups before any activity, so
 * every event about a member comes after the member's registration.
 */
export interface Stretch {
  signups: PendingAppend[][];
  activity: PendingAppend[][];
  events: number;
}

/** Who decides, when, under which correlation, and which lane's appends the streams it touches join. */
export interface Request {
  now: Date;
  actor: string;
  correlationId: string;
  causationId: string;
  group: string;
}

/**
 * The streams of one decider, each at the state its decided events left it in: a command is decided
 * as the command handler decides it on a freshly loaded stream, and a refusal (a domain error)
 * decides nothing.
 */
export class DecidedStreams<Command, State, Event extends { type: string; data: unknown }> {
  private readonly states = new Map<string, State>();

  constructor(
    private readonly decider: Decider<Command, State, Event>,
    private readonly log: PendingLog,
  ) {}

  state(id: string): State {
    return this.states.get(id) ?? this.decider.initialState();
  }

  decide(id: string, command: Command, request: Request): Event[] {
    const state = this.state(id);
    let events: Event[];
    try {
      events = this.decider.decide(command, state, { now: request.now });
    } catch (error) {
      if (error instanceof DomainError) return [];
      throw error;
    }
    if (events.length === 0) return events;
    this.states.set(
      id,
      events.reduce((next, event) => this.decider.evolve(next, event), state),
    );
    this.log.add(streamName(this.decider.category, id), events, request);
    return events;
  }

  /** The stream as written elsewhere: its state and revision from what it holds now. */
  heard(id: string, recorded: readonly RecordedEvent[]): void {
    const state = recorded.reduce(
      (next, event) => this.decider.evolve(next, { type: event.type, data: event.data } as Event),
      this.decider.initialState(),
    );
    this.states.set(id, state);
    const last = recorded.at(-1);
    if (last) this.log.heard(streamName(this.decider.category, id), last.revision);
  }
}

/** The events decided and not yet handed out, by lane and stream, and the revision each stream is at. */
export class PendingLog {
  readonly mix = new Map<string, number>();
  private groups = new Map<string, Map<string, NewEvent[]>>();
  private readonly revisions = new Map<string, bigint>();
  private events = 0;

  add(streamId: string, events: readonly { type: string; data: unknown }[], request: Request): void {
    const group = this.groups.get(request.group) ?? new Map<string, NewEvent[]>();
    this.groups.set(request.group, group);
    const stream = group.get(streamId) ?? [];
    group.set(streamId, stream);
    const { actor, correlationId, causationId, now } = request;
    for (const event of events) {
      stream.push({
        id: randomUUID(),
        type: event.type,
        data: event.data as Record<string, unknown>,
        metadata: { actor, correlationId, causationId, timestamp: now.toISOString() },
      });
      this.mix.set(event.type, (this.mix.get(event.type) ?? 0) + 1);
    }
    this.events += events.length;
  }

  heard(streamId: string, revision: bigint): void {
    this.revisions.set(streamId, revision);
  }

  /** Hands out the pending appends: each stream's events in one append, at the revision it expects. */
  take(): Stretch {
    const stretch: Stretch = { signups: [], activity: [], events: this.events };
    for (const [group, streams] of this.groups) {
      const appends = [...streams].map(([streamId, events]): PendingAppend => {
        const before = this.revisions.get(streamId);
        this.revisions.set(streamId, (before ?? -1n) + BigInt(events.length));
        return { streamId, events, expected: before ?? 'no-stream' };
      });
      (group.startsWith('signup:') ? stretch.signups : stretch.activity).push(appends);
    }
    this.groups = new Map();
    this.events = 0;
    return stretch;
  }
}
