import type { AdminEvent, ChainNode } from '@more-ai/contracts/api/admin-events';

const eventTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
  hourCycle: 'h23',
});

/** When an event was recorded, to the millisecond, in the browser's time zone; unreadable is a dash. */
export function formatEventTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : eventTime.format(date);
}

/** A long id as a table cell shows it: its first 8 characters and an ellipsis. */
export function shortId(id: string): string {
  return [...id].length > 12 ? `${[...id].slice(0, 8).join('')}…` : id;
}

/** How long after the chain's first event: '+0 ms', '+85 ms', '+1.25 s', '+2 min 5 s'. */
export function formatOffset(ms: number): string {
  return `+${formatDuration(ms)}`;
}

/** A span of time the way a trace shows it: milliseconds under a second, then seconds, then minutes. */
export function formatDuration(ms: number): string {
  const value = Math.max(0, Math.round(ms));
  if (value < 1000) return `${value} ms`;
  if (value < 60_000) return `${Number((value / 1000).toFixed(2))} s`;
  const minutes = Math.floor(value / 60_000);
  const seconds = Math.round((value % 60_000) / 1000);
  return seconds === 0 ? `${minutes} min` : `${minutes} min ${seconds} s`;
}

/** Who did it: the username while the account lives, 'Deleted user' after, else the actor as recorded ('system'). */
export function actorLabel(event: AdminEvent): string {
  return event.actorName ?? event.metadata.actor;
}

/** An actor that is a user account (not 'system', 'system:processes' or 'anonymous'): its events can be listed. */
export function isUserActor(event: AdminEvent): boolean {
  return event.actorName !== null;
}

/** 'v2', or 'v1 → v2' when the event was written in an older version and reads upcast. */
export function versionLabel({ written, current }: AdminEvent['version']): string {
  return written === current ? `v${current}` : `v${written} → v${current}`;
}

export function isUpcast({ written, current }: AdminEvent['version']): boolean {
  return written !== current;
}

/** The payload as the detail panel shows and copies it. */
export function prettyJson(data: unknown): string {
  return JSON.stringify(data, null, 2);
}

export type ChainStep = 'event' | 'reaction' | 'job';

/**
 * What a node of a correlation chain is: the request's command's own events are 'event'; what the
 * processes did because of an event of the chain is a 'reaction'; a processes' command that no event
 * of the chain caused (a timed job carrying the correlation on) is a 'job'.
 */
export function chainStep(node: ChainNode, depth: number): ChainStep {
  if (depth > 0) return 'reaction';
  return node.event.metadata.actor.startsWith('system:') ? 'job' : 'event';
}

/** The chain's roots by what caused them (each request's command, or a job), in log order. */
export function chainCauses(nodes: readonly ChainNode[]): { causationId: string; nodes: ChainNode[] }[] {
  const groups = new Map<string, ChainNode[]>();
  for (const node of nodes) {
    const id = node.event.metadata.causationId;
    groups.set(id, [...(groups.get(id) ?? []), node]);
  }
  return [...groups].map(([causationId, grouped]) => ({ causationId, nodes: grouped }));
}

/** 'Showing the newest 50 events' while older ones remain, else 'Showing all 7 matching events'. */
export function countText(shown: number, more: boolean, filtered: boolean): string {
  if (more) return `Showing the newest ${shown} ${shown === 1 ? 'event' : 'events'}`;
  if (shown === 1) return filtered ? 'Showing the one matching event' : 'Showing the one event';
  return `Showing all ${shown}${filtered ? ' matching' : ''} events`;
}
