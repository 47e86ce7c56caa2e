import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { startApp } from '@more-ai/launcher/app';
import { createLogger } from '@more-ai/platform';
import { flameGraphSvg, type CpuProfile } from './flame-graph';
import { benchCluster } from './harness';
import { load, signIn, SUPERADMIN } from './read-path.bench';

const CONNECTIONS = 16;
const SECONDS = 8;

/**
 * `npm run bench:profile [out-dir]`: profiles the app's process while GET /api/movies/{id} runs at
 * 16 connections for 8 s (after a 3 s warm-up), and writes read-path.cpuprofile (for Chrome's
 * DevTools) and read-path.svg, its flame graph. `--from file.cpuprofile [out.svg] [title]` only draws one.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === '--from') {
    const file = args[1];
    if (!file) throw new Error('--from needs a .cpuprofile');
    const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
    const out = args[2] ?? file.replace(/\.cpuprofile$/, '.svg');
    await writeFile(out, flameGraphSvg(profile, args[3] ?? path.basename(file, '.cpuprofile')));
    console.log(`wrote ${out}`);
    return;
  }
  const outDir = path.resolve(args[0] ?? 'bench/results');
  const cluster = await benchCluster();
  const app = await startApp({
    databaseUrl: await cluster.ensureDatabase('bench_profile'),
    port: 0,
    log: createLogger('bench', 'silent'),
    superadmin: SUPERADMIN,
  });
  try {
    const cookie = await signIn(app);
    const row = (await app.db('rm_movies.movies').orderBy('id').first('id')) as { id: string };
    const url = `${app.url}/api/movies/${row.id}`;
    await load(url, CONNECTIONS, 3, cookie);
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    const rate = await load(url, CONNECTIONS, SECONDS, cookie);
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, 'read-path.cpuprofile'), JSON.stringify(profile));
    const title = `GET /api/movies/{id}, ${CONNECTIONS} connections, ${Math.round(rate).toLocaleString('en-US')} req/s`;
    await writeFile(path.join(outDir, 'read-path.svg'), flameGraphSvg(profile as CpuProfile, title));
    console.log(`${Math.round(rate)} req/s; wrote read-path.cpuprofile and read-path.svg in ${outDir}`);
  } finally {
    await app.stop();
    await cluster.dispose();
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error);
    process.exit(1);
  },
);
