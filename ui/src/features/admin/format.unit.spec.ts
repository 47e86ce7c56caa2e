import { expect } from 'chai';
import { describe, it } from 'mocha';
import {
  contactStatusIntent,
  formatAverage,
  formatDate,
  formatRupees,
  messagePreview,
  pageCount,
  pageRange,
  paymentIntent,
} from './format';
import { columnWidths } from './table-layout';
import { nextSort } from './users-query';

describe('Admin panel formatting (SPEC §2 Admin screens, §3, §9)', () => {
  it('shows money with the rupee sign, 2 decimals and Indian digit grouping', () => {
    expect(formatRupees(149000)).to.equal('₹1,49,000.00');
    expect(formatRupees(26.82)).to.equal('₹26.82');
    expect(formatRupees(0)).to.equal('₹0.00');
  });

  it('shows the average movies per watchlist to one decimal, whole numbers without one', () => {
    expect(formatAverage(2.456)).to.equal('2.5');
    expect(formatAverage(3)).to.equal('3');
    expect(formatAverage(0)).to.equal('0');
  });

  it('shows dates in en-US long format and an unreadable one as a dash', () => {
    expect(formatDate('2025-06-30T12:00:00.000Z')).to.equal('June 30, 2025');
    expect(formatDate('not a date')).to.equal('—');
  });

  it('previews a message with its first 50 characters and an ellipsis only when it is longer', () => {
    const fifty = 'x'.repeat(50);
    expect(messagePreview(fifty)).to.equal(fifty);
    expect(messagePreview(`${fifty}y`)).to.equal(`${fifty}…`);
    expect(messagePreview('Short')).to.equal('Short');
    // Characters, not UTF-16 units: an emoji is never cut in half.
    expect(messagePreview(`${'🎬'.repeat(51)}`)).to.equal(`${'🎬'.repeat(50)}…`);
  });

  it('marks a captured payment as a success and any other status as an error', () => {
    expect(paymentIntent('captured')).to.equal('success');
    expect(paymentIntent('CAPTURED')).to.equal('success');
    expect(paymentIntent('failed')).to.equal('danger');
    expect(paymentIntent('refunded')).to.equal('danger');
  });

  it('gives the three contact statuses three different looks', () => {
    const intents = (['new', 'read', 'replied'] as const).map(contactStatusIntent);
    expect(new Set(intents).size).to.equal(3);
    expect(contactStatusIntent('replied')).to.equal('success');
  });

  it('says which rows a page shows and how many pages there are', () => {
    expect(pageRange(1, 25, 130)).to.equal('1–25 of 130');
    expect(pageRange(6, 25, 130)).to.equal('126–130 of 130');
    expect(pageRange(1, 10, 0)).to.equal('0 of 0');
    expect(pageCount(25, 130)).to.equal(6);
    expect(pageCount(25, 125)).to.equal(5);
    expect(pageCount(10, 0)).to.equal(1);
  });
});

describe('Users table sorting', () => {
  it('turns the order round when the sorted column is clicked again', () => {
    expect(nextSort({ sort: 'username', order: 'asc' }, 'username')).to.deep.equal({ sort: 'username', order: 'desc' });
    expect(nextSort({ sort: 'username', order: 'desc' }, 'username')).to.deep.equal({ sort: 'username', order: 'asc' });
  });

  it('sorts another column ascending, and Joined newest first', () => {
    expect(nextSort({ sort: 'createdAt', order: 'desc' }, 'email')).to.deep.equal({ sort: 'email', order: 'asc' });
    expect(nextSort({ sort: 'email', order: 'asc' }, 'createdAt')).to.deep.equal({ sort: 'createdAt', order: 'desc' });
  });
});

describe('Admin table column widths', () => {
  const columns = [{ width: 60 }, { width: 100, grow: 1 }, { width: 100, grow: 3 }];

  it('keeps each column at its minimum when the table is narrower than them all (it scrolls sideways)', () => {
    expect(columnWidths(columns, 200)).to.deep.equal([60, 100, 100]);
  });

  it('shares the spare width by the columns’ grow', () => {
    expect(columnWidths(columns, 660)).to.deep.equal([60, 200, 400]);
    expect(columnWidths(columns, 661), 'the pixel rounding leaves goes to the last growing column').to.deep.equal([60, 200, 401]);
    expect(columnWidths([{ width: 50 }, { width: 50 }], 500)).to.deep.equal([50, 50]);
  });
});
