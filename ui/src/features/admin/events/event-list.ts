import type { AdminEvent } from '@more-ai/contracts/api/admin-events';
import { comparePositions, parsePosition, START } from '@more-ai/contracts/position';

/** The most events the page holds while the live tail prepends: the oldest go (Load more brings them back). */
export const LIVE_LIST_CAP = 500;

const positionOf = (event: AdminEvent) => parsePosition(event.position) ?? START;

/** Newer first, as the log lists events. */
export function newestFirst(a: AdminEvent, b: AdminEvent): number {
  return comparePositions(positionOf(b), positionOf(a));
}

export interface EventList {
  readonly rows: readonly AdminEvent[];
  /** `before` for the next older page; null when the oldest event is shown. */
  readonly next: string | null;
}

/**
 * Events that arrived (the live tail, or a page read to fill a gap after a reconnect) merged into
 * the list: newest first, each event once. The list is one unbroken run of the log, so only events
 * newer than its oldest row join it (older ones are Load more's); past `cap` the oldest rows go and
 * `next` then points below the oldest row kept.
 */
export function mergeArrived(list: EventList, arrived: readonly AdminEvent[], cap = LIVE_LIST_CAP): EventList {
  const joining = joiningEvents(list, arrived);
  if (joining.length === 0) return list;
  const rows = [...joining, ...list.rows].sort(newestFirst);
  if (rows.length <= cap) return { rows, next: list.next };
  const kept = rows.slice(0, cap);
  return { rows: kept, next: kept.at(-1)!.position };
}

/** Of the events that arrived, those the list lacks and that belong in its run of the log, each once. */
export function joiningEvents(list: EventList, arrived: readonly AdminEvent[]): AdminEvent[] {
  const oldest = list.rows.at(-1);
  const known = new Set(list.rows.map((event) => event.position));
  return arrived.filter((event) => {
    if (known.has(event.position)) return false;
    known.add(event.position);
    return !oldest || newestFirst(event, oldest) < 0;
  });
}

/** An older page appended below the list, each event once. */
export function appendOlder(list: EventList, page: { events: readonly AdminEvent[]; next: string | null }): EventList {
  const known = new Set(list.rows.map((event) => event.position));
  return { rows: [...list.rows, ...page.events.filter((event) => !known.has(event.position))], next: page.next };
}

/** The event types the list shows, sorted: what the type filter offers besides free text. */
export function typesIn(rows: readonly AdminEvent[], already: readonly string[] = []): string[] {
  const types = new Set(already);
  for (const event of rows) types.add(event.type);
  return [...types].sort((a, b) => a.localeCompare(b));
}
