import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { iconFontDisplaySwap } from './build/icon-font-display';
import { precompressPlugin } from './build/precompress';
import { prerenderLandingPage } from './build/prerender';
import { themeBootScript } from './build/theme-boot';
import { purgeBlueprintCss } from './build/purge-blueprint-css';

// Blueprint keeps each icon's SVG paths in a module of its own per size (generated/16px/paths/tick.js).
const iconsPackage = path.dirname(createRequire(import.meta.url).resolve('@blueprintjs/icons/package.json'));
const iconsVersion = (JSON.parse(readFileSync(path.join(iconsPackage, 'package.json'), 'utf8')) as { version: string }).version;
// The version names the folder, so the files can be cached for good as the hashed assets are.
const ICON_PATHS_URL = `/assets/blueprint-icon-paths-${iconsVersion}`;
const ICON_SIZES = ['16', '20'];

/** One icon's paths as JSON, from its module (`export default ["m15.5 ..."]`); undefined for no such icon. */
async function iconPathsJson(size: string, name: string): Promise<string | undefined> {
  if (!ICON_SIZES.includes(size) || !/^[a-z0-9-]+$/.test(name) || name === 'index') return undefined;
  const file = path.join(iconsPackage, 'lib/esm/generated', `${size}px`, 'paths', `${name}.js`);
  if (!existsSync(file)) return undefined;
  const paths: unknown = ((await import(pathToFileURL(file).href)) as { default: unknown }).default;
  return Array.isArray(paths) && paths.every((d) => typeof d === 'string') ? JSON.stringify(paths) : undefined;
}

/**
 * Serves every icon's paths as a file of its own (src/app/icon-paths.ts fetches them): Blueprint's
 * own loader fetches the paths of every icon of a size at once, about 100 kB gzipped, for a screen's
 * first icon, and a bundled map of one chunk per icon costs more than the icons a screen shows.
 */
function blueprintIconPaths(): Plugin {
  return {
    name: 'blueprint-icon-paths',
    config: () => ({ define: { 'import.meta.env.ICON_PATHS_URL': JSON.stringify(ICON_PATHS_URL) } }),
    configureServer(server) {
      server.middlewares.use(ICON_PATHS_URL, (request, response, next) => {
        const [, size = '', file = ''] = (request.url ?? '').split('?')[0]!.split('/');
        const json = file.endsWith('.json') ? iconPathsJson(size, file.slice(0, -'.json'.length)) : Promise.resolve(undefined);
        json.then((body) => {
          if (body === undefined) return next();
          response.setHeader('Content-Type', 'application/json');
          response.end(body);
        }, next);
      });
    },
    // Written beside the bundle rather than emitted into it: 1,400 files would fill the build's report.
    async writeBundle({ dir = 'dist' }) {
      for (const size of ICON_SIZES) {
        const folder = path.join(dir, ICON_PATHS_URL.slice(1), size);
        await mkdir(folder, { recursive: true });
        const files = await readdir(path.join(iconsPackage, 'lib/esm/generated', `${size}px`, 'paths'));
        const names = files.filter((file) => file.endsWith('.js')).map((file) => file.slice(0, -'.js'.length));
        await Promise.all(
          names.map(async (name) => {
            const json = await iconPathsJson(size, name);
            if (json !== undefined) await writeFile(path.join(folder, `${name}.json`), json);
          }),
        );
      }
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server build of the landing page (build/prerender.ts) needs none of what is written beside the bundle.
  plugins: [react(), ...(isSsrBuild ? [] : [blueprintIconPaths(), themeBootScript(), prerenderLandingPage(), precompressPlugin()])],
  resolve: {
    // Blueprint pulls react-popper, whose peer range stops at React 18, so npm keeps a second copy of
    // React at the workspace root; two Reacts in one bundle break hooks. Always use the UI's own copy.
    dedupe: ['react', 'react-dom'],
  },
  css: {
    // Blueprint's stylesheets hold rules for every component and 1,400 icon-font icons; the first
    // screen waits for all of it. Only in the build: the dev server serves the sources as they are.
    postcss: {
      plugins: [iconFontDisplaySwap(), ...(command === 'build' ? [purgeBlueprintCss(path.resolve(import.meta.dirname, 'src'))] : [])],
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    // Blueprint alone is ~500 kB before gzip; it is cached once for every screen.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports goes out as one file. Left to itself, the bundler made a chunk
          // of each set of modules the entry shares with a lazy screen: 26 files before the first
          // paint, and on a phone's connection each few cost another round trip.
          // `$initial` is every module the entry reaches by static imports, which is closed under
          // them, so the group needs none of the dependencies it would otherwise pull in: those
          // include what Blueprint's index re-exports, though only lazy screens use it.
          groups: [{ name: 'app', tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
    },
  },
}));
