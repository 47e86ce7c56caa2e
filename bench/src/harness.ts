import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '@more-ai/launcher/embedded-postgres';

/** A fresh embedded PostgreSQL for one benchmark run; every figure and its baseline share it. */
export async function benchCluster(): Promise<EmbeddedPostgresHandle & { dispose(): Promise<void> }> {
  const dataDir = path.join(tmpdir(), `more-ai-bench-pg-${process.pid}`);
  await rm(dataDir, { recursive: true, force: true });
  const cluster = await startEmbeddedPostgres({ dataDir, persistent: false });
  return {
    ...cluster,
    dispose: async () => {
      await cluster.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `worker` on `concurrency` lanes until `durationMs` passes; returns operations per second. */
export async function throughput(
  concurrency: number,
  durationMs: number,
  worker: (lane: number, i: number) => Promise<void>,
): Promise<number> {
  const deadline = performance.now() + durationMs;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, lane) => {
      for (let i = 0; performance.now() < deadline; i += 1) {
        await worker(lane, i);
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/** The middle value (the upper of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export interface Figure {
  name: string;
  value: number;
  unit: string;
  baselineName: string;
  baseline: number;
  target: string;
  met: boolean;
}

export function report(figures: Figure[]): void {
  const rows = [['figure', 'value', 'baseline (same run)', 'baseline value', 'ratio', 'target', 'met']];
  for (const f of figures) {
    rows.push([
      f.name,
      `${fmt(f.value)} ${f.unit}`,
      f.baselineName,
      `${fmt(f.baseline)} ${f.unit}`,
      f.baseline === 0 ? '-' : `${((f.value / f.baseline) * 100).toFixed(0)}%`,
      f.target,
      f.met ? 'yes' : 'NO',
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  console.log();
  for (const row of rows) console.log(row.map((c, i) => c.padEnd(widths[i]!)).join('  '));
}

function fmt(n: number): string {
  return n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1);
}
