import {
  DiaryEntryLogged,
  SHREDDED_IMPORT_ROWS,
  type DiaryEntryFields,
  type DiaryEvent,
  type ImportApplied,
  type ImportEvent,
  type ImportSource,
} from '@more-ai/events/catalog/index';
import { IMPORT_NOT_FOUND } from '@more-ai/contracts/api/imports';
import type { EventOf } from '@more-ai/events/definitions';
import { InvalidInput, NotFound } from '@more-ai/platform/domain/errors';
import type { Decider } from '../pipeline/decider';
import { evolveDiary, initialDiaryState, type DiaryState } from '../diary/evolve';
import type { ImportRow } from './rows';

export { IMPORT_NOT_FOUND };
export const decisionNotACandidate = (row: number) => `Row ${row + 1}: choose one of its candidates or skip it`;

export type ImportSummary = Omit<EventOf<typeof ImportApplied>['data'], 'userId' | 'importId'>;

export interface ImportState {
  userId: string | null;
  source: ImportSource;
  rows: ImportRow[];
  /** Row index → the chosen movie, or null (skipped). */
  decisions: Record<number, string | null>;
  applied: ImportSummary | null;
}

export type ImportCommand =
  | { type: 'PrepareImport'; userId: string; importId: string; source: ImportSource; rows: ImportRow[] }
  | { type: 'ReviewImport'; userId: string; importId: string; decisions: { row: number; movieId: string | null }[] }
  | { type: 'RecordImportApplied'; userId: string; importId: string; summary: ImportSummary };

export const initialImportState = (): ImportState => ({ userId: null, source: 'letterboxd', rows: [], decisions: {}, applied: null });

export function evolveImport(state: ImportState, event: ImportEvent): ImportState {
  switch (event.type) {
    case 'ImportPrepared': {
      // Once its member deleted the account, the sealed rows read as none.
      const rows = event.data.rows === SHREDDED_IMPORT_ROWS ? [] : (JSON.parse(event.data.rows) as ImportRow[]);
      return { ...state, userId: event.data.userId, source: event.data.source, rows };
    }
    case 'ImportReviewed': {
      const decisions = { ...state.decisions };
      for (const { row, movieId } of event.data.decisions) decisions[row] = movieId;
      return { ...state, decisions };
    }
    case 'ImportApplied': {
      const { userId: _userId, importId: _importId, ...summary } = event.data;
      return { ...state, applied: summary };
    }
  }
}

/**
 * An import's stream: prepared once (a retry appends nothing), reviewed any number of times until
 * it is applied, applied once. Only its member finds it: anyone else's id is not found.
 */
export function decideImport(command: ImportCommand, state: ImportState): ImportEvent[] {
  const { userId, importId } = command;
  if (command.type === 'PrepareImport') {
    if (state.userId !== null) return [];
    return [{ type: 'ImportPrepared', data: { userId, importId, source: command.source, rows: JSON.stringify(command.rows) } }];
  }
  if (state.userId !== userId) throw new NotFound(IMPORT_NOT_FOUND, 'IMPORT_NOT_FOUND');
  if (state.applied) return [];
  if (command.type === 'RecordImportApplied') return [{ type: 'ImportApplied', data: { userId, importId, ...command.summary } }];
  const changed = command.decisions.filter(({ row, movieId }) => {
    const candidates = state.rows[row]?.status === 'uncertain' ? state.rows[row].candidates : undefined;
    if (!candidates || (movieId !== null && !candidates.some((candidate) => candidate.movieId === movieId))) {
      throw new InvalidInput(decisionNotACandidate(row), 'NOT_A_CANDIDATE');
    }
    return state.decisions[row] !== movieId;
  });
  if (changed.length === 0) return [];
  return [{ type: 'ImportReviewed', data: { userId, importId, decisions: changed } }];
}

export const importDecider: Decider<ImportCommand, ImportState, ImportEvent> = {
  category: 'Import',
  initialState: initialImportState,
  evolve: evolveImport,
  decide: decideImport,
};

/** Entries an import logs in one append: each with the id its row derives, so a retry logs none twice. */
export interface LogImportedEntries {
  type: 'LogImportedEntries';
  userId: string;
  entries: (DiaryEntryFields & { entryId: string })[];
}

/**
 * The member's diary stream (`Diary-{userId}`, the diary's own evolve), written by an import: the
 * entries not yet in the diary, in one atomic append. Their dates were checked by the plan.
 */
export function decideImportedEntries(command: LogImportedEntries, state: DiaryState): DiaryEvent[] {
  return command.entries
    .filter(({ entryId }) => !state.entries[entryId])
    .map(({ entryId, ...fields }) => ({ type: DiaryEntryLogged.type, data: { userId: command.userId, entryId, ...fields } }));
}

export const importedEntriesDecider: Decider<LogImportedEntries, DiaryState, DiaryEvent> = {
  category: 'Diary',
  initialState: initialDiaryState,
  evolve: evolveDiary,
  decide: decideImportedEntries,
};
