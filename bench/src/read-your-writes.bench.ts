import { createLogger } from '@more-ai/platform';
import { startApp } from '@more-ai/launcher/app';
import { percentile, type Figure } from './harness';

const SAMPLES = 300;

/**
 * From a command's response to the read model showing it: POST a contact message, then GET with
 * its position in X-Min-Position (the read-api waits for the projectors), idle and while 200 other
 * commands per second arrive. Baseline: the same GET without a position, in the same conditions.
 */
export async function readYourWritesBenchmark(databaseUrl: string): Promise<Figure[]> {
  const app = await startApp({ databaseUrl, port: 0, log: createLogger('bench', 'silent') });
  const submit = async () => {
    const response = await fetch(`${app.url}/api/contacts/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Bench', email: 'bench@example.com', message: 'How fast do I see this?' }),
    });
    if (response.status !== 201) throw new Error(`submit answered ${response.status}`);
    return ((await response.json()) as { position: string }).position;
  };
  const read = async (position?: string) => {
    const started = performance.now();
    const response = await fetch(`${app.url}/api/subscriptions/active`, { headers: position ? { 'X-Min-Position': position } : {} });
    await response.arrayBuffer();
    if (response.headers.get('x-read-model-stale')) throw new Error('read model stale');
    return performance.now() - started;
  };
  const measure = async () => {
    const visible: number[] = [];
    const plain: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const position = await submit();
      visible.push(await read(position));
      plain.push(await read());
    }
    return { visible, plain };
  };
  try {
    const idle = await measure();
    let loading = true;
    let sent = 0;
    const started = performance.now();
    // Paced background load: 200 commands per second, each on its own connection slot.
    const load = (async () => {
      const inflight = new Set<Promise<unknown>>();
      while (loading) {
        const due = Math.floor(((performance.now() - started) / 1000) * 200);
        while (sent < due) {
          sent += 1;
          const p = submit()
            .catch(() => undefined)
            .finally(() => inflight.delete(p));
          inflight.add(p);
        }
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      await Promise.all(inflight);
    })();
    const loaded = await measure();
    loading = false;
    await load;
    const loadRate = sent / ((performance.now() - started) / 1000);
    console.log(`read-your-writes: background load ran at ${loadRate.toFixed(0)} commands/s`);
    return [...figures('idle', idle), ...figures(`under ${Math.round(loadRate)} commands/s`, loaded)];
  } finally {
    await app.stop();
  }
}

function figures(condition: string, { visible, plain }: { visible: number[]; plain: number[] }): Figure[] {
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
