import type { Knex } from 'knex';
import { formatPosition } from '@more-ai/events/position';
import type { EventStore } from '@more-ai/events/store/port';
import type { Consumer } from '@more-ai/platform/consumers/consumer';
import { listParkedEvents, retryParkedEvents, skipParkedEvents, type ParkedEvent } from '@more-ai/projections';
import type { ParkedSelection } from '@more-ai/projections/runner/parked';
import { printTable } from './table';

/** `parked [--all]`: the events projectors and reactors could not apply; with --all also the retried and skipped ones. */
export async function printParked(db: Knex, consumers: readonly Consumer[], includeResolved: boolean): Promise<void> {
  const parked = await listParkedEvents(db, consumers, { includeResolved });
  if (parked.length === 0) {
    console.log(includeResolved ? 'No events were ever parked.' : 'No parked events.');
    return;
  }
  const header = ['consumer', 'position', 'type', 'stream', 'attempts', 'parked at', ...(includeResolved ? ['status'] : []), 'error'];
  printTable([header, ...parked.map((event) => [...describe(event), ...(includeResolved ? [event.status] : []), oneLine(event.error)])]);
}

/** `retry <projector|reactor> [position|all]`: applies them again; exit code 1 when any fails again. */
export async function retry(db: Knex, store: EventStore, projector: Consumer, selection: ParkedSelection): Promise<number> {
  const outcomes = await retryParkedEvents(db, store, projector, selection);
  if (outcomes.length === 0) console.log(nothingParked(projector, selection));
  for (const { event, applied, error } of outcomes) {
    console.log(
      `${projector.name} ${event.position} ${event.type}: ${applied ? 'applied; no longer parked' : `failed again (attempt ${event.attempts}): ${oneLine(error ?? '')}`}`,
    );
  }
  return outcomes.every((outcome) => outcome.applied) ? 0 : 1;
}

/** `skip <projector|reactor> [position|all]`: gives up on them (kept for the record). */
export async function skip(db: Knex, projector: Consumer, selection: ParkedSelection): Promise<void> {
  const skipped = await skipParkedEvents(db, projector, selection);
  if (skipped.length === 0) console.log(nothingParked(projector, selection));
  for (const event of skipped)
    console.log(`${projector.name} ${event.position} ${event.type}: skipped; ${projector.name} goes on without it`);
}

function describe(event: ParkedEvent): string[] {
  return [event.projector, event.position, event.type, event.stream, String(event.attempts), event.parkedAt.toISOString()];
}

function nothingParked(projector: Consumer, selection: ParkedSelection): string {
  return selection === 'all'
    ? `${projector.name} has no parked events.`
    : `${projector.name} has no parked event at ${formatPosition(selection)}.`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
