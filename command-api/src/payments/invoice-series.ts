import type { InvoiceSeriesEvent } from '@more-ai/events/catalog/index';
import type { Decider } from '../pipeline/decider';
import { invoiceNumber } from './invoice-number';

/** Gives a captured payment its invoice number (a system command of the payment workflow). */
export interface AssignInvoiceNumber {
  type: 'AssignInvoiceNumber';
  paymentId: string;
  financialYear: string;
}

/** A financial year's series: how many numbers it has given, and to which payments. */
export interface InvoiceSeriesState {
  assigned: number;
  numberOf: ReadonlyMap<string, string>;
}

export function decideInvoiceNumber(command: AssignInvoiceNumber, state: InvoiceSeriesState): InvoiceSeriesEvent[] {
  // A payment keeps the number it was given: asking again (a verify and a webhook for one payment,
  // a retried workflow) gives no second one.
  if (state.numberOf.has(command.paymentId)) return [];
  const sequence = state.assigned + 1;
  const { paymentId, financialYear } = command;
  return [
    { type: 'InvoiceNumberAssigned', data: { paymentId, financialYear, sequence, invoiceNumber: invoiceNumber(financialYear, sequence) } },
  ];
}

export function evolveInvoiceSeries(state: InvoiceSeriesState, event: InvoiceSeriesEvent): InvoiceSeriesState {
  switch (event.type) {
    case 'InvoiceNumberAssigned':
      return { assigned: event.data.sequence, numberOf: new Map(state.numberOf).set(event.data.paymentId, event.data.invoiceNumber) };
    default:
      return state;
  }
}

/**
 * One stream per financial year: `InvoiceSeries-{financialYear}`. Numbers are appended with the
 * stream's expected revision, so two payments captured at once cannot take the same number; the
 * loser is decided again on the new state and takes the next (the pipeline's conflict retry).
 */
export const invoiceSeriesDecider: Decider<AssignInvoiceNumber, InvoiceSeriesState, InvoiceSeriesEvent> = {
  category: 'InvoiceSeries',
  initialState: () => ({ assigned: 0, numberOf: new Map() }),
  evolve: evolveInvoiceSeries,
  decide: decideInvoiceNumber,
};
