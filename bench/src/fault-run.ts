import { parseArgs } from 'node:util';
import { createLogger } from '@more-ai/platform';
import { startFaultRunApp } from '@more-ai/testing/faults/fault-app';
import { signedUpModels } from '@more-ai/testing/faults/load';
import { describeRun, faultRun, type FaultRunOptions, type RunFigures, type ScheduledFault } from '@more-ai/testing/faults/run';
import { catalogMovieIds } from '@more-ai/testing/members';
import { report, type Figure } from './harness';

/** Issue 17's bound: after SIGKILL of the embedded postmaster the app serves again within 20 s. */
const SERVING_AGAIN_AFTER_KILL_MS = 20_000;

/**
 * `npm run bench:faults [-- --runs 3 --users 20 --rate 50 --seconds 60]`: issue 17's fault run.
 * The whole app on a supervised embedded PostgreSQL of its own; members signed up through the API
 * send a mix of reads and writes (each write with an Idempotency-Key, retried with it until
 * acknowledged or given up on) while every app connection is ended, PostgreSQL is paused, and its
 * postmaster is killed. After each run the event log and the read models are checked: every
 * acknowledged write there once, nothing applied twice, the FREE limits kept, health ok. The
 * baseline is the same load without faults, measured first in the same invocation.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      users: { type: 'string', default: '20' },
      rate: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '60' },
    },
  });
  const runs = Number(values.runs);
  const seconds = Number(values.seconds);
  const app = await startFaultRunApp({
    label: 'bench-faults',
    log: createLogger('bench', 'silent'),
    checkResponses: false,
    requestTimeoutMs: 20_000,
  });
  try {
    const models = await signedUpModels(app, Number(values.users), 'bench');
    const movieIds = await catalogMovieIds(app, 12);
    const options = (label: string, schedule: ScheduledFault[]): FaultRunOptions => ({
      label,
      rate: Number(values.rate),
      durationMs: seconds * 1000,
      movieIds,
      schedule,
      retry: { giveUpMs: 45_000, backoffMs: 250, maxBackoffMs: 2_000 },
    });
    // Faults spread over the run, each with time to recover before the next.
    const at = (share: number) => Math.round(seconds * 1000 * share);
    const schedule: ScheduledFault[] = [
      { atMs: at(0.1), fault: { kind: 'terminate' } },
      { atMs: at(0.25), fault: { kind: 'pause', ms: 8_000 } },
      { atMs: at(0.55), fault: { kind: 'kill' } },
    ];

    const baseline = await faultRun(app, models, options('baseline (no fault)', []));
    console.log(describeRun(baseline).join('\n'));
    const faulty: RunFigures[] = [];
    for (let run = 1; run <= runs; run += 1) {
      faulty.push(await faultRun(app, models, options(`fault run ${run} of ${runs}`, schedule)));
      console.log(describeRun(faulty.at(-1)!).join('\n'));
    }
    report(faulty.flatMap((run) => figures(run, baseline)));
    const failures = [baseline, ...faulty].filter(
      (run) => run.verdict.lost.length + run.verdict.duplicated.length + run.verdict.broken.length + run.givenUp.length > 0,
    );
    const lost = sum(faulty, (run) => run.verdict.lost.length);
    const duplicated = sum(faulty, (run) => run.verdict.duplicated.length);
    console.log(`\nover ${runs} fault runs: lost = ${lost}, duplicated = ${duplicated}, runs with a problem: ${failures.length}`);
    if (failures.length > 0) process.exitCode = 1;
  } finally {
    await app.close();
  }
}

function figures(run: RunFigures, baseline: RunFigures): Figure[] {
  const kill = run.faults.find((fault) => fault.name.startsWith('SIGKILL'));
  const latency = (p: 'p50' | 'p99' | 'max'): Figure => ({
    name: `${run.label}: latency ${p}`,
    value: run.latencyMs[p],
    unit: 'ms',
    baselineName: `no fault ${p}`,
    baseline: baseline.latencyMs[p],
    target: '-',
    met: true,
  });
  return [
    latency('p50'),
    latency('p99'),
    latency('max'),
    {
      name: `${run.label}: acknowledged writes`,
      value: run.acknowledged,
      unit: 'writes',
      baselineName: 'no fault',
      baseline: baseline.acknowledged,
      target: 'none lost, none doubled',
      met: run.verdict.lost.length === 0 && run.verdict.duplicated.length === 0 && run.verdict.broken.length === 0,
    },
    {
      name: `${run.label}: serving again after SIGKILL`,
      value: kill?.servingAgainMs ?? NaN,
      unit: 'ms',
      baselineName: 'no fault p99 latency',
      baseline: baseline.latencyMs.p99,
      target: `<= ${SERVING_AGAIN_AFTER_KILL_MS / 1000} s`,
      met: (kill?.servingAgainMs ?? Infinity) <= SERVING_AGAIN_AFTER_KILL_MS,
    },
  ];
}

function sum<T>(items: readonly T[], of: (item: T) => number): number {
  return items.reduce((total, item) => total + of(item), 0);
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: Error) => {
    console.error(error);
    process.exit(1);
  },
);
