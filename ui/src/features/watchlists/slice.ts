import type { WatchlistCapability } from '@more-ai/contracts/watchlists';
import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import { loggedOut } from '../auth/slice';
import type { WatchlistDraft, WatchlistView } from './watchlist';
import type { LoadStatus } from '../../app/load-status';

/** The create/edit dialog: closed, or open for a new list or for one of the user's own. */
export interface WatchlistEditor {
  readonly open: boolean;
  /** The list being edited; null when creating. */
  readonly editing: WatchlistView | null;
  readonly saving: boolean;
  /** 'You can create 1 more watchlist on the FREE plan.' when one slot is left. */
  readonly warning: string | null;
}

/** GET /watchlist/can-create's last answer, used when the check cannot be made (SPEC §5). */
export type CreateAllowance = WatchlistCapability;

export interface WatchlistsState {
  readonly status: LoadStatus;
  readonly lists: readonly WatchlistView[];
  readonly error: string | null;
  readonly editor: WatchlistEditor;
  readonly allowance: CreateAllowance | null;
}

const closedEditor: WatchlistEditor = { open: false, editing: null, saving: false, warning: null };
const initialState: WatchlistsState = { status: 'idle', lists: [], error: null, editor: closedEditor, allowance: null };

export const watchlistsRequested = defineAction()('watchlists/requested');
export const watchlistsLoaded = defineAction<readonly WatchlistView[]>()('watchlists/loaded');
export const watchlistsFailed = defineAction<string>()('watchlists/failed');
/** 'New Watchlist': the limits are checked before the dialog opens. */
export const watchlistCreateStarted = defineAction()('watchlists/createStarted');
export const allowanceChecked = defineAction<CreateAllowance>()('watchlists/allowanceChecked');
export const watchlistEditStarted = defineAction<WatchlistView>()('watchlists/editStarted');
export const editorOpened = defineAction<{ editing: WatchlistView | null; warning: string | null }>()('watchlists/editorOpened');
export const editorClosed = defineAction()('watchlists/editorClosed');
export const watchlistSaveRequested = defineAction<WatchlistDraft>()('watchlists/saveRequested');
export const watchlistSaveFailed = defineAction()('watchlists/saveFailed');
/** A list created, edited or changed (movies, followers): every screen showing it takes the new one. */
export const watchlistSaved = defineAction<WatchlistView>()('watchlists/saved');
export const watchlistDeleteRequested = defineAction<string>()('watchlists/deleteRequested');
export const watchlistDeleted = defineAction<string>()('watchlists/deleted');

export function watchlistsReducer(state: WatchlistsState = initialState, action: UnknownAction): WatchlistsState {
  if (loggedOut.match(action)) return initialState;
  if (watchlistsRequested.match(action)) return { ...state, status: state.status === 'loaded' ? 'loaded' : 'loading', error: null };
  if (watchlistsLoaded.match(action)) return { ...state, status: 'loaded', lists: action.payload, error: null };
  if (watchlistsFailed.match(action)) return { ...state, status: 'failed', error: action.payload };
  if (allowanceChecked.match(action)) return { ...state, allowance: action.payload };
  if (editorOpened.match(action)) return { ...state, editor: { ...closedEditor, open: true, ...action.payload } };
  if (editorClosed.match(action)) return { ...state, editor: closedEditor };
  if (watchlistSaveRequested.match(action)) return { ...state, editor: { ...state.editor, saving: true } };
  if (watchlistSaveFailed.match(action)) return { ...state, editor: { ...state.editor, saving: false } };
  if (watchlistSaved.match(action)) {
    const saved = action.payload;
    const known = state.lists.some((list) => list._id === saved._id);
    const lists = known
      ? state.lists.map((list) => (list._id === saved._id ? { ...saved, movies: list.movies } : list))
      : [saved, ...state.lists];
    return { ...state, lists, editor: state.editor.saving ? closedEditor : state.editor };
  }
  if (watchlistDeleted.match(action)) return { ...state, lists: state.lists.filter((list) => list._id !== action.payload) };
  return state;
}
