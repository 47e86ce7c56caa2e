import { randomUUID } from 'node:crypto';
import { percentile } from '@more-ai/bench/harness';
import { verify, type Verdict } from './checks';
import type { FaultRunApp } from './fault-app';
import { Ledger, type RetryPolicy } from './ledger';
import { Visitor } from '../visitor';
import { runLoad, type MemberModel } from './load';

/** The faults of issue 17: every app connection ended, PostgreSQL paused (SIGSTOP/SIGCONT), its postmaster killed. */
export type Fault = { kind: 'terminate' } | { kind: 'pause'; ms: number } | { kind: 'kill' };

export interface ScheduledFault {
  /** ms after the load starts. */
  atMs: number;
  fault: Fault;
}

export interface FaultRunOptions {
  label: string;
  /** Requests per second the members send together. */
  rate: number;
  durationMs: number;
  movieIds: readonly string[];
  /** Empty for the baseline: the same load, no fault. */
  schedule: readonly ScheduledFault[];
  retry: RetryPolicy;
}

export interface FaultFigures {
  name: string;
  /** ms into the run. */
  atMs: number;
  /** The longest span from a probe that failed to the next that succeeded, in this fault's window. */
  unavailableMs: number;
  /** From the fault's end (connections ended, SIGCONT, SIGKILL) to the first success of a probe sent after it; undefined if none did. */
  servingAgainMs: number | undefined;
}

export interface RunFigures {
  label: string;
  requests: number;
  ratePerSecond: number;
  writes: number;
  acknowledged: number;
  replayed: number;
  refused: number;
  /** Writes neither acknowledged nor refused by the give-up time: when their first try was sent (ms into the run), their last answer. */
  givenUp: { what: string; firstSentAtMs: number; lastEnding: string }[];
  unavailable: number;
  unavailableWithRetryAfter: number;
  /** Answers neither 2xx, a decided refusal nor 503, and no answers, by their ending (and code). */
  otherErrors: Record<string, number>;
  latencyMs: { p50: number; p99: number; max: number };
  /** From a write's first try to its acknowledgement, retries included. */
  acknowledgedMs: { p50: number; p99: number; max: number };
  faults: FaultFigures[];
  verdict: Verdict;
}

/** The refusals the load expects as answers to its writes: decided by a rule, applied nothing. */
const DECIDED = new Set([
  'ALREADY_IN_FAVORITES',
  'NOT_IN_FAVORITES',
  'FAVORITES_LIMIT_REACHED',
  'MOVIE_ALREADY_IN_WATCHLIST',
  'MOVIE_NOT_IN_WATCHLIST',
  'MOVIES_PER_WATCHLIST_LIMIT_REACHED',
  'WATCHLISTS_LIMIT_REACHED',
  // A retry that ran again after its first run died unanswered (command-api/src/pipeline/idempotency.ts) finds the message sent.
  'CONTACT_ALREADY_SUBMITTED',
]);

const PROBE_EVERY_MS = 250;

interface Probe {
  sentAt: number;
  endedAt: number;
  ok: boolean;
}

/**
 * One fault run: the members' load for `durationMs` while the schedule's faults happen, a probe
 * (a read and a Contact Us message, every 250 ms, never retried) timing how long the app could
 * not serve, then the checks once everything has settled.
 */
