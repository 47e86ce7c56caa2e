import { expect } from 'chai';
import { forEachConcurrently } from './concurrency';

describe('forEachConcurrently', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

  it('works through every item, never more than `lanes` at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await forEachConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      done.push(n);
      running -= 1;
    });
    expect(done.sort()).to.deep.equal([1, 2, 3, 4, 5, 6, 7]);
    expect(most).to.equal(3);
  });

  it('takes no new item after a failure, and throws it once the lanes in flight have finished', async () => {
    const started: number[] = [];
    let inFlight = 0;
    let whenThrown = -1;
    const failure = await forEachConcurrently([1, 2, 3, 4, 5, 6], 2, async (n) => {
      started.push(n);
      inFlight += 1;
      await tick();
      inFlight -= 1;
      if (n === 2) throw new Error('two failed');
    }).catch((error: Error) => {
      whenThrown = inFlight;
      return error;
    });
    expect((failure as Error).message).to.equal('two failed');
    expect(whenThrown).to.equal(0);
    expect(started).to.deep.equal([1, 2, 3]);
  });

  it('does nothing for no items', async () => {
    await forEachConcurrently([], 4, () => Promise.reject(new Error('never')));
  });
});
