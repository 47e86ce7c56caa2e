import path from 'node:path';

/** The part of a PostCSS plugin this needs; PostCSS itself comes with Vite, not as a dependency of the UI. */
interface FontFacePlugin {
  postcssPlugin: string;
  AtRule: {
    'font-face': (rule: {
      root(): { source?: { input: { file?: string } } };
      some(test: (node: { type: string; prop?: string; value?: string }) => boolean): boolean;
      append(declaration: { prop: string; value: string }): unknown;
    }) => void;
  };
}

/**
 * Gives Blueprint's icon fonts `font-display: swap`. Blueprint names its 16 px icon font in the
 * text's own font stack, after fonts many phones and desktops lack (Roboto, Segoe UI, Helvetica
 * Neue): where none is installed the browser downloads the icon font to draw ordinary text and, by
 * default, shows no text for up to 3 s while it does. With swap the text shows at once in the
 * fallback font. Icons hardly notice: they draw from their SVG paths, the font only until those load.
 */
export function iconFontDisplaySwap(): FontFacePlugin {
  return {
    postcssPlugin: 'icon-font-display-swap',
    AtRule: {
      'font-face': (rule) => {
        const file = rule.root().source?.input.file ?? '';
        if (!file.includes(`${path.sep}@blueprintjs${path.sep}icons${path.sep}`)) return;
        if (rule.some((node) => node.type === 'decl' && node.prop === 'font-display')) return;
        rule.append({ prop: 'font-display', value: 'swap' });
      },
    },
  };
}
