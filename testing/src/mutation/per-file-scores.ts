import { readFile } from 'node:fs/promises';

/**
 * The gate behind `npm run mutation`: every file of the rules keeps at least 90% of its mutants
 * killed. Stryker's own `thresholds.break` judges the total only, where a strong file can hide a weak one.
 */
const MINIMUM_SCORE = 90;
const REPORT = 'reports/mutation/mutation.json';

interface Report {
  files: Record<string, { mutants: { status: string }[] }>;
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

const report = JSON.parse(await readFile(REPORT, 'utf8')) as Report;
const below: string[] = [];
for (const [file, { mutants }] of Object.entries(report.files)) {
  const detected = mutants.filter((mutant) => DETECTED.has(mutant.status)).length;
  const valid = detected + mutants.filter((mutant) => UNDETECTED.has(mutant.status)).length;
  const score = valid === 0 ? 100 : (100 * detected) / valid;
  if (score < MINIMUM_SCORE) below.push(`  ${file}: ${score.toFixed(2)}% (${valid - detected} of ${valid} mutants survive)`);
}
if (below.length > 0) {
  console.error(`Files of the rules under the ${MINIMUM_SCORE}% mutation score (see reports/mutation/index.html):\n${below.join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(`Every file of the rules has a mutation score of at least ${MINIMUM_SCORE}%.`);
}
