import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import { loggedOut } from '../auth/slice';

/** The 'Upgrade to PRO' dialog every FREE limit of the library opens (SPEC §5, §8). */
export interface LibraryState {
  /** What the dialog says; null while it is closed. */
  readonly upgradePrompt: UpgradePrompt | null;
}

export interface UpgradePrompt {
  readonly message: string;
  /** 'Upgrade to PRO' unless the refusal has its own ('PRO Only: Private Watchlists'). */
  readonly title?: string;
}

const initialState: LibraryState = { upgradePrompt: null };

export const upgradePromptShown = defineAction<UpgradePrompt>()('library/upgradePromptShown');
export const upgradePromptClosed = defineAction()('library/upgradePromptClosed');

export function libraryReducer(state: LibraryState = initialState, action: UnknownAction): LibraryState {
  if (loggedOut.match(action)) return initialState;
  if (upgradePromptShown.match(action)) return { upgradePrompt: action.payload };
  if (upgradePromptClosed.match(action)) return { upgradePrompt: null };
  return state;
}
