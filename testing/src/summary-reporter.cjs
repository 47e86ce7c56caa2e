// Mocha's spec reporter, plus one closing line in the plain form CI reads: "N passed, N failed, N skipped".
const Mocha = require('mocha');

class SpecWithSummary extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    runner.once(Mocha.Runner.constants.EVENT_RUN_END, () => {
      const { passes, failures, pending } = runner.stats;
      process.stdout.write(`\ntests: ${passes} passed, ${failures} failed, ${pending} skipped\n`);
    });
  }
}

module.exports = SpecWithSummary;