export async function faultRun(app: FaultRunApp, models: MemberModel[], options: FaultRunOptions): Promise<RunFigures> {
  const ledger = new Ledger(options.retry);
  const started = performance.now();
  const probes: Probe[] = [];
  const faults: { name: string; startedAt: number; endedAt: number }[] = [];
  let probing = true;

  const prober = (async () => {
    const visitor = new Visitor(app);
    const inFlight: Promise<void>[] = [];
    for (let i = 0; probing; i += 1) {
      const sentAt = performance.now();
      inFlight.push(
        Promise.all([
          visitor.request('GET', '/api/subscriptions/active'),
          visitor.request('POST', '/api/contacts/submit', {
            json: { name: 'Probe', email: 'probe@example.com', message: `${options.label} probe ${i}` },
            headers: { 'Idempotency-Key': `fault-probe-${randomUUID()}` },
          }),
        ]).then(
          ([read, write]) => void probes.push({ sentAt, endedAt: performance.now(), ok: read.status === 200 && write.status === 201 }),
          () => void probes.push({ sentAt, endedAt: performance.now(), ok: false }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
    await Promise.all(inFlight);
  })();

  // Settles with the error, if any, so that a fault that failed early is not an unhandled rejection while the load goes on.
  const injector = (async () => {
    for (const { atMs, fault } of options.schedule) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + atMs - performance.now())));
      const startedAt = performance.now();
      if (fault.kind === 'terminate') {
        const ended = await app.database.terminateConnections();
        faults.push({ name: `pg_terminate_backend of ${ended.length} connections`, startedAt, endedAt: performance.now() });
      } else if (fault.kind === 'pause') {
        await app.postgres.pause(fault.ms);
        faults.push({ name: `PostgreSQL paused ${fault.ms / 1000} s`, startedAt, endedAt: performance.now() });
      } else {
        // The fault ends with the kill: the supervisor's restart is part of the recovery timed.
        const kill = app.postgres.kill();
        faults.push({ name: 'SIGKILL of the postmaster', startedAt, endedAt: startedAt });
        const { backAfterMs } = await kill;
        faults.at(-1)!.name += ` (PostgreSQL back after ${(backAfterMs / 1000).toFixed(1)} s)`;
      }
    }
  })().then(
    () => undefined,
    (error: unknown) => error,
  );

  try {
    await runLoad(models, ledger, {
      rate: options.rate,
      durationMs: options.durationMs,
      movieIds: options.movieIds,
      anonymous: new Visitor(app),
      run: options.label,
    });
    const failed = await injector;
    if (failed) throw failed;
  } finally {
    probing = false;
    await prober;
  }
  const loadMs = performance.now() - started;
  const verdict = await verify(app, models, ledger);

  const requests = ledger.requests;
  const otherErrors: Record<string, number> = {};
  for (const { ending, code, write } of requests) {
    if (typeof ending === 'number' && (ending < 400 || ending === 503 || (code && DECIDED.has(code)))) continue;
    const label = `${ending}${code ? ` ${code}` : ''} on a ${write ? 'write' : 'read'}`;
    otherErrors[label] = (otherErrors[label] ?? 0) + 1;
  }
  const windows = faults.map((fault, i) => ({ ...fault, until: faults[i + 1]?.startedAt ?? Infinity }));
  return {
    label: options.label,
    requests: requests.length,
    ratePerSecond: requests.length / (loadMs / 1000),
    writes: requests.filter((r) => r.write).length,
    acknowledged: ledger.acknowledged.length,
    replayed: ledger.replayed,
    refused: ledger.refused,
    givenUp: ledger.givenUp.map(({ what, firstSentAt, lastEnding }) => ({ what, firstSentAtMs: firstSentAt - started, lastEnding })),
    unavailable: requests.filter((r) => r.ending === 503).length,
    unavailableWithRetryAfter: requests.filter((r) => r.retryAfter).length,
    otherErrors,
    latencyMs: spread(requests.map((r) => r.ms)),
    acknowledgedMs: spread(ledger.acknowledgedMs),
    faults: windows.map(({ name, startedAt, endedAt, until }) => ({
      name,
      atMs: startedAt - started,
      unavailableMs: longestOutage(probes.filter((p) => p.sentAt >= startedAt - PROBE_EVERY_MS && p.sentAt < until)),
      servingAgainMs: firstSuccessAfter(probes, endedAt),
    })),
    verdict,
  };
}

function spread(samples: number[]): { p50: number; p99: number; max: number } {
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), max: samples.length ? Math.max(...samples) : NaN };
}

function longestOutage(probes: Probe[]): number {
  const sorted = [...probes].sort((a, b) => a.sentAt - b.sentAt);
  let longest = 0;
  let failedSince: number | undefined;
  for (const probe of sorted) {
    if (!probe.ok) failedSince ??= probe.sentAt;
    else if (failedSince !== undefined) {
      longest = Math.max(longest, probe.endedAt - failedSince);
      failedSince = undefined;
    }
  }
  return longest;
}

function firstSuccessAfter(probes: Probe[], at: number): number | undefined {
  const served = probes.filter((p) => p.ok && p.sentAt >= at).map((p) => p.endedAt);
  return served.length ? Math.min(...served) - at : undefined;
}

/** The figures of one run, as lines to print. */
export function describeRun(run: RunFigures): string[] {
  const ms = (n: number | undefined) => (n === undefined ? 'never' : `${Math.round(n)} ms`);
  const others = Object.entries(run.otherErrors).map(([ending, count]) => `${count}× ${ending}`);
  return [
    `${run.label}: ${run.requests} requests (${run.ratePerSecond.toFixed(1)}/s), ${run.writes} of them writes`,
    `  writes: ${run.acknowledged} acknowledged (${run.replayed} by a replay), ${run.refused} refused by a rule, ${run.givenUp.length} given up`,
    ...run.givenUp.map(
      (w) => `    given up: ${w.what} first sent ${Math.round(w.firstSentAtMs)} ms into the run, last answer ${w.lastEnding}`,
    ),
    `  503: ${run.unavailable} (${run.unavailableWithRetryAfter} with Retry-After); other errors: ${others.length ? others.join(', ') : 'none'}`,
    `  latency p50 ${ms(run.latencyMs.p50)}, p99 ${ms(run.latencyMs.p99)}, max ${ms(run.latencyMs.max)}; ` +
      `write to acknowledgement p50 ${ms(run.acknowledgedMs.p50)}, p99 ${ms(run.acknowledgedMs.p99)}, max ${ms(run.acknowledgedMs.max)}`,
    ...run.faults.map(
      (f) => `  ${f.name} at ${Math.round(f.atMs)} ms: unavailable ${ms(f.unavailableMs)}, serving again ${ms(f.servingAgainMs)} after it`,
    ),
    `  health ok ${ms(run.verdict.healthyAfterMs)} after the load; lost = ${run.verdict.lost.length}, duplicated = ${run.verdict.duplicated.length}, rules broken = ${run.verdict.broken.length}`,
    ...[...run.verdict.lost, ...run.verdict.duplicated, ...run.verdict.broken].slice(0, 20).map((line) => `    ${line}`),
  ];
}
