/**
 * The payment-gateway port: the few Razorpay calls the payment workflow makes. Amounts are in paise.
 * The production adapter (razorpay-adapter.ts) runs the official `razorpay` SDK against Razorpay;
 * the embedded sandbox (sandbox/) answers the same REST subset, so the same adapter runs against it
 * under `npm start` and `npm test`.
 */

/** Razorpay's order statuses: created, attempted (a payment was tried), paid (a payment captured). */
export type GatewayOrderStatus = 'created' | 'attempted' | 'paid';

export interface GatewayOrder {
  /** 'order_…' */
  id: string;
  amountPaise: number;
  currency: 'INR';
  /** Ours: at most 40 characters. */
  receipt: string;
  status: GatewayOrderStatus;
  /** At most 15 keys. */
  notes: Readonly<Record<string, string>>;
  createdAt: Date;
}

/** Razorpay's payment statuses. */
export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface GatewayPayment {
  /** 'pay_…' */
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  status: GatewayPaymentStatus;
  /** 'upi', 'card', … */
  method: string;
  /** Set when the payment failed: Razorpay's error code, description and reason. */
  error: { code: string; description: string; reason: string | null } | null;
  createdAt: Date;
}

export interface CreateGatewayOrder {
  amountPaise: number;
  currency: 'INR';
  receipt: string;
  notes: Readonly<Record<string, string>>;
}

export interface PaymentGateway {
  /** 'razorpay' against Razorpay, 'sandbox' against the embedded one. */
  readonly mode: 'razorpay' | 'sandbox';
  /** The public key id the browser's checkout opens with. */
  readonly keyId: string;
  /** Where the browser loads the checkout script from. */
  readonly checkoutScriptUrl: string;
  createOrder(order: CreateGatewayOrder): Promise<GatewayOrder>;
  fetchOrder(orderId: string): Promise<GatewayOrder>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** Every payment tried against an order, oldest first. */
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** Captures an authorized payment of exactly this amount. */
  capturePayment(paymentId: string, amountPaise: number, currency: 'INR'): Promise<GatewayPayment>;
}

/**
 * The gateway could not be asked, or answered with an error (Razorpay's `error.code`/`description`
 * when it gave them). `notFound` when it does not know the id.
 */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly details: { code?: string | undefined; statusCode?: number | undefined; notFound?: boolean } = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'GatewayError';
  }
}

/** PAYMENTS and the RAZORPAY_* settings as the payment workflow uses them. */
export interface PaymentsSettings {
  mode: 'razorpay' | 'sandbox';
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}
