import { expect } from 'chai';
import { deliveryIdMadeAt, newDeliveryId, oneTimeCodeFor } from './one-time-codes';

describe('one-time codes derived from their delivery ids', () => {
  const key = Buffer.alloc(32, 7);

  it('gives six digits, the same each time for one delivery id and key', () => {
    const id = newDeliveryId();
    expect(oneTimeCodeFor(key, id))
      .to.match(/^\d{6}$/)
      .and.equal(oneTimeCodeFor(key, id));
  });

  it('gives another code for another delivery id, and for the same id under another key', () => {
    const codes = new Set(Array.from({ length: 200 }, () => oneTimeCodeFor(key, newDeliveryId())));
    // 200 draws from a million: a repeat is possible but rare (p ≈ 2%); 190 distinct is far below chance.
    expect(codes.size).to.be.above(190);
    const id = newDeliveryId();
    const others = Array.from({ length: 20 }, (_, i) => oneTimeCodeFor(Buffer.alloc(32, i + 10), id));
    expect(new Set(others).size).to.be.above(15);
  });

  it('spreads codes over every leading digit, low codes zero-padded', () => {
    const leading = new Set(Array.from({ length: 500 }, () => oneTimeCodeFor(key, newDeliveryId())[0]));
    expect([...leading].sort()).to.deep.equal(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('names deliveries in 22 base64url characters that say when they were made, and differ though made at once', () => {
    const made = new Date('2026-03-01T10:00:00.123Z');
    const ids = Array.from({ length: 100 }, () => newDeliveryId(made));
    for (const id of ids) {
      expect(id).to.match(/^[A-Za-z0-9_-]{22}$/);
      expect(deliveryIdMadeAt(id).toISOString()).to.equal(made.toISOString());
    }
    expect(new Set(ids).size).to.equal(100);
  });
});
