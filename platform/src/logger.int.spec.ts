import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const loggerModule = fileURLToPath(new URL('./logger.ts', import.meta.url));

/** What a process printing one record writes to its stdout, as a terminal or a pipe would receive it. */
function printed(terminal: boolean): string {
  const script = `import { createLogger } from ${JSON.stringify(loggerModule)}; createLogger('read-api', 'info', ${terminal}).info({ userId: 'u1' }, 'request');`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
}

describe('the logger', function () {
  this.timeout(20_000);

  it('writes JSON lines when its output is not a terminal', () => {
    const record = JSON.parse(printed(false));
    expect(record).to.include({ service: 'read-api', userId: 'u1', msg: 'request', level: 30 });
  });

  it('pretty-prints the same record for a person at a terminal', () => {
    const text = printed(true);
    expect(() => JSON.parse(text)).to.throw();
    expect(text).to.include('[read-api] request').and.include('userId').and.include('INFO');
  });
});
