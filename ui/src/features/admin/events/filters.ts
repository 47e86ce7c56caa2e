import type { QueryParams } from '../../../api/client';

/**
 * What the event log is filtered by (issue 12): a stream, an event type, a user (as actor or as the
 * one an event is about), a correlation id and a time range. Times are ISO instants. The address's
 * query holds the same names, so a view can be shared and reloaded.
 */
export interface EventLogFilters {
  readonly stream?: string;
  readonly type?: string;
  readonly user?: string;
  readonly correlationId?: string;
  readonly from?: string;
  readonly to?: string;
}

export const FILTER_NAMES = ['stream', 'type', 'user', 'correlationId', 'from', 'to'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** The filters an address's query names; blank ones are no filter. */
export function filtersFromSearch(search: string): EventLogFilters {
  const params = new URLSearchParams(search);
  const filters: Record<string, string> = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

/** The query of the event log's address for these filters, in a fixed order ('' when none). */
export function searchOf(filters: EventLogFilters): string {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name]?.trim();
    if (value) params.set(name, value);
  }
  return params.size > 0 ? `?${params}` : '';
}

/** The event log's address with these filters, as a link inside the admin area writes it. */
export function eventLogHref(filters: EventLogFilters): string {
  return `/events${searchOf(filters)}`;
}

/** The filters as GET /api/admin/events and the live tail take them (an absent filter is not sent). */
export function apiQuery(filters: EventLogFilters): QueryParams {
  const query: QueryParams = {};
  for (const name of FILTER_NAMES) {
    const value = filters[name]?.trim();
    if (value) query[name] = value;
  }
  return query;
}

export function hasFilters(filters: EventLogFilters): boolean {
  return FILTER_NAMES.some((name) => Boolean(filters[name]?.trim()));
}

export function sameFilters(a: EventLogFilters, b: EventLogFilters): boolean {
  return searchOf(a) === searchOf(b);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a datetime-local field shows it: the browser's local time, to the minute. */
export function localInputOf(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local field's value (local time) as an ISO instant; blank or unreadable is none. */
export function isoOfLocalInput(value: string): string | undefined {
  if (!value.trim()) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
