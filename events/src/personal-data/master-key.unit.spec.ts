import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadOrCreateMasterKeyFile, masterKeyFrom, unwrapDataKey, wrapDataKey } from './master-key';

describe('PII master key', () => {
  it('reads PII_MASTER_KEY as base64 of 32 bytes', () => {
    const key = randomBytes(32);
    expect(masterKeyFrom(key.toString('base64')).equals(key)).to.equal(true);
  });

  it('rejects a missing, short or malformed PII_MASTER_KEY', () => {
    expect(() => masterKeyFrom(undefined)).to.throw(/PII_MASTER_KEY is not set/);
    expect(() => masterKeyFrom(randomBytes(16).toString('base64'))).to.throw(/exactly 32 bytes/);
    expect(() => masterKeyFrom('not base64 at all!')).to.throw(/exactly 32 bytes/);
  });

  describe('embedded key file', () => {
    let folder: string;
    beforeEach(async () => {
      folder = await mkdtemp(path.join(tmpdir(), 'more-ai-master-key-'));
    });
    afterEach(async () => {
      await rm(folder, { recursive: true, force: true });
    });

    it('is created on first start, readable by its owner only, and reused afterwards', async () => {
      const file = path.join(folder, 'secrets', 'pii-master-key');
      const created = await loadOrCreateMasterKeyFile(file);
      expect((await stat(file)).mode & 0o777).to.equal(0o600);
      expect(masterKeyFrom(await readFile(file, 'utf8')).equals(created)).to.equal(true);
      expect((await loadOrCreateMasterKeyFile(file)).equals(created)).to.equal(true);
    });

    it('ends with one key when two starts race on a fresh folder', async () => {
      const file = path.join(folder, 'pii-master-key');
      const [first, second] = await Promise.all([loadOrCreateMasterKeyFile(file), loadOrCreateMasterKeyFile(file)]);
      expect(first.equals(second)).to.equal(true);
    });
  });

  it('wraps a data key so that only the same master key and subject unwrap it', () => {
    const master = randomBytes(32);
    const dataKey = randomBytes(32);
    const wrapped = wrapDataKey(master, 'user:u7', dataKey);
    expect(wrapped.includes(dataKey)).to.equal(false);
    expect(unwrapDataKey(master, 'user:u7', wrapped).equals(dataKey)).to.equal(true);
    expect(() => unwrapDataKey(randomBytes(32), 'user:u7', wrapped)).to.throw(/does not unwrap/);
    expect(() => unwrapDataKey(master, 'user:u8', wrapped)).to.throw(/does not unwrap/);
  });
});
