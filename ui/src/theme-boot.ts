import { applyThemeToDocument } from './features/theme/document-theme';
import { restoreTheme } from './features/theme/stored-theme';

// Runs in the page's head, before the first paint (build/theme-boot.ts): the theme the visitor chose
// is on the page when it first shows, so the prerendered landing page, and the shell of every other
// page, do not flash light for someone who chose dark. The app applies the same theme again as it starts.
applyThemeToDocument(restoreTheme());
