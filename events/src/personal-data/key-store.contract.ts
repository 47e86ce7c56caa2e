import { expect } from 'chai';
import { SubjectKeyDestroyedError, type SubjectKeyStore } from './key-store';

/** What every SubjectKeyStore adapter must do; each adapter's spec runs it against a fresh store. */
export function subjectKeyStoreContract(open: () => Promise<SubjectKeyStore>): void {
  let keys: SubjectKeyStore;
  beforeEach(async () => {
    keys = await open();
  });
  afterEach(async () => {
    await keys.close();
  });

  it('gives a subject one 256-bit key, the same on every use', async () => {
    const first = await keys.keyFor('user:alice');
    expect(first).to.have.length(32);
    expect((await keys.keyFor('user:alice')).equals(first)).to.equal(true);
  });

  it('gives each subject a key of its own', async () => {
    const alice = await keys.keyFor('user:alice');
    const bob = await keys.keyFor('user:bob');
    expect(alice.equals(bob)).to.equal(false);
  });

  it('finds the keys of known subjects and leaves unknown ones out', async () => {
    const alice = await keys.keyFor('user:alice');
    const found = await keys.findKeys(['user:alice', 'user:nobody']);
    expect((found.get('user:alice') as Buffer).equals(alice)).to.equal(true);
    expect(found.has('user:nobody')).to.equal(false);
  });

  it('reports a destroyed key as destroyed and refuses to encrypt for its subject again', async () => {
    await keys.keyFor('user:alice');
    await keys.destroy('user:alice');
    expect((await keys.findKeys(['user:alice'])).get('user:alice')).to.equal('destroyed');
    await expectDestroyed(keys.keyFor('user:alice'));
  });

  it('never mints a key for a subject destroyed before its first use', async () => {
    await keys.destroy('contact:42');
    await expectDestroyed(keys.keyFor('contact:42'));
    expect((await keys.findKeys(['contact:42'])).get('contact:42')).to.equal('destroyed');
  });

  it('destroys one subject without touching the others', async () => {
    await keys.keyFor('user:alice');
    const bob = await keys.keyFor('user:bob');
    await keys.destroy('user:alice');
    await keys.destroy('user:alice');
    expect((await keys.findKeys(['user:bob'])).get('user:bob')).to.deep.equal(bob);
    expect((await keys.keyFor('user:bob')).equals(bob)).to.equal(true);
  });
}

async function expectDestroyed(attempt: Promise<unknown>): Promise<void> {
  const error = await attempt.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).to.be.instanceOf(SubjectKeyDestroyedError);
}
