import { expect } from 'chai';
import { afterEach, describe, it } from 'mocha';
import { END } from 'redux-saga';
import { checkoutOptions } from './fixtures';
import { openCheckout, type CheckoutFailed, type CheckoutOptions, type CheckoutOutcome } from './checkout';

/** A stand-in for the gateway's checkout script: records what it was opened with and lets the test end it. */
class FakeCheckout {
  static last: FakeCheckout | undefined;
  failedListener: ((response: CheckoutFailed) => void) | undefined;
  opened = false;
  closed = false;
  constructor(readonly options: CheckoutOptions) {
    FakeCheckout.last = this;
  }
  on(_event: 'payment.failed', listener: (response: CheckoutFailed) => void) {
    this.failedListener = listener;
  }
  open() {
    this.opened = true;
  }
  close() {
    this.closed = true;
  }
}

function outcomes(): { seen: (CheckoutOutcome | typeof END)[]; checkout: FakeCheckout } {
  (globalThis as { window?: unknown }).window = { Razorpay: FakeCheckout };
  const channel = openCheckout(checkoutOptions);
  const seen: (CheckoutOutcome | typeof END)[] = [];
  const listen = () => channel.take((outcome) => seen.push(outcome));
  listen();
  listen();
  return { seen, checkout: FakeCheckout.last! };
}

describe("The gateway's checkout (SPEC §7)", () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('opens with the order and tells once how it ended: paid', () => {
    const { seen, checkout } = outcomes();
    expect(checkout.opened).to.equal(true);
    expect(checkout.options).to.include({ key: 'rzp_test_1', amount: 17582, order_id: 'order_1', name: 'MoRe AI' });
    const paid = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'sig' };
    checkout.options.handler(paid);
    checkout.options.modal.ondismiss();
    expect(seen).to.deep.equal([{ kind: 'paid', response: paid }, END]);
  });

  it('tells of a refusal by the gateway (closing its window, the failure dialog takes over), and of the window closed', () => {
    const refused = outcomes();
    refused.checkout.failedListener?.({ error: { description: 'Declined' } });
    expect(refused.seen[0]).to.deep.equal({ kind: 'failed', response: { error: { description: 'Declined' } } });
    expect(refused.checkout.closed).to.equal(true);

    const closed = outcomes();
    closed.checkout.options.modal.ondismiss();
    expect(closed.seen[0]).to.deep.equal({ kind: 'dismissed' });
  });
});
