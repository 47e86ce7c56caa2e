import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * `npm start` builds the UI only when what it is built from changed since ui/dist was built: the
 * UI's sources, its build, the contracts it imports and the locked packages. A stamp in ui/dist
 * holds the hash of them all, written only after a build succeeded.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = path.join(root, 'ui/dist');
const STAMP = path.join(dist, '.sources-hash');
const INPUTS = [
  'ui/src',
  'ui/build',
  'ui/public',
  'ui/index.html',
  'ui/vite.config.ts',
  'ui/package.json',
  'ui/tsconfig.json',
  'contracts/src',
  'contracts/package.json',
  'package-lock.json',
];

/** Every file under `entry`, in a stable order, specs aside (the build never reads them). */
function files(base: string, entry: string): string[] {
  const full = path.join(base, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .map((child) => path.posix.join(entry, child))
    .filter((child) => !/\.spec\.tsx?$/.test(child))
    .sort()
    .flatMap((child) => files(base, child));
}

/** One hash of the names and contents of every file under `inputs` (paths relative to `base`). */
export function sourcesHash(base: string, inputs: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => files(base, input))) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(base, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Builds the UI unless ui/dist was built from these sources already; says which it was. A failed
 * build throws, and leaves the stamp as it was.
 */
export function buildUiIfChanged(): void {
  const hash = sourcesHash(root, INPUTS);
  if (existsSync(path.join(dist, 'index.html')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash) {
    console.log('The UI is built from these sources already.');
    return;
  }
  const build = spawnSync('npm', ['run', 'build', '-w', '@more-ai/ui', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`the UI build failed (exit code ${build.status ?? 'none'})`);
  writeFileSync(STAMP, hash);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    buildUiIfChanged();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
