export type { ActivityKind } from '@more-ai/contracts/api/following';

/**
 * Adds to one list within this long of the first add of a batch are one item ('added 3 titles to
 * Noir nights'): a sitting of adding, not a day of it.
 */
export const BATCH_WINDOW_MS = 30 * 60 * 1000;

/** The newest item about a watchlist, as the batching rule needs it. */
export interface LatestListItem {
  kind: string;
  occurredAt: Date;
}

/**
 * Whether a title added to a list at `addedAt` joins the list's newest item rather than starting
 * one: only a batch of adds still inside its window does, so a rename or a new batch after it
 * starts afresh, and an add the log orders before the batch's first (clocks differ) never joins it.
 */
export function joinsBatch(latest: LatestListItem | undefined, addedAt: Date): boolean {
  if (latest?.kind !== 'titlesAdded') return false;
  const elapsed = addedAt.getTime() - latest.occurredAt.getTime();
  return elapsed >= 0 && elapsed < BATCH_WINDOW_MS;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id the read model can store: the log may hold anything, and no event may stop the projector. */
export function isId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The distinct ids of a list the read model can store, in their first order; [] for anything else. */
export function idsOf(values: unknown): string[] {
  if (!Array.isArray(values)) return [];
  return [...new Set(values.filter(isId).map((id) => id.toLowerCase()))];
}

/** Whether an update renamed the list: a change of its words, not only of spaces around them. */
export function isRename(previousName: string, name: unknown): name is string {
  return typeof name === 'string' && name.trim() !== '' && name.trim() !== previousName.trim();
}
