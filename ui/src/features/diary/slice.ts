import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import type { LoadStatus } from '../../app/load-status';
import { loggedOut } from '../auth/slice';
import type { DiaryEntryView, DiaryPageView } from './diary';

/** What the entry dialog sends: a new entry of `movieId`, or the edit of `entryId`. */
export interface DiaryDraft {
  readonly movieId: string;
  readonly entryId?: string;
  readonly watchedOn: string;
  readonly rating: number | null;
  readonly review: string;
  readonly visibility: 'private' | 'public';
  readonly rewatch: boolean;
}

/**
 * The signed-in member's diary: which films they watched with each one's current rating (every
 * card's 'Watched ✓ 4.5'), their /diary page, the entry dialog's save, and the public diary of the
 * profile on screen.
 */
export interface DiaryState {
  readonly watched: { readonly status: LoadStatus; readonly ratings: Readonly<Record<string, number | null>> };
  readonly page: {
    readonly status: LoadStatus;
    readonly entries: readonly DiaryEntryView[];
    readonly page: number;
    readonly hasMore: boolean;
    readonly error: string | null;
  };
  /** The dialog's save: `saved` counts successful saves, so an open dialog knows its own went through. */
  readonly save: { readonly saving: boolean; readonly saved: number; readonly error: string | null };
  readonly profile: { readonly userId: string | null; readonly status: LoadStatus; readonly entries: readonly DiaryEntryView[] };
}

const initialState: DiaryState = {
  watched: { status: 'idle', ratings: {} },
  page: { status: 'idle', entries: [], page: 1, hasMore: false, error: null },
  save: { saving: false, saved: 0, error: null },
  profile: { userId: null, status: 'idle', entries: [] },
};

export const watchedRequested = defineAction()('diary/watchedRequested');
export const watchedLoaded = defineAction<readonly { movieId: string; rating: number | null }[]>()('diary/watchedLoaded');
export const diaryRequested = defineAction<{ page: number }>()('diary/requested');
export const diaryLoaded = defineAction<DiaryPageView>()('diary/loaded');
export const diaryFailed = defineAction<string>()('diary/failed');
export const entrySaveRequested = defineAction<DiaryDraft>()('diary/saveRequested');
export const entrySaved = defineAction()('diary/saved');
export const entrySaveFailed = defineAction<string>()('diary/saveFailed');
export const entryRemoveRequested = defineAction<string>()('diary/removeRequested');
export const entryRemoved = defineAction<string>()('diary/removed');
export const publicDiaryRequested = defineAction<string>()('diary/publicRequested');
export const publicDiaryLoaded = defineAction<{ userId: string; entries: readonly DiaryEntryView[] }>()('diary/publicLoaded');
export const publicDiaryFailed = defineAction<string>()('diary/publicFailed');

export function diaryReducer(state: DiaryState = initialState, action: UnknownAction): DiaryState {
  if (loggedOut.match(action)) return initialState;
  if (watchedRequested.match(action)) return { ...state, watched: { ...state.watched, status: 'loading' } };
  if (watchedLoaded.match(action))
    return {
      ...state,
      watched: { status: 'loaded', ratings: Object.fromEntries(action.payload.map(({ movieId, rating }) => [movieId, rating])) },
    };
  if (diaryRequested.match(action))
    return { ...state, page: { ...state.page, status: state.page.status === 'loaded' ? 'loaded' : 'loading', error: null } };
  if (diaryLoaded.match(action)) {
    const { entries, page, hasMore } = action.payload;
    // A later page adds to what is shown; the first replaces it.
    const shown = page === 1 ? entries : [...state.page.entries, ...entries];
    return { ...state, page: { status: 'loaded', entries: shown, page, hasMore, error: null } };
  }
  if (diaryFailed.match(action)) return { ...state, page: { ...state.page, status: 'failed', error: action.payload } };
  if (entrySaveRequested.match(action)) return { ...state, save: { ...state.save, saving: true, error: null } };
  if (entrySaved.match(action)) return { ...state, save: { saving: false, saved: state.save.saved + 1, error: null } };
  if (entrySaveFailed.match(action)) return { ...state, save: { ...state.save, saving: false, error: action.payload } };
  if (entryRemoved.match(action))
    return { ...state, page: { ...state.page, entries: state.page.entries.filter((entry) => entry._id !== action.payload) } };
  if (publicDiaryRequested.match(action))
    return {
      ...state,
      profile: { userId: action.payload, status: 'loading', entries: state.profile.userId === action.payload ? state.profile.entries : [] },
    };
  if (publicDiaryLoaded.match(action))
    return state.profile.userId === action.payload.userId
      ? { ...state, profile: { ...state.profile, status: 'loaded', entries: action.payload.entries } }
      : state;
  if (publicDiaryFailed.match(action)) return { ...state, profile: { ...state.profile, status: 'failed' } };
  return state;
}

/** Whether the member watched a film, and its current rating: undefined for a film not watched. */
export function watchedStateOf(state: DiaryState, movieId: string): { rating: number | null } | undefined {
  return movieId in state.watched.ratings ? { rating: state.watched.ratings[movieId] ?? null } : undefined;
}
