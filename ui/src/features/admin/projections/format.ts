import type { IconName, Intent } from '@blueprintjs/core';
import type { ConsumerView, RebuildView } from './slice';

type ConsumerState = ConsumerView['state'];

/** Each state its colour: green when up to date, blue while moving, orange when stuck, red when failing. */
export const STATE_INTENT: Record<ConsumerState, Intent> = {
  running: 'success',
  'catching up': 'primary',
  rebuilding: 'primary',
  stalled: 'warning',
  failed: 'danger',
};

export const STATE_ICON: Record<ConsumerState, IconName> = {
  running: 'tick-circle',
  'catching up': 'fast-forward',
  rebuilding: 'build',
  stalled: 'pause',
  failed: 'error',
};

const counts = new Intl.NumberFormat('en-US');

export function formatCount(count: number): string {
  return counts.format(count);
}

/** Lag as the server counts it: events (up to 10,000, shown as '10,000+') and how long the oldest has waited. */
export function formatLag(lag: ConsumerView['lag']): string {
  if (lag.events === 0) return 'Up to date';
  const events = `${formatCount(lag.events)}${lag.events >= 10_000 ? '+' : ''} ${lag.events === 1 ? 'event' : 'events'}`;
  return `${events} · ${formatSeconds(lag.ms / 1000)}`;
}

/** Events per second, to one decimal under 10. */
export function formatRate(rate: number): string {
  const rounded = rate < 10 ? Math.round(rate * 10) / 10 : Math.round(rate);
  return `${formatCount(rounded)}/s`;
}

/** '0.4 s', '12 s', '3 min 5 s', '1 h 2 min'. */
export function formatSeconds(seconds: number): string {
  const value = Math.max(0, seconds);
  if (value < 10) return `${Math.round(value * 10) / 10} s`;
  if (value < 60) return `${Math.round(value)} s`;
  const whole = Math.round(value);
  if (whole < 3600) {
    const rest = whole % 60;
    return rest === 0 ? `${Math.floor(whole / 60)} min` : `${Math.floor(whole / 60)} min ${rest} s`;
  }
  const minutes = Math.floor((whole % 3600) / 60);
  return minutes === 0 ? `${Math.floor(whole / 3600)} h` : `${Math.floor(whole / 3600)} h ${minutes} min`;
}

/** A rebuild that has not ended: it shows progress and may be cancelled. */
export function isRebuildActive(rebuild: RebuildView | null): boolean {
  return rebuild !== null && (rebuild.state === 'pending' || rebuild.state === 'running');
}

/** How far the replay is, 0 to 1 (none known yet is 0; a total of 0 is done). */
export function rebuildFraction({ processed, total }: Pick<RebuildView, 'processed' | 'total'>): number {
  if (total <= 0) return processed > 0 ? 1 : 0;
  return Math.min(1, processed / total);
}

/** '1,234 of 5,000 events (25%)'. */
export function rebuildProgress(rebuild: Pick<RebuildView, 'processed' | 'total'>): string {
  const percent = Math.floor(rebuildFraction(rebuild) * 100);
  return `${formatCount(rebuild.processed)} of ${formatCount(rebuild.total)} events (${percent}%)`;
}

/** 'ETA 2 min 5 s', or that it is not known yet. */
export function formatEta(etaSeconds: number | null): string {
  return etaSeconds === null ? 'ETA not known yet' : `ETA ${formatSeconds(etaSeconds)}`;
}

/** The tables whose rebuilt rows differ from the live ones (count or content). */
export function differingTables(verification: NonNullable<RebuildView['verification']>): string[] {
  return verification.tables.filter((table) => !table.equal).map((table) => table.table);
}

/** A content hash as a table cell shows it: its first 12 characters. */
export function shortHash(hash: string | null): string {
  return hash === null ? '—' : hash.slice(0, 12);
}

const dateAndTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A moment on the projections page, to the second, in the browser's time zone; unreadable is a dash. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateAndTime.format(date);
}
