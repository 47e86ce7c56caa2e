import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPostgresEventStore } from '@more-ai/events/store/postgres/index';
import { throughput, type Figure } from './harness';

const ROUND_MS = 1000;
const ROUNDS = 16;

/**
 * Single-event appends per second on distinct streams, with 1 and 32 writers, beside the cheapest
 * durable write PostgreSQL can do at the same concurrency: a one-row INSERT in its own transaction.
 * The two take turns in short rounds, ROUNDS each, and each figure is the mean of its rounds: on
 * this machine the disk's flushes slow everything for seconds at a time, by up to half, and short
 * turns let those spells fall on both alike.
 */
export async function appendBenchmark(databaseUrl: string): Promise<Figure[]> {
  const store = await createPostgresEventStore({ connectionString: databaseUrl, poolSize: 40 });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 40 });
  pool.on('error', () => undefined);
  await pool.query(
    'CREATE TABLE IF NOT EXISTS bench_bare_insert (id uuid PRIMARY KEY, stream text, data jsonb, created_at timestamptz DEFAULT now())',
  );
  const data = { contactId: randomUUID(), name: 'Bench', email: 'bench@example.com', message: 'x'.repeat(200) };
  const figures: Figure[] = [];
  try {
    for (const writers of [1, 32]) {
      const baselineRounds: number[] = [];
      const appendRounds: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        baselineRounds.push(
          await throughput(writers, ROUND_MS, async () => {
            await pool.query('INSERT INTO bench_bare_insert (id, stream, data) VALUES ($1, $2, $3)', [
              randomUUID(),
              `Bench-${randomUUID()}`,
              data,
            ]);
          }),
        );
        appendRounds.push(
          await throughput(writers, ROUND_MS, async () => {
            await store.append(
              `Bench-${randomUUID()}`,
              [
                {
                  id: randomUUID(),
                  type: 'BenchEvent',
                  data,
                  metadata: { actor: 'system', correlationId: 'bench', causationId: 'bench', timestamp: new Date().toISOString() },
                },
              ],
              'no-stream',
            );
          }),
        );
      }
      const baseline = mean(baselineRounds);
      const appends = mean(appendRounds);
      figures.push({
        name: `append, ${writers} writer${writers > 1 ? 's' : ''}`,
        value: appends,
        unit: 'events/s',
        baselineName: 'bare one-row INSERT transaction',
        baseline,
        // Issue 14: 1 writer keeps at least 80% of the bare insert, 32 writers at least 70%.
        target: `≥ ${writers > 1 ? 70 : 80}% of baseline`,
        met: appends >= baseline * (writers > 1 ? 0.7 : 0.8),
      });
      const rounds = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
      console.log(`append ${writers}: ${appends.toFixed(0)}/s vs bare insert ${baseline.toFixed(0)}/s`);
      console.log(`  rounds, append: ${rounds(appendRounds)}`);
      console.log(`  rounds, bare insert: ${rounds(baselineRounds)}`);
    }
  } finally {
    await store.close();
    await pool.end();
  }
  return figures;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
