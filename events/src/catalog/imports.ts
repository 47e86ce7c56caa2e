import { defineEvent, type EventOf, type PersonalData } from '../definitions';

/** Where an import's file came from. */
export type ImportSource = 'letterboxd' | 'imdb';

/** What an import prepared reads as once its member deleted the account: no rows at all. */
export const SHREDDED_IMPORT_ROWS = '[]';

// The rows are the member's own history and words (titles they watched, their reviews): sealed
// with their key, so they become unreadable in the log once they delete the account.
const membersRows: PersonalData<{ userId: string; rows: string }> = {
  subject: (data) => `user:${data.userId}`,
  fields: { rows: SHREDDED_IMPORT_ROWS },
};

/**
 * A member uploaded an export from another service (issue 13, 'A diary and taste'), read and matched
 * to the catalog; nothing is in their diary yet. Stream `Import-{importId}`. `rows` is the JSON of
 * the parsed rows with their matches (command-api/src/imports/rows.ts), one sealed field.
 */
export const ImportPrepared = defineEvent<{ userId: string; importId: string; source: ImportSource; rows: string }>()({
  type: 'ImportPrepared',
  version: 1,
  personalData: membersRows,
});

/** The member chose, for rows whose match was uncertain, one of the candidates (a movie id) or to skip them (null). */
export const ImportReviewed = defineEvent<{ userId: string; importId: string; decisions: { row: number; movieId: string | null }[] }>()({
  type: 'ImportReviewed',
  version: 1,
});

/** The import's rows were written to the member's diary and watchlist: what it added and what it left out. */
export const ImportApplied = defineEvent<{
  userId: string;
  importId: string;
  /** Diary entries logged (rows already in the diary are not logged again). */
  entries: number;
  /** The watchlist the import created or added to; null when there was nothing to add or it could not be created. */
  watchlistId: string | null;
  watchlistAdded: number;
  /** Watchlist titles the plan's limits left out. */
  watchlistLeftOut: number;
  /** Rows not imported: skipped in review, not in the catalog, or with a watch date the film's year rules out. */
  skipped: number;
}>()({
  type: 'ImportApplied',
  version: 1,
});

export type ImportEvent = EventOf<typeof ImportPrepared> | EventOf<typeof ImportReviewed> | EventOf<typeof ImportApplied>;

export const importEvents = [ImportPrepared, ImportReviewed, ImportApplied] as const;
