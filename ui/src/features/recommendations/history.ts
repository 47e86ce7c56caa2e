import { filterGroups, type Filters } from './filters';
import type { AskedFor } from './slice';

/**
 * The results of a search are a history entry of their own (same address, this state): Back from
 * the picks returns to the form with its description and filters, Forward shows the picks again,
 * and a reload of the picks finds the search filled in, ready to send, rather than spending a search.
 */
interface ResultsEntryState {
  readonly recommendationsAskedFor: AskedFor;
}

export function resultsEntryState(askedFor: AskedFor): ResultsEntryState {
  return { recommendationsAskedFor: askedFor };
}

/** The search a history entry holds, if it is a results entry; anything else (another page's state, a hand-edited one) is none. */
export function askedForIn(state: unknown): AskedFor | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const askedFor: unknown = (state as Partial<ResultsEntryState>).recommendationsAskedFor;
  if (typeof askedFor !== 'object' || askedFor === null) return undefined;
  const { description, filters } = askedFor as { description?: unknown; filters?: unknown };
  if (typeof description !== 'string' || typeof filters !== 'object' || filters === null) return undefined;
  const kept: Record<string, readonly string[]> = {};
  for (const { key, options } of filterGroups) {
    const values: unknown = (filters as Record<string, unknown>)[key];
    if (!Array.isArray(values) || !values.every((value) => typeof value === 'string' && options.includes(value))) return undefined;
    kept[key] = values as string[];
  }
  return { description, filters: kept as unknown as Filters };
}

/** Adds the results entry after the form's, at the same address. */
export function pushResultsEntry(askedFor: AskedFor): void {
  window.history.pushState(resultsEntryState(askedFor), '', window.location.href);
}

/** Whether the browser shows a results entry now. */
export function onResultsEntry(): boolean {
  return askedForIn(window.history.state) !== undefined;
}
