import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildUiIfChanged } from '../../ui/build/build-if-changed';
import { BUNDLES, DIST, buildStaleBundles } from './server-bundle';

/**
 * `npm start`, built into launcher/dist/start.mjs by `npm ci`: builds the UI and the server where
 * what they are built from changed (this command itself included: a change to it takes effect
 * from the next start), then runs the server in this process.
 */
async function start(): Promise<void> {
  try {
    buildUiIfChanged();
    await buildStaleBundles();
  } catch (error) {
    console.error(`\nMoRe AI could not start: ${(error as Error).message}\n`);
    process.exit(1);
  }
  await import(pathToFileURL(path.join(DIST, BUNDLES.server.out)).href);
}

void start();
