import { expect } from 'chai';
import { BATCH_WINDOW_MS, idsOf, isId, isRename, joinsBatch } from './batching';

describe('activity: batching adds and reading payloads', () => {
  const start = new Date('2026-11-26T10:00:00.000Z');
  const later = (ms: number) => new Date(start.getTime() + ms);
  const batch = { kind: 'titlesAdded', occurredAt: start };

  it('joins an add to the list’s batch of adds while the batch’s window is open', () => {
    expect(joinsBatch(batch, start)).to.equal(true);
    expect(joinsBatch(batch, later(BATCH_WINDOW_MS - 1))).to.equal(true);
  });

  it('starts a new item once the window has closed, 30 minutes after the batch’s first add', () => {
    expect(BATCH_WINDOW_MS).to.equal(30 * 60 * 1000);
    expect(joinsBatch(batch, later(BATCH_WINDOW_MS))).to.equal(false);
  });

  it('starts a new item after another kind of item about the list, or when the list has none', () => {
    expect(joinsBatch({ kind: 'watchlistRenamed', occurredAt: start }, later(1000))).to.equal(false);
    expect(joinsBatch({ kind: 'watchlistCreated', occurredAt: start }, start)).to.equal(false);
    expect(joinsBatch(undefined, start)).to.equal(false);
  });

  it('never joins an add recorded before the batch began', () => {
    expect(joinsBatch(batch, later(-1))).to.equal(false);
  });

  it('takes ids only in the form the read model stores', () => {
    expect(isId('5d0c8f3a-7b21-4e96-a4d8-1c9e6b3f2a70')).to.equal(true);
    expect(isId('5D0C8F3A-7B21-4E96-A4D8-1C9E6B3F2A70')).to.equal(true);
    expect(isId('x5d0c8f3a-7b21-4e96-a4d8-1c9e6b3f2a70')).to.equal(false);
    expect(isId('5d0c8f3a-7b21-4e96-a4d8-1c9e6b3f2a70x')).to.equal(false);
    expect(isId('not-an-id')).to.equal(false);
    expect(isId(42)).to.equal(false);
    expect(isId(undefined)).to.equal(false);
    expect(isId(['5d0c8f3a-7b21-4e96-a4d8-1c9e6b3f2a70'])).to.equal(false);
  });

  it('keeps the distinct well-formed ids of a list, in their first order, lower-cased', () => {
    const [a, b] = ['5d0c8f3a-7b21-4e96-a4d8-1c9e6b3f2a70', '0b7e1c4d-2f3a-4b5c-8d9e-0f1a2b3c4d5e'];
    expect(idsOf([b, 'nope', a.toUpperCase(), b, null, 3])).to.deep.equal([b, a]);
    expect(idsOf(null)).to.deep.equal([]);
    expect(idsOf(a)).to.deep.equal([]);
  });

  it('counts a new name as a rename, but not the same words with other spaces, nor a blank or missing name', () => {
    expect(isRename('Noir', 'Noir nights')).to.equal(true);
    expect(isRename('Noir', ' Noir ')).to.equal(false);
    expect(isRename(' Noir', 'Noir')).to.equal(false);
    expect(isRename('Noir', '   ')).to.equal(false);
    expect(isRename('Noir', undefined)).to.equal(false);
    expect(isRename('Noir', 7)).to.equal(false);
  });
});
