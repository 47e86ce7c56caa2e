/**
 * The clients of `npm run bench read-your-writes`, each in a process of its own so that neither
 * shares the app's event loop (as no real client does). Reads its plan as one line of JSON on stdin.
 * - 'measure': `samples` times, POST a contact message, GET with its position in X-Min-Position,
 *   and the same GET without one; prints the latencies as JSON.
 * - 'load': POSTs contact messages at `rate` a second, each on its own connection slot, until its
 *   stdin closes; prints how many it sent and over how long.
 */
export type ClientPlan = { url: string } & ({ mode: 'measure'; samples: number } | { mode: 'load'; rate: number });

export interface Measured {
  visible: number[];
  plain: number[];
}

export interface Loaded {
  sent: number;
  failed: number;
  seconds: number;
}

async function submit(url: string): Promise<string> {
  const response = await fetch(`${url}/api/contacts/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', email: 'bench@example.com', message: 'How fast do I see this?' }),
  });
  if (response.status !== 201) throw new Error(`submit answered ${response.status}`);
  return ((await response.json()) as { position: string }).position;
}

async function read(url: string, position?: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/api/subscriptions/active`, { headers: position ? { 'X-Min-Position': position } : {} });
  await response.arrayBuffer();
  if (response.headers.get('x-read-model-stale')) throw new Error('read model stale');
  return performance.now() - started;
}

async function measure(url: string, samples: number): Promise<Measured> {
  const visible: number[] = [];
  const plain: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const position = await submit(url);
    visible.push(await read(url, position));
    plain.push(await read(url));
  }
  return { visible, plain };
}

async function load(url: string, rate: number, stopped: Promise<void>): Promise<Loaded> {
  let running = true;
  void stopped.then(() => (running = false));
  let sent = 0;
  let failed = 0;
  const inflight = new Set<Promise<unknown>>();
  const started = performance.now();
  while (running) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    while (sent < due) {
      sent += 1;
      const request = submit(url)
        .catch(() => (failed += 1))
        .finally(() => inflight.delete(request));
      inflight.add(request);
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(inflight);
  return { sent, failed, seconds };
}

async function main(): Promise<Measured | Loaded> {
  process.stdin.setEncoding('utf8');
  let input = '';
  const plan = await new Promise<ClientPlan>((resolve) => {
    process.stdin.on('data', (chunk: string) => {
      input += chunk;
      const end = input.indexOf('\n');
      if (end >= 0) resolve(JSON.parse(input.slice(0, end)) as ClientPlan);
    });
  });
  if (plan.mode === 'measure') return measure(plan.url, plan.samples);
  const stopped = new Promise<void>((resolve) => process.stdin.on('end', resolve));
  process.stdin.resume();
  return load(plan.url, plan.rate, stopped);
}

main().then(
  (result) => process.stdout.write(JSON.stringify(result), () => process.exit(0)),
  (error: Error) => {
    console.error(error);
    process.exit(1);
  },
);
