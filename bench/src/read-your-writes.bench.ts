import { spawn } from 'node:child_process';
import path from 'node:path';
import { createLogger } from '@more-ai/platform';
import { startApp } from '@more-ai/launcher/app';
import { percentile, type Figure } from './harness';
import type { ClientPlan, Loaded, Measured } from './read-your-writes-client';

const SAMPLES = 300;
/** Background commands per second (issue 14). */
const RATE = 200;

/**
 * From a command's response to the read model showing it: POST a contact message, then GET with
 * its position in X-Min-Position (the read-api waits for the projectors), idle and while 200 other
 * commands per second arrive. Baseline: the same GET without a position, in the same conditions.
 * The measuring client and the load each run in a process of their own
 * (`read-your-writes-client.ts`), so neither's work waits on the app's event loop, or the app's on theirs.
 */
export async function readYourWritesBenchmark(databaseUrl: string): Promise<Figure[]> {
  const app = await startApp({ databaseUrl, port: 0, log: createLogger('bench', 'silent') });
  try {
    const idle = await client<Measured>({ url: app.url, mode: 'measure', samples: SAMPLES }).done;
    const load = client<Loaded>({ url: app.url, mode: 'load', rate: RATE });
    // The load's first second is its ramp: measured from then on.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const loaded = await client<Measured>({ url: app.url, mode: 'measure', samples: SAMPLES }).done;
    load.stop();
    const { sent, failed, seconds } = await load.done;
    if (failed > 0) throw new Error(`${failed} of the background commands failed`);
    const loadRate = sent / seconds;
    console.log(`read-your-writes: background load ran at ${loadRate.toFixed(0)} commands/s`);
    return [...figures('idle', idle), ...figures(`under ${Math.round(loadRate)} commands/s`, loaded)];
  } finally {
    await app.stop();
  }
}

/** Runs read-your-writes-client.ts in a process of its own; `stop` closes its stdin, which ends a load. */
function client<Result>(plan: ClientPlan): { done: Promise<Result>; stop(): void } {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'read-your-writes-client.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const done = new Promise<Result>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    // 'close', not 'exit': stdout may still hold data when the process has exited.
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`the read-your-writes client exited with ${code}`));
      else resolve(JSON.parse(out) as Result);
    });
  });
  child.stdin.write(`${JSON.stringify(plan)}\n`);
  if (plan.mode === 'measure') child.stdin.end();
  return { done, stop: () => child.stdin.end() };
}

function figures(condition: string, { visible, plain }: Measured): Figure[] {
  return [50, 99].map((p) => ({
    name: `read-your-writes p${p}, ${condition}`,
    value: percentile(visible, p),
    unit: 'ms',
    baselineName: `plain GET p${p} (no position)`,
    baseline: percentile(plain, p),
    target: p === 99 ? 'p99 < 50 ms' : '-',
    met: p === 99 ? percentile(visible, p) < 50 : true,
  }));
}
