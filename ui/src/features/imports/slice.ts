import type { ImportDraftView, ImportSummaryView, ImportView } from '@more-ai/contracts/api/imports';
import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import { loggedOut } from '../auth/slice';

export type { ImportDraftView, ImportSummaryView };

/** The import page (issue 13): a file read and matched, the member's choices, then what was added. */
export interface ImportsState {
  /** 'loading' and 'missing': a review opened by its address (/import/{id}), being read or not found. */
  readonly step: 'choose' | 'reading' | 'loading' | 'missing' | 'review' | 'applying' | 'done';
  /** The import the page shows or is reading; null on the page that asks for a file. */
  readonly importId: string | null;
  readonly draft: ImportDraftView | null;
  /** Row → the chosen candidate; a row left out or null is skipped. */
  readonly choices: Readonly<Record<number, string | null>>;
  readonly summary: ImportSummaryView | null;
  /** Why the file was refused, as the server said it, or why the import could not be opened. */
  readonly error: string | null;
}

const initialState: ImportsState = { step: 'choose', importId: null, draft: null, choices: {}, summary: null, error: null };

export const importFileChosen = defineAction<{ file: File; name: string }>()('imports/fileChosen');
export const importPrepared = defineAction<ImportDraftView>()('imports/prepared');
export const importRefused = defineAction<string>()('imports/refused');
/** The review's address was opened (a reload, another tab): its import is read back. */
export const importOpened = defineAction<string>()('imports/opened');
export const importLoaded = defineAction<ImportView>()('imports/loaded');
export const importNotLoaded = defineAction<string>()('imports/notLoaded');
export const matchChosen = defineAction<{ row: number; movieId: string | null }>()('imports/matchChosen');
export const importConfirmed = defineAction()('imports/confirmed');
export const importApplied = defineAction<ImportSummaryView>()('imports/applied');
export const importFailed = defineAction()('imports/failed');
/** Start over with another file. */
export const importReset = defineAction()('imports/reset');

/** How many titles the import adds to the diary or watchlist as chosen: every match, and each uncertain row given a film. */
export function titlesToImport(state: Pick<ImportsState, 'draft' | 'choices'>): number {
  if (!state.draft) return 0;
  const chosen = state.draft.uncertain.filter((row) => (state.choices[row.row] ?? null) !== null).length;
  return state.draft.counts.matched + chosen;
}

export function importsReducer(state: ImportsState = initialState, action: UnknownAction): ImportsState {
  if (loggedOut.match(action) || importReset.match(action)) return initialState;
  if (importFileChosen.match(action)) return { ...initialState, step: 'reading' };
  if (importPrepared.match(action))
    return { ...state, step: 'review', importId: action.payload._id, draft: action.payload, choices: {}, error: null };
  if (importOpened.match(action)) return { ...initialState, step: 'loading', importId: action.payload };
  if (importLoaded.match(action)) {
    const { import: draft, applied } = action.payload;
    if (draft._id !== state.importId) return state;
    return applied ? { ...state, step: 'done', draft, summary: applied } : { ...state, step: 'review', draft };
  }
  if (importNotLoaded.match(action)) return state.step === 'loading' ? { ...state, step: 'missing', error: action.payload } : state;
  if (importRefused.match(action)) return { ...state, step: 'choose', error: action.payload };
  if (matchChosen.match(action)) return { ...state, choices: { ...state.choices, [action.payload.row]: action.payload.movieId } };
  if (importConfirmed.match(action)) return state.step === 'review' ? { ...state, step: 'applying' } : state;
  if (importApplied.match(action)) return { ...state, step: 'done', summary: action.payload };
  if (importFailed.match(action)) return { ...state, step: 'review' };
  return state;
}
