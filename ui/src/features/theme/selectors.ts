import type { RootState } from '../../app/root-reducer';

export const selectTheme = (state: RootState) => state.theme;
export const selectThemeMode = (state: RootState) => state.theme.mode;
export const selectIsDarkMode = (state: RootState) => state.theme.mode === 'dark';
