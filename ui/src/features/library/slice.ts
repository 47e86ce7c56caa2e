import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import { loggedOut } from '../auth/slice';

/** The 'Upgrade to PRO' dialog every FREE limit of the library opens (SPEC §5, §8). */
export interface LibraryState {
  /** The limit message the dialog shows; null while it is closed. */
  readonly upgradeMessage: string | null;
}

const initialState: LibraryState = { upgradeMessage: null };

export const upgradePromptShown = defineAction<string>()('library/upgradePromptShown');
export const upgradePromptClosed = defineAction()('library/upgradePromptClosed');

export function libraryReducer(state: LibraryState = initialState, action: UnknownAction): LibraryState {
  if (loggedOut.match(action)) return initialState;
  if (upgradePromptShown.match(action)) return { upgradeMessage: action.payload };
  if (upgradePromptClosed.match(action)) return { upgradeMessage: null };
  return state;
}
