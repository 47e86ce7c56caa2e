import { expect } from 'chai';
import { deciderSpec } from '@more-ai/testing/decider-spec';
import { invoiceSeriesDecider } from './invoice-series';

const spec = deciderSpec(invoiceSeriesDecider, { now: new Date('2026-05-01T00:00:00Z') });
const assign = (paymentId: string) => ({ type: 'AssignInvoiceNumber' as const, paymentId, financialYear: '26-27' });
const assigned = (paymentId: string, sequence: number) => ({
  type: 'InvoiceNumberAssigned' as const,
  data: { paymentId, financialYear: '26-27', sequence, invoiceNumber: `MA/26-27/${String(sequence).padStart(5, '0')}` },
});

describe('Invoice series: deciding', () => {
  it("gives a year's first captured payment number 1", () => {
    spec
      .given([])
      .when(assign('pay_A'))
      .then([assigned('pay_A', 1)]);
  });

  it('gives each next payment the next number, without a gap', () => {
    spec
      .given([assigned('pay_A', 1), assigned('pay_B', 2)])
      .when(assign('pay_C'))
      .then([assigned('pay_C', 3)]);
  });

  it('gives a payment that has its number no second one', () => {
    spec
      .given([assigned('pay_A', 1), assigned('pay_B', 2)])
      .when(assign('pay_A'))
      .then([]);
  });

  it('keeps the number each payment was given, and how many there are', () => {
    const state = [assigned('pay_A', 1), assigned('pay_B', 2)].reduce(invoiceSeriesDecider.evolve, invoiceSeriesDecider.initialState());
    expect(state.assigned).to.equal(2);
    expect([...state.numberOf]).to.deep.equal([
      ['pay_A', 'MA/26-27/00001'],
      ['pay_B', 'MA/26-27/00002'],
    ]);
    expect(invoiceSeriesDecider.evolve(state, { type: 'SomethingElse', data: {} } as never)).to.equal(state);
  });
});
