import { expect } from 'chai';
import { Backoff } from './backoff';

describe('Backoff', () => {
  const waits = (backoff: Backoff, count: number) => Array.from({ length: count }, () => backoff.next());

  it('retries quickly first, then doubles up to the cap', () => {
    expect(waits(new Backoff({ firstMs: 100, capMs: 1000, random: () => 1 }), 6)).to.deep.equal([100, 200, 400, 800, 1000, 1000]);
  });

  it('jitters each wait between half and all of its step', () => {
    expect(waits(new Backoff({ firstMs: 100, capMs: 1000, random: () => 0 }), 5)).to.deep.equal([50, 100, 200, 400, 500]);
    const spread = new Set(waits(new Backoff({ firstMs: 1000, capMs: 1000 }), 50));
    expect(spread.size).to.be.greaterThan(1);
    for (const wait of spread) expect(wait).to.be.within(500, 1000);
  });

  it('starts over from the first step after a success, and counts the failures since', () => {
    const backoff = new Backoff({ firstMs: 100, capMs: 1000, random: () => 1 });
    waits(backoff, 4);
    expect(backoff.failed).to.equal(4);
    backoff.reset();
    expect(backoff.failed).to.equal(0);
    expect(backoff.next()).to.equal(100);
  });

  it('stays at the cap however long the outage lasts', () => {
    const backoff = new Backoff({ firstMs: 100, capMs: 5000, random: () => 1 });
    expect(waits(backoff, 2000).at(-1)).to.equal(5000);
  });
});
