import { readStored, StorageKey } from '../../app/browser-storage';

export type ThemeMode = 'light' | 'dark';

export interface ThemeState {
  readonly mode: ThemeMode;
  /** Any CSS colour; drives Blueprint's primary intent. */
  readonly primaryColor: string;
}

/** SPEC §9: theme light, primary colour #1976d2. */
export const DEFAULT_THEME: ThemeState = { mode: 'light', primaryColor: '#1976d2' };

/** The theme the visitor chose last time (read in the page head too, by src/theme-boot.ts); anything unreadable falls back to the defaults. */
export function restoreTheme(): ThemeState {
  const mode = readStored(StorageKey.themeMode);
  const primaryColor = readStored(StorageKey.primaryColor);
  return {
    mode: mode === 'dark' ? 'dark' : 'light',
    primaryColor: primaryColor && isColor(primaryColor) ? primaryColor : DEFAULT_THEME.primaryColor,
  };
}

export function isColor(value: string): boolean {
  return typeof CSS === 'undefined' || CSS.supports('color', value);
}
