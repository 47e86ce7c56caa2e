import { END, eventChannel, type EventChannel } from 'redux-saga';

/** What the checkout's handler receives on a successful payment, as the gateway names it. */
export interface CheckoutPaid {
  readonly razorpay_payment_id: string;
  readonly razorpay_order_id: string;
  readonly razorpay_signature: string;
}

/** The gateway's payment.failed event, as much of it as the failure dialog uses. */
export interface CheckoutFailed {
  readonly error?: { readonly code?: string; readonly description?: string; readonly metadata?: { readonly payment_id?: string } };
}

/** The options the checkout opens with (Razorpay Checkout's standard options). */
export interface CheckoutOptions {
  readonly key: string;
  readonly amount: number;
  readonly currency: string;
  readonly name: string;
  readonly description: string;
  readonly order_id: string;
  readonly prefill: { readonly name: string; readonly email: string; readonly contact: string };
  readonly theme: { readonly color: string };
  readonly handler: (response: CheckoutPaid) => void;
  readonly modal: { readonly ondismiss: () => void };
}

interface CheckoutInstance {
  on(event: 'payment.failed', listener: (response: CheckoutFailed) => void): void;
  open(): void;
  close?(): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: CheckoutOptions) => CheckoutInstance;
  }
}

/** How a checkout ended: paid, closed by the user, or refused by the gateway. */
export type CheckoutOutcome =
  | { readonly kind: 'paid'; readonly response: CheckoutPaid }
  | { readonly kind: 'dismissed' }
  | { readonly kind: 'failed'; readonly response: CheckoutFailed };

const loading = new Map<string, Promise<void>>();

/**
 * Loads the gateway's checkout script from where the order says (the sandbox's or Razorpay's), with
 * one <script> per page however often the user pays; a failed load may be tried again.
 */
export function loadCheckoutScript(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  let pending = loading.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => (window.Razorpay ? resolve() : reject(new Error('The checkout script defines no Razorpay')));
      script.onerror = () => {
        script.remove();
        loading.delete(src);
        reject(new Error(`The checkout script did not load: ${src}`));
      };
      document.body.appendChild(script);
    });
    loading.set(src, pending);
  }
  return pending;
}

/** Opens the checkout; the channel tells how it ended, once, then closes. */
export function openCheckout(options: Omit<CheckoutOptions, 'handler' | 'modal'>): EventChannel<CheckoutOutcome> {
  return eventChannel<CheckoutOutcome>((emit) => {
    const finish = (outcome: CheckoutOutcome) => {
      emit(outcome);
      emit(END);
    };
    const Checkout = window.Razorpay;
    if (!Checkout) throw new Error('The checkout script is not loaded');
    const checkout = new Checkout({
      ...options,
      handler: (response) => finish({ kind: 'paid', response }),
      modal: { ondismiss: () => finish({ kind: 'dismissed' }) },
    });
    // The gateway keeps its window open for another try; the Payment Failed dialog takes over instead.
    checkout.on('payment.failed', (response) => {
      checkout.close?.();
      finish({ kind: 'failed', response });
    });
    checkout.open();
    return () => undefined;
  });
}
