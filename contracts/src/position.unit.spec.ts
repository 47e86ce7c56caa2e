import { expect } from 'chai';
import { comparePositions, formatPosition, maxPosition, parsePosition, START } from './position';

describe('global positions', () => {
  it('orders by commit first, then by prepare', () => {
    expect(comparePositions({ commit: 5n, prepare: 1n }, { commit: 4n, prepare: 99n })).to.equal(1);
    expect(comparePositions({ commit: 5n, prepare: 1n }, { commit: 5n, prepare: 2n })).to.equal(-1);
    expect(comparePositions({ commit: 5n, prepare: 2n }, { commit: 5n, prepare: 2n })).to.equal(0);
    expect(maxPosition(START, { commit: 1n, prepare: 0n })).to.deep.equal({ commit: 1n, prepare: 0n });
  });

  it('round-trips the client token and rejects malformed ones', () => {
    const p = { commit: 123456789012n, prepare: 42n };
    expect(parsePosition(formatPosition(p))).to.deep.equal(p);
    for (const bad of ['', 'abc', '1-', '-1', '1-2-3', '1.2', '99999999999999999999999-1', undefined, null]) {
      expect(parsePosition(bad), String(bad)).to.equal(undefined);
    }
  });
});
