import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import purgeCss from '@fullhuman/postcss-purgecss';

const require = createRequire(import.meta.url);

/** A PostCSS plugin object, as the purge plugin makes one (its package types it from PostCSS's own). */
type PostcssPlugin = Extract<ReturnType<typeof purgeCss>, { postcssPlugin: string }>;

interface ClassNames {
  [name: string]: unknown;
}
// The CommonJS builds: Node reads them as they are, and their values are the same strings the browser gets.
const blueprintClassSets = [
  require('@blueprintjs/core/lib/cjs/common/classes.js') as ClassNames,
  require('@blueprintjs/table/lib/cjs/common/classes.js') as ClassNames,
  require('@blueprintjs/select/lib/cjs/common/classes.js') as ClassNames,
];
const { getClassNamespace } = blueprintClassSets[0] as { getClassNamespace: () => string };
const { IconNames } = require('@blueprintjs/icons') as { IconNames: Record<string, string> };

const blueprintPackages = ['core', 'table', 'select'].map((name) => path.dirname(require.resolve(`@blueprintjs/${name}/package.json`)));

/** Every file under `folder` whose name ends with one of `endings`. */
function filesUnder(folder: string, endings: readonly string[]): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && endings.some((ending) => entry.name.endsWith(ending)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every class name Blueprint exports as a constant (`Classes.BUTTON` is "bp6-button"). */
function blueprintClasses(): string[] {
  const names = new Set<string>();
  for (const set of blueprintClassSets)
    for (const value of Object.values(set)) if (typeof value === 'string') for (const name of value.split(/\s+/)) if (name) names.add(name);
  return [...names];
}

/**
 * The icons the pages can draw: every icon name quoted in the app's code or in Blueprint's own.
 * While an icon's SVG paths load, Blueprint draws it from the icon font with a class per icon
 * (bp6-icon-tick); the rules for the other 1,400 icons are the largest dead weight in the CSS.
 */
function iconsInUse(sourceFiles: readonly string[]): string[] {
  const known = new Set(Object.values(IconNames));
  const used = new Set<string>();
  for (const file of sourceFiles)
    for (const [, word] of readFileSync(file, 'utf8').matchAll(/["'`]([a-z0-9-]+)["'`]/g)) if (known.has(word!)) used.add(word!);
  return [...used];
}

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Drops the rules of Blueprint's stylesheets that no page can use (the app's own stylesheets are
 * left alone). Blueprint makes its class names at run time (`${NS}-button`, and suffixes such as
 * `bp6-overlay-enter` or `bp6-popover-placement-top` on top of a constant), so scanning the code for
 * whole names would drop classes Blueprint adds itself. Kept are: every name the app's code or
 * Blueprint's code spells out, every name Blueprint exports as a constant and any name that extends
 * one, and the icon-font class of each icon named in either code. Everything else, chiefly the
 * icon-font rules of unused icons, goes.
 */
export function purgeBlueprintCss(appSources: string): PostcssPlugin {
  const namespace = getClassNamespace();
  const appFiles = filesUnder(appSources, ['.ts', '.tsx']);
  const blueprintFiles = blueprintPackages.flatMap((folder) => filesUnder(path.join(folder, 'lib', 'esm'), ['.js']));
  const constants = blueprintClasses();
  const iconFontClass = `${namespace}-icon`;
  const purge = purgeCss({
    content: [...appFiles, ...blueprintFiles],
    safelist: {
      standard: [
        ...constants,
        ...iconsInUse([...appFiles, ...blueprintFiles]).map((icon) => `${iconFontClass}-${icon}`),
        // Names that extend a constant (bp6-toast-container-top), except the icon font's one per icon.
        ...constants.filter((name) => name !== iconFontClass).map((name) => new RegExp(`^${escapeForRegExp(name)}-`)),
        // Element selectors: Blueprint's components render elements the app's code never names.
        /^[a-z][a-z0-9]*$/,
      ],
    },
    // Names Blueprint's code builds from its namespace: `${NS}-dark` counts as bp6-dark.
    extractors: [
      {
        extractor: (text: string) => [
          ...(text.match(/[A-Za-z0-9_-]+/g) ?? []),
          ...[...text.matchAll(/\$\{NS\}(-[a-z0-9-]+)/g)].map(([, suffix]) => `${namespace}${suffix!}`),
        ],
        extensions: ['js', 'ts', 'tsx'],
      },
    ],
  }) as PostcssPlugin;
  return {
    postcssPlugin: 'purge-blueprint-css',
    OnceExit(root, helpers) {
      const file = root.source?.input.file ?? '';
      if (!file.includes(`${path.sep}@blueprintjs${path.sep}`)) return;
      return purge.OnceExit?.(root, helpers);
    },
  };
}
