import type { ThemeState } from './stored-theme';

/**
 * Blueprint's Classes.DARK, written out: the script in the page's head (src/theme-boot.ts) applies the
 * theme too, and Blueprint's table of class names would be most of it.
 */
export const DARK_CLASS = 'bp6-dark';

/**
 * Puts the theme on the page root, so Blueprint's portals (toasts, dialogs, drawers) are themed too.
 * The primary colour replaces Blueprint's primary intent tokens; hover and pressed shades are mixed
 * from it so any colour the user picks keeps readable contrast steps.
 */
export function applyThemeToDocument({ mode, primaryColor }: ThemeState, root: HTMLElement = document.documentElement): void {
  root.classList.toggle(DARK_CLASS, mode === 'dark');
  const properties: Record<string, string> = {
    'color-scheme': mode,
    '--app-primary': primaryColor,
    '--bp-intent-primary-rest': primaryColor,
    '--bp-intent-primary-hover': `color-mix(in oklab, ${primaryColor}, black 15%)`,
    '--bp-intent-primary-active': `color-mix(in oklab, ${primaryColor}, black 30%)`,
    '--bp-intent-primary-disabled': `color-mix(in oklab, ${primaryColor}, white 35%)`,
    '--bp-emphasis-focus-color': primaryColor,
  };
  // The page's theme is usually in place already (src/theme-boot.ts put it there before the first
  // paint); setting a property again would make the browser restyle the whole page for nothing.
  for (const [name, value] of Object.entries(properties)) {
    if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
  }
}
