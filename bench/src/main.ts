import { adminBenchmark } from './admin.bench';
import { appendBenchmark } from './append.bench';
import { benchCluster, report, type Figure } from './harness';
import { lighthouseBenchmark } from './lighthouse.bench';
import { mixedLoadBenchmark } from './mixed.bench';
import { paymentsBenchmark } from './payments.bench';
import { readPathBenchmark } from './read-path.bench';
import { readYourWritesBenchmark } from './read-your-writes.bench';
import { recommendBenchmark } from './recommend.bench';
import { replayBenchmark } from './replay.bench';
import { scaleBenchmark } from './scale.bench';
import { startupBenchmark } from './startup.bench';

/** `npm run bench [name…]`: every figure beside a baseline measured in the same run (Lighthouse's beside the last run). */
const suites: Record<string, (databaseUrl: string) => Promise<Figure[]>> = {
  append: appendBenchmark,
  replay: replayBenchmark,
  'read-path': readPathBenchmark,
  'read-your-writes': readYourWritesBenchmark,
  recommend: recommendBenchmark,
  mixed: mixedLoadBenchmark,
  payments: paymentsBenchmark,
  admin: adminBenchmark,
  scale: scaleBenchmark,
  startup: startupBenchmark,
  lighthouse: lighthouseBenchmark,
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !suites[name]);
  if (unknown.length > 0) throw new Error(`Unknown benchmark(s): ${unknown.join(', ')}. Known: ${Object.keys(suites).join(', ')}`);
  const cluster = await benchCluster();
  const figures: Figure[] = [];
  try {
    for (const [name, run] of Object.entries(suites)) {
      if (wanted.length > 0 && !wanted.includes(name)) continue;
      console.log(`\n== ${name}`);
      figures.push(...(await run(await cluster.ensureDatabase(`bench_${name.replace(/-/g, '_')}`))));
    }
  } finally {
    await cluster.dispose();
  }
  // Lighthouse prints its own table (beside the last run), so a run of it alone has no figures here.
  if (figures.length > 0) report(figures);
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error);
    process.exit(1);
  },
);
