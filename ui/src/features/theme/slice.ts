import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import { DEFAULT_THEME, isColor, type ThemeState } from './stored-theme';

export { DEFAULT_THEME, restoreTheme, type ThemeMode, type ThemeState } from './stored-theme';

export const themeToggled = defineAction()('theme/toggled');
export const primaryColorSet = defineAction<string>()('theme/primaryColorSet');

export function themeReducer(state: ThemeState = DEFAULT_THEME, action: UnknownAction): ThemeState {
  if (themeToggled.match(action)) return { ...state, mode: state.mode === 'light' ? 'dark' : 'light' };
  if (primaryColorSet.match(action) && isColor(action.payload)) return { ...state, primaryColor: action.payload };
  return state;
}
