import { isDeepStrictEqual } from 'node:util';
import type { DiaryEntryFields, DiaryEvent } from '@more-ai/events/catalog/index';
import { InvalidInput, NotFound } from '@more-ai/platform/domain/errors';
import type { Decider, DecisionContext } from '../pipeline/decider';
import type { DiaryCommand } from './commands';
import { evolveDiary, initialDiaryState, type DiaryState } from './evolve';

export const DIARY_ENTRY_NOT_FOUND = 'Diary entry not found';
export const WATCH_DATE_IN_FUTURE = 'Watch date cannot be in the future';
export const watchDateBeforeFilm = (year: number) => `Watch date cannot be before the film's year (${year})`;

// The earliest time zone is 14 hours ahead of UTC: a day that has begun anywhere may be logged.
const EARLIEST_ZONE_MS = 14 * 60 * 60 * 1000;

/** The latest calendar day anywhere on Earth at `now`, `YYYY-MM-DD`. */
export function latestToday(now: Date): string {
  return new Date(now.getTime() + EARLIEST_ZONE_MS).toISOString().slice(0, 10);
}

/** A watch date is a day that has begun somewhere, in or after the film's year. */
function checkWatchDate(watchedOn: string, movieYear: number, now: Date): void {
  if (watchedOn > latestToday(now)) throw new InvalidInput(WATCH_DATE_IN_FUTURE, 'WATCH_DATE_IN_FUTURE');
  if (Number(watchedOn.slice(0, 4)) < movieYear) throw new InvalidInput(watchDateBeforeFilm(movieYear), 'WATCH_DATE_BEFORE_FILM');
}

/**
 * A member's diary: any number of entries per film (rewatches). Entries are found only in their
 * author's own stream, so another member's entry id is simply not found. Logging an entry id the
 * diary already holds is a retry of the same request (ids derive from the Idempotency-Key) and
 * appends nothing; an edit that changes nothing appends nothing.
 */
export function decideDiary(command: DiaryCommand, state: DiaryState, { now }: DecisionContext): DiaryEvent[] {
  const { userId, entryId } = command;
  switch (command.type) {
    case 'LogDiaryEntry': {
      if (state.entries[entryId]) return [];
      checkWatchDate(command.entry.watchedOn, command.movieYear, now);
      return [{ type: 'DiaryEntryLogged', data: { userId, entryId, ...command.entry } }];
    }
    case 'ReviseDiaryEntry': {
      const current = entryOf(state, entryId);
      const { watchedOn } = command.changes;
      // A date left as it is stays valid, even if the catalog's year of the film changed since.
      if (watchedOn !== undefined && watchedOn !== current.watchedOn) checkWatchDate(watchedOn, command.movieYear, now);
      const revised: DiaryEntryFields = { ...current, ...definedOf(command.changes) };
      if (isDeepStrictEqual(revised, current)) return [];
      return [{ type: 'DiaryEntryRevised', data: { userId, entryId, ...revised } }];
    }
    case 'RemoveDiaryEntry': {
      const { movieId } = entryOf(state, entryId);
      return [{ type: 'DiaryEntryRemoved', data: { userId, entryId, movieId } }];
    }
  }
}

function entryOf(state: DiaryState, entryId: string): DiaryEntryFields {
  const entry = state.entries[entryId];
  if (!entry) throw new NotFound(DIARY_ENTRY_NOT_FOUND, 'DIARY_ENTRY_NOT_FOUND');
  return entry;
}

// A field left out of an edit stays as it is.
function definedOf<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** One stream per member, `Diary-{userId}`: every entry of their diary. */
export const diaryDecider: Decider<DiaryCommand, DiaryState, DiaryEvent> = {
  category: 'Diary',
  initialState: initialDiaryState,
  evolve: evolveDiary,
  decide: decideDiary,
};
