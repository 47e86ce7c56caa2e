import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import { readStored, StorageKey } from '../../app/browser-storage';

export type ThemeMode = 'light' | 'dark';

export interface ThemeState {
  readonly mode: ThemeMode;
  /** Any CSS colour; drives Blueprint's primary intent. */
  readonly primaryColor: string;
}

/** SPEC §9: theme light, primary colour #1976d2. */
export const DEFAULT_THEME: ThemeState = { mode: 'light', primaryColor: '#1976d2' };

export const themeToggled = defineAction()('theme/toggled');
export const primaryColorSet = defineAction<string>()('theme/primaryColorSet');

export function themeReducer(state: ThemeState = DEFAULT_THEME, action: UnknownAction): ThemeState {
  if (themeToggled.match(action)) return { ...state, mode: state.mode === 'light' ? 'dark' : 'light' };
  if (primaryColorSet.match(action) && isColor(action.payload)) return { ...state, primaryColor: action.payload };
  return state;
}

/** The theme the visitor chose last time; anything unreadable falls back to the defaults. */
export function restoreTheme(): ThemeState {
  const mode = readStored(StorageKey.themeMode);
  const primaryColor = readStored(StorageKey.primaryColor);
  return {
    mode: mode === 'dark' ? 'dark' : 'light',
    primaryColor: primaryColor && isColor(primaryColor) ? primaryColor : DEFAULT_THEME.primaryColor,
  };
}

function isColor(value: string): boolean {
  return typeof CSS === 'undefined' || CSS.supports('color', value);
}
