import { Classes } from '@blueprintjs/core';
import type { ThemeState } from './slice';

/**
 * Puts the theme on the page root, so Blueprint's portals (toasts, dialogs, drawers) are themed too.
 * The primary colour replaces Blueprint's primary intent tokens; hover and pressed shades are mixed
 * from it so any colour the user picks keeps readable contrast steps.
 */
export function applyThemeToDocument({ mode, primaryColor }: ThemeState, root: HTMLElement = document.documentElement): void {
  root.classList.toggle(Classes.DARK, mode === 'dark');
  root.style.colorScheme = mode;
  root.style.setProperty('--app-primary', primaryColor);
  root.style.setProperty('--bp-intent-primary-rest', primaryColor);
  root.style.setProperty('--bp-intent-primary-hover', `color-mix(in oklab, ${primaryColor}, black 15%)`);
  root.style.setProperty('--bp-intent-primary-active', `color-mix(in oklab, ${primaryColor}, black 30%)`);
  root.style.setProperty('--bp-intent-primary-disabled', `color-mix(in oklab, ${primaryColor}, white 35%)`);
  root.style.setProperty('--bp-emphasis-focus-color', primaryColor);
}
