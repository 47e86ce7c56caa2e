import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** The page the server sends for / (launcher/src/gateway.ts, deploy/nginx.conf); index.html stays the empty shell of every other route. */
export const LANDING_PAGE_FILE = 'landing.html';
const ROOT_ELEMENT = '<div id="root"></div>';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The landing page with its scripts loaded only once it has painted: it is readable and its links
 * work before any script runs, so the 130 kB that hydrate it wait for the stylesheet and the first
 * paint instead of sharing a slow connection with them. `loader` is the script that loads them, at
 * `loaderUrl`. It imports the entry alone: the browser asks for the entry's modules as soon as it has
 * read the entry, and preloading them from the script held the page for longer than it saved.
 */
export function paintFirstPage(shell: string, assetsBase: string): { html: string; loader: string; loaderUrl: string } {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) throw new Error('index.html has no entry script to load after the first paint');
  const loader = [
    '// Loads the app once the landing page has painted (ui/build/prerender.ts).',
    `const start = () => import(${JSON.stringify(entry)});`,
    // After the first contentful paint has been presented, not merely scheduled: the browser may run
    // timers between the two, and the page must not wait for the script's download to show.
    "if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {",
    '  new PerformanceObserver((paints, observer) => {',
    "    if (paints.getEntriesByName('first-contentful-paint').length === 0) return;",
    '    observer.disconnect();',
    '    setTimeout(start);',
    "  }).observe({ type: 'paint', buffered: true });",
    "} else addEventListener('load', start);",
    '',
  ].join('\n');
  const hash = createHash('sha256').update(loader).digest('base64url').slice(0, 8);
  const loaderUrl = `${assetsBase}landing-${hash}.js`;
  const html = shell
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, `<script type="module" crossorigin src="${loaderUrl}"></script>\n    `);
  return { html, loader, loaderUrl };
}

/**
 * Renders the landing page at build time into landing.html, so a visitor's first paint needs the HTML
 * and the stylesheet only, not the 130 kB of script that draws it; the script then hydrates what is
 * there. The page is built for the server once more (src/prerender.tsx, bundled with its packages),
 * rendered, and the server build is thrown away.
 */
export function prerenderLandingPage(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-landing-page',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // In writeBundle, so index.html is written and the compression of closeBundle covers landing.html.
    async writeBundle({ dir }) {
      const outDir = dir ?? path.resolve(config.root, config.build.outDir);
      const serverDir = await mkdtemp(path.join(tmpdir(), 'more-ai-prerender-'));
      try {
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
          // Bundled, so Node needs nothing the browser build does not (Blueprint's ES modules, CSS imports).
          ssr: { noExternal: true },
        });
        const server = (await import(pathToFileURL(path.join(serverDir, 'prerender.js')).href)) as { renderLandingPage: () => string };
        const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
        if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to render the landing page into`);
        const { html, loader, loaderUrl } = paintFirstPage(shell, `${config.base}${config.build.assetsDir}/`);
        await writeFile(path.join(outDir, loaderUrl.slice(config.base.length)), loader);
        await writeFile(
          path.join(outDir, LANDING_PAGE_FILE),
          html.replace(ROOT_ELEMENT, `<div id="root">${server.renderLandingPage()}</div>`),
        );
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
