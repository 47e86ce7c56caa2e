import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';

/**
 * `npm start` runs the server from one ES module built from its TypeScript (launcher/dist), not
 * through a TypeScript loader: the loader resolved and compiled some 400 modules on every start,
 * each resolution a round trip to its hooks thread (about 1.5 s on this 2-core machine). Packages
 * stay in node_modules, as node loads them; only the project's own workspaces are bundled.
 */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DIST = path.join(ROOT, 'launcher/dist');

/** What is built: the server, and the start command that builds whatever is stale and runs it. */
export const BUNDLES = {
  server: { entry: 'launcher/src/main.ts', out: 'main.mjs' },
  start: { entry: 'launcher/build/start.ts', out: 'start.mjs' },
} as const;
export type BundleName = keyof typeof BUNDLES;

/** Beside each bundle: the files it was built from, and one hash of them and of the lockfile. */
interface Stamp {
  hash: string;
  inputs: string[];
}

const BUILDER = fileURLToPath(import.meta.url);

const stampPath = (name: BundleName) => path.join(DIST, `${BUNDLES[name].out}.inputs.json`);

/**
 * One hash of the named files (paths relative to the root) and of package-lock.json, which says
 * what the externals are. A file that is gone hashes as gone, so its bundle is stale.
 */
export function inputsHash(inputs: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of [...inputs, 'package-lock.json']) {
    const full = path.join(ROOT, file);
    hash.update(`${file}\0`);
    hash.update(existsSync(full) ? readFileSync(full) : '\u0000gone');
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * True when the bundle exists and every file it was built from is as it was. Files that it did not
 * import cannot change it, and a new import changes the importing file: the inputs esbuild
 * reported are the whole of what to look at.
 */
export function bundleIsFresh(name: BundleName): boolean {
  const stampFile = stampPath(name);
  if (!existsSync(path.join(DIST, BUNDLES[name].out)) || !existsSync(stampFile)) return false;
  const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as Stamp;
  return stamp.inputs.length > 0 && inputsHash(stamp.inputs) === stamp.hash;
}

/** Builds one bundle and its stamp (written last: a build that fails leaves the bundle stale). */
export async function buildBundle(name: BundleName): Promise<void> {
  const { entry, out } = BUNDLES[name];
  mkdirSync(DIST, { recursive: true });
  const outfile = path.join(DIST, out);
  // Loaded only to build: a start with nothing stale never needs it.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(ROOT, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [packagesOutside(), sourceLocations(path.dirname(outfile))],
  });
  // How a bundle is built is part of what it is built from.
  const inputs = [...new Set([...Object.keys(result.metafile.inputs).map((input) => path.resolve(process.cwd(), input)), BUILDER])]
    .map((input) => path.relative(ROOT, input).split(path.sep).join('/'))
    .sort();
  writeFileSync(stampPath(name), JSON.stringify({ hash: inputsHash(inputs), inputs } satisfies Stamp));
}

/** Packages are loaded by node from node_modules; the workspaces (@more-ai/*) are compiled in. */
function packagesOutside(): esbuild.Plugin {
  return {
    name: 'packages-outside',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('@more-ai/') || path.isAbsolute(args.path) ? undefined : { path: args.path, external: true },
      );
    },
  };
}

/**
 * A module that finds files beside itself (the catalog, the built UI) or resolves packages from
 * where it sits asks `import.meta.url`; in the bundle that would be the bundle's own place. Each
 * source file's `import.meta.url` is made its own file's URL again, relative to the bundle, so the
 * checkout can move. The dirname and filename of import.meta are refused rather than silently wrong.
 */
// Spelled in pieces: this file is bundled too, and its own strings must not read as the expression.
const META = ['import', 'meta'].join('.');
const META_URL = `${META}.url`;

function sourceLocations(outDir: string): esbuild.Plugin {
  return {
    name: 'source-locations',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes(META)) return { contents: source, loader: 'ts' };
        if (/import\.meta\.(dirname|filename)/.test(source))
          return { errors: [{ text: `${path.relative(ROOT, args.path)}: use import.meta.url, which the server bundle keeps per file` }] };
        const relative = path.relative(outDir, args.path).split(path.sep).join('/');
        return {
          contents: source.replaceAll(META_URL, `new URL(${JSON.stringify(relative)}, ${META_URL}).href`),
          loader: 'ts',
        };
      });
    },
  };
}

/** Builds each bundle that is stale; says what it did. */
export async function buildStaleBundles(names: readonly BundleName[] = ['server', 'start']): Promise<void> {
  for (const name of names) {
    if (bundleIsFresh(name)) continue;
    const started = performance.now();
    await buildBundle(name);
    console.log(`Built ${path.relative(ROOT, path.join(DIST, BUNDLES[name].out))} in ${Math.round(performance.now() - started)} ms.`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildStaleBundles().catch((error: Error) => {
    console.error(`The server could not be built: ${error.message}`);
    process.exit(1);
  });
}
