import type { RecordedEvent } from '@more-ai/events/store/port';

// U+0000 and UTF-16 surrogates: the only characters that can make a string unstorable.
const NUL = '\u0000';
const SURROGATE = /[\ud800-\udfff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text PostgreSQL can store: it refuses U+0000 in text and jsonb, and a lone surrogate (half of an
 * emoji) in jsonb. The log may hold both (the edge did not always refuse them, and EventStoreDB
 * takes anything), so the read side removes U+0000 and shows a lone surrogate as U+FFFD, the
 * replacement character, as a text column would. Returns the same string when it needs nothing.
 */
export function storableText(text: string): string {
  if (!text.includes(NUL) && !SURROGATE.test(text)) return text;
  // Surrogates first: a NUL between two halves must not make them a pair they never were.
  return text.replace(LONE_SURROGATE, '\ufffd').replaceAll(NUL, '');
}

/**
 * The event as projectors may read it: every string of its payload and metadata (keys included)
 * storable in PostgreSQL. The log is never rewritten; this is how the read side reads it. Copies
 * only what changes, so the usual event comes back as the same object.
 */
export function storableEvent<E extends RecordedEvent>(event: E): E {
  const data = storable(event.data);
  const metadata = storable(event.metadata);
  const streamId = storableText(event.streamId);
  if (data === event.data && metadata === event.metadata && streamId === event.streamId) return event;
  return { ...event, data, metadata, streamId };
}

function storable<T>(value: T): T {
  return clean(value) as T;
}

function clean(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const cleaned = clean(item);
      if (cleaned !== item) (copy ??= [...value])[index] = cleaned;
    });
    return copy ?? value;
  }
  if (!isPlainObject(value)) return value;
  let entries: [string, unknown][] | undefined;
  const keys = Object.keys(value);
  keys.forEach((key, index) => {
    const item = value[key];
    const cleanKey = storableText(key);
    const cleaned = clean(item);
    if (!entries && (cleanKey !== key || cleaned !== item)) entries = keys.slice(0, index).map((earlier) => [earlier, value[earlier]]);
    entries?.push([cleanKey, cleaned]);
  });
  // fromEntries, not assignment: a '__proto__' key in a payload stays a plain key.
  return entries ? Object.fromEntries(entries) : value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
