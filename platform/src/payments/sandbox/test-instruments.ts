import { invalidInput } from './razorpay-errors';
import { razorpayId, type AttemptOutcome, type StoredCard } from './store';

/**
 * The instruments the sandbox accepts, as Razorpay's test mode documents them, and how a payment
 * with each goes. Anything else is refused before a payment is made, as Razorpay refuses an
 * instrument it cannot charge.
 *
 * | instrument            | outcome                                                      |
 * |-----------------------|--------------------------------------------------------------|
 * | UPI success@razorpay  | succeeds                                                     |
 * | UPI failure@razorpay  | fails: BAD_REQUEST_ERROR, reason payment_failed              |
 * | card 4100280000001007 | succeeds (Razorpay's Visa test card)                         |
 * | card 4000000000000002 | fails: BAD_REQUEST_ERROR, reason card_declined (the sandbox's choice) |
 */
export const TEST_INSTRUMENTS = {
  upiSuccess: 'success@razorpay',
  upiFailure: 'failure@razorpay',
  cardSuccess: '4100280000001007',
  cardDeclined: '4000000000000002',
} as const;

export type PayInstrument = { method: 'upi'; vpa: string } | { method: 'card'; number: string };

export interface InstrumentCharge {
  vpa: string | null;
  card: StoredCard | null;
  outcome: AttemptOutcome;
}

/** How a payment with this instrument goes; throws Razorpay's 400 for one the sandbox does not know. */
export function chargeWith(instrument: PayInstrument): InstrumentCharge {
  if (instrument.method === 'upi') {
    const vpa = instrument.vpa.trim().toLowerCase();
    if (vpa === TEST_INSTRUMENTS.upiSuccess) return { vpa, card: null, outcome: { ok: true } };
    if (vpa === TEST_INSTRUMENTS.upiFailure) {
      return {
        vpa,
        card: null,
        outcome: failed('Payment failed because the UPI request was declined.', 'customer', 'payment_authentication', 'payment_failed'),
      };
    }
    throw invalidInput(`Invalid VPA. In the sandbox use ${TEST_INSTRUMENTS.upiSuccess} or ${TEST_INSTRUMENTS.upiFailure}.`, 'vpa');
  }
  const number = instrument.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) throw invalidInput('Card number is invalid.', 'card[number]');
  const card = (type: 'credit' | 'debit'): StoredCard => ({ id: razorpayId('card'), last4: number.slice(-4), network: 'Visa', type });
  if (number === TEST_INSTRUMENTS.cardSuccess) return { vpa: null, card: card('credit'), outcome: { ok: true } };
  if (number === TEST_INSTRUMENTS.cardDeclined) {
    return {
      vpa: null,
      card: card('debit'),
      outcome: failed(
        'Your payment has been declined by your bank. Try another card or UPI.',
        'bank',
        'payment_authorization',
        'card_declined',
      ),
    };
  }
  throw invalidInput(
    'This card is not a sandbox test card. Use 4100 2800 0000 1007 (succeeds) or 4000 0000 0000 0002 (declined).',
    'card[number]',
  );
}

function failed(description: string, source: string, step: string, reason: string): AttemptOutcome {
  return { ok: false, error: { code: 'BAD_REQUEST_ERROR', description, source, step, reason } };
}
