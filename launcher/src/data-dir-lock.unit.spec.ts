import { expect } from 'chai';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

describe('one MoRe AI per data directory', () => {
  it('refuses a second start on a data directory in use, with a clear message', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'more-ai-lock-'));
    // The lock of a live process (this test's parent stands in for a running npm start).
    await writeFile(path.join(dir, 'more-ai.lock'), String(process.ppid));
    const error = await lockDataDir(dir).then(
      () => null,
      (e: Error) => e,
    );
    expect(error).to.be.instanceOf(DataDirInUseError);
    expect(error!.message).to.equal(
      `MoRe AI is already running on ${dir} (process ${process.ppid}). Stop it first, or start with another DATA_DIR.`,
    );
  });

  it('takes over a lock left by a process that is gone, and releases it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'more-ai-lock-'));
    await writeFile(path.join(dir, 'more-ai.lock'), '999999999');
    const release = await lockDataDir(dir);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });
});
