import type { EventMetadata, RecordedEvent } from './store/port';

/** Which payload fields are personal data, and whose key protects them (ARCHITECTURE rule 5). */
export interface PersonalData<Data> {
  /**
   * The subject whose key encrypts the fields: `user:{id}` for anything a registered person wrote,
   * otherwise the record itself (e.g. `contact:{id}` for a visitor's message).
   */
  // A method, so a definition of any payload is also a SomeEventDefinition.
  subject(data: Data, metadata: EventMetadata): string;
  /** Field → the value it reads as once the subject's key is destroyed. */
  fields: { readonly [K in keyof Data & string]?: string | null };
}

/**
 * Turns a payload of one version into the next. It takes the old shape, which only its author
 * knows: any one-parameter function fits, and the registry hands it what the log holds.
 */
export type Upcaster = (data: never) => unknown;

/** A definition of any event type, as the registry keeps them side by side. */
export type SomeEventDefinition = EventDefinition<string, unknown>;

/** One event type: its name, its current payload version and how older versions are upcast. */
export interface EventDefinition<Type extends string = string, Data = unknown> {
  readonly type: Type;
  /** Current payload version; events are written with it and read as it. */
  readonly version: number;
  readonly personalData?: PersonalData<Data>;
  /** `upcasters[n]` turns a version-n payload into a version n+1 payload. */
  readonly upcasters?: Readonly<Record<number, Upcaster>>;
  /** Phantom: carries the payload type for EventOf<>. */
  readonly _data?: Data;
}

export function defineEvent<Data>() {
  return <const Type extends string>(definition: Omit<EventDefinition<Type, Data>, '_data'>): EventDefinition<Type, Data> => definition;
}

/** The `{ type, data }` a decider emits for a definition. */
export type EventOf<D> = D extends EventDefinition<infer Type, infer Data> ? { type: Type; data: Data } : never;

/** The recorded form of a definition's event, as readers see it after upcasting. */
export type RecordedEventOf<D> =
  D extends EventDefinition<infer Type, infer Data> ? RecordedEvent<Type, Data & Record<string, unknown>> : never;

/** All known event types. Unknown types read through unchanged, so old readers survive new events. */
export class EventRegistry {
  private readonly byType = new Map<string, SomeEventDefinition>();

  constructor(definitions: Iterable<SomeEventDefinition>) {
    for (const definition of definitions) {
      if (this.byType.has(definition.type)) throw new Error(`Event type ${definition.type} is defined twice`);
      for (let v = 1; v < definition.version; v += 1) {
        if (!definition.upcasters?.[v]) throw new Error(`${definition.type} has no upcaster from version ${v}`);
      }
      this.byType.set(definition.type, definition);
    }
  }

  get(type: string): SomeEventDefinition | undefined {
    return this.byType.get(type);
  }

  /** Every type it knows, in the order they were defined: a reader of all events follows new types by itself. */
  get types(): readonly string[] {
    return [...this.byType.keys()];
  }

  versionOf(type: string): number {
    return this.byType.get(type)?.version ?? 1;
  }

  /** Brings an event written with an older payload version up to the current one. */
  upcast<E extends RecordedEvent>(event: E): E {
    const definition = this.byType.get(event.type);
    const from = event.metadata.schemaVersion ?? 1;
    if (!definition || from >= definition.version) return event;
    let data: unknown = event.data;
    for (let v = from; v < definition.version; v += 1) data = definition.upcasters![v]!(data as never);
    return { ...event, data: data as E['data'], metadata: { ...event.metadata, schemaVersion: definition.version, upcastFrom: from } };
  }
}
