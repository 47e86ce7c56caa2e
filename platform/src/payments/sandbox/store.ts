import { randomInt } from 'node:crypto';
import type { Knex } from 'knex';
import { invalidInput, unknownId } from './razorpay-errors';

/**
 * The sandbox's orders, payments and refunds, in PostgreSQL tables of its own so a restart keeps
 * them, and rendered as Razorpay's JSON entities. Every change of an order and its payments runs in
 * one transaction holding the order's row, so two payments of one order never both capture it.
 */

const ORDERS = 'sandbox_razorpay_orders';
const PAYMENTS = 'sandbox_razorpay_payments';
const REFUNDS = 'sandbox_razorpay_refunds';

export async function migrateSandboxTables(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    // Two processes starting on one database would otherwise race on CREATE TABLE IF NOT EXISTS.
    await trx.raw(`SELECT pg_advisory_xact_lock(hashtext('more-ai:sandbox_razorpay:migrate'))`);
    await trx.raw(`
      CREATE TABLE IF NOT EXISTS ${ORDERS} (
        id text PRIMARY KEY,
        amount integer NOT NULL,
        amount_paid integer NOT NULL DEFAULT 0,
        currency text NOT NULL,
        receipt text,
        notes jsonb NOT NULL,
        status text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        auto_capture boolean NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await trx.raw(`
      CREATE TABLE IF NOT EXISTS ${PAYMENTS} (
        id text PRIMARY KEY,
        seq bigserial NOT NULL,
        order_id text NOT NULL REFERENCES ${ORDERS} (id),
        amount integer NOT NULL,
        currency text NOT NULL,
        status text NOT NULL,
        method text NOT NULL,
        vpa text,
        card jsonb,
        email text,
        contact text,
        amount_refunded integer NOT NULL DEFAULT 0,
        error_code text,
        error_description text,
        error_source text,
        error_step text,
        error_reason text,
        created_at timestamptz NOT NULL,
        captured_at timestamptz
      )`);
    await trx.raw(`CREATE INDEX IF NOT EXISTS ${PAYMENTS}_order ON ${PAYMENTS} (order_id, seq)`);
    await trx.raw(`
      CREATE TABLE IF NOT EXISTS ${REFUNDS} (
        id text PRIMARY KEY,
        payment_id text NOT NULL REFERENCES ${PAYMENTS} (id),
        amount integer NOT NULL,
        currency text NOT NULL,
        receipt text,
        notes jsonb NOT NULL,
        created_at timestamptz NOT NULL
      )`);
  });
}

interface OrderRow {
  id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string | number>;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  auto_capture: boolean;
  created_at: Date;
}

/** A card as the sandbox keeps it: never the number, as Razorpay never answers it. */
export interface StoredCard {
  id: string;
  last4: string;
  network: string;
  type: 'credit' | 'debit';
}

interface PaymentRow {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'refunded' | 'failed';
  method: 'upi' | 'card';
  vpa: string | null;
  card: StoredCard | null;
  email: string | null;
  contact: string | null;
  amount_refunded: number;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: Date;
  captured_at: Date | null;
}

interface RefundRow {
  id: string;
  payment_id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string | number>;
  created_at: Date;
}

export interface NewOrder {
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string | number>;
  autoCapture: boolean;
}

/** How a payment attempt went, as the test instrument decides it. */
export type AttemptOutcome =
  { ok: true } | { ok: false; error: { code: string; description: string; source: string; step: string; reason: string } };

export interface PaymentAttempt {
  method: 'upi' | 'card';
  vpa: string | null;
  card: StoredCard | null;
  email: string | null;
  contact: string | null;
  outcome: AttemptOutcome;
}

/** The Razorpay entities one change produced, each as it stood at its step (for the webhooks). */
export interface AttemptResult {
  payment: RazorpayPayment;
  /** The payment right after authorization, before an automatic capture; undefined when it failed. */
  authorized: RazorpayPayment | undefined;
  order: RazorpayOrder;
}

export function createSandboxStore(db: Knex, clock: () => Date) {
  const orderRow = async (trx: Knex, id: string, lock = false) => {
    const query = trx<OrderRow>(ORDERS).where({ id }).first();
    const row = await (lock ? query.forUpdate() : query);
    if (!row) throw unknownId();
    return row;
  };
  const paymentRow = async (trx: Knex, id: string, lock = false) => {
    const query = trx<PaymentRow>(PAYMENTS).where({ id }).first();
    const row = await (lock ? query.forUpdate() : query);
    if (!row) throw unknownId();
    return row;
  };
  /** Marks the payment captured and its order paid. */
  const capture = async (trx: Knex.Transaction, payment: PaymentRow) => {
    const [captured] = await trx<PaymentRow>(PAYMENTS).where({ id: payment.id }).update({ status: 'captured', captured_at: clock() }, '*');
    const [order] = await trx<OrderRow>(ORDERS)
      .where({ id: payment.order_id })
      .update({ status: 'paid', amount_paid: trx.raw('amount_paid + ?', [payment.amount]) }, '*');
    return { payment: captured!, order: order! };
  };

  return {
    async createOrder(order: NewOrder): Promise<RazorpayOrder> {
      const [row] = await db<OrderRow>(ORDERS).insert(
        {
          id: razorpayId('order'),
          amount: order.amount,
          currency: order.currency,
          receipt: order.receipt,
          notes: order.notes,
          status: 'created',
          auto_capture: order.autoCapture,
          created_at: clock(),
        },
        '*',
      );
      return orderEntity(row!);
    },

    async order(id: string): Promise<RazorpayOrder> {
      return orderEntity(await orderRow(db, id));
    },

    async payment(id: string): Promise<RazorpayPayment> {
      return paymentEntity(await paymentRow(db, id));
    },

    /** Newest first, as Razorpay lists them. */
    async orderPayments(orderId: string): Promise<RazorpayPayment[]> {
      await orderRow(db, orderId);
      const rows = await db<PaymentRow>(PAYMENTS).where({ order_id: orderId }).orderBy('seq', 'desc');
      return rows.map(paymentEntity);
    },

    /**
     * A payment tried at Checkout: stored failed, or authorized and, when the order says so (the
     * default, as accounts usually configure it), captured at once. Either way the order was attempted.
     */
    async attempt(orderId: string, attempt: PaymentAttempt): Promise<AttemptResult> {
      return db.transaction(async (trx) => {
        const order = await orderRow(trx, orderId, true);
        if (order.status === 'paid') throw invalidInput('Order is already paid', 'order_id');
        const { outcome } = attempt;
        const [inserted] = await trx<PaymentRow>(PAYMENTS).insert(
          {
            id: razorpayId('pay'),
            order_id: order.id,
            amount: order.amount,
            currency: order.currency,
            status: outcome.ok ? 'authorized' : 'failed',
            method: attempt.method,
            vpa: attempt.vpa,
            card: attempt.card,
            email: attempt.email,
            contact: attempt.contact,
            ...(outcome.ok
              ? {}
              : {
                  error_code: outcome.error.code,
                  error_description: outcome.error.description,
                  error_source: outcome.error.source,
                  error_step: outcome.error.step,
                  error_reason: outcome.error.reason,
                }),
            created_at: clock(),
          },
          '*',
        );
        const [attempted] = await trx<OrderRow>(ORDERS)
          .where({ id: order.id })
          .update({ status: 'attempted', attempts: order.attempts + 1 }, '*');
        if (!outcome.ok) return { payment: paymentEntity(inserted!), authorized: undefined, order: orderEntity(attempted!) };
        const authorized = paymentEntity(inserted!);
        if (!order.auto_capture) return { payment: authorized, authorized, order: orderEntity(attempted!) };
        const captured = await capture(trx, inserted!);
        return { payment: paymentEntity(captured.payment), authorized, order: orderEntity(captured.order) };
      });
    },

    /** POST /payments/:id/capture: an authorized payment, for exactly its amount and currency. */
    async capture(paymentId: string, amount: number, currency: string): Promise<{ payment: RazorpayPayment; order: RazorpayOrder }> {
      return db.transaction(async (trx) => {
        const unlocked = await paymentRow(trx, paymentId);
        await orderRow(trx, unlocked.order_id, true);
        const payment = await paymentRow(trx, paymentId, true);
        if (payment.status === 'captured' || payment.status === 'refunded') throw invalidInput('This payment has already been captured');
        if (payment.status !== 'authorized') {
          throw invalidInput('Only payments which have been authorized and not yet captured can be captured');
        }
        if (amount !== payment.amount) throw invalidInput('Capture amount must be equal to the amount authorized', 'amount');
        if (currency !== payment.currency) throw invalidInput('Currency should be same as that of the payment', 'currency');
        const captured = await capture(trx, payment);
        return { payment: paymentEntity(captured.payment), order: orderEntity(captured.order) };
      });
    },

    /** POST /payments/:id/refund: all of a captured payment, or part of what is left. */
    async refund(
      paymentId: string,
      request: { amount: number | undefined; receipt: string | null; notes: Record<string, string | number> },
    ): Promise<{ refund: RazorpayRefund; payment: RazorpayPayment }> {
      return db.transaction(async (trx) => {
        const payment = await paymentRow(trx, paymentId, true);
        if (payment.status === 'refunded') throw invalidInput('The payment has been fully refunded already');
        if (payment.status !== 'captured') throw invalidInput('Only captured payments can be refunded');
        const left = payment.amount - payment.amount_refunded;
        const amount = request.amount ?? left;
        if (amount > left) throw invalidInput('The refund amount provided is greater than amount captured', 'amount');
        const [refund] = await trx<RefundRow>(REFUNDS).insert(
          {
            id: razorpayId('rfnd'),
            payment_id: payment.id,
            amount,
            currency: payment.currency,
            receipt: request.receipt,
            notes: request.notes,
            created_at: clock(),
          },
          '*',
        );
        const refunded = payment.amount_refunded + amount;
        const [updated] = await trx<PaymentRow>(PAYMENTS)
          .where({ id: payment.id })
          .update({ amount_refunded: refunded, status: refunded === payment.amount ? 'refunded' : 'captured' }, '*');
        return { refund: refundEntity(refund!), payment: paymentEntity(updated!) };
      });
    },
  };
}

export type SandboxStore = ReturnType<typeof createSandboxStore>;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An id as Razorpay makes them: a prefix ('order_', 'pay_', …) and 14 random base62 characters. */
export function razorpayId(prefix?: 'order' | 'pay' | 'rfnd' | 'card' | 'acc'): string {
  let random = '';
  for (let i = 0; i < 14; i += 1) random += BASE62[randomInt(BASE62.length)];
  return prefix ? `${prefix}_${random}` : random;
}

export const unixSeconds = (at: Date): number => Math.floor(at.getTime() / 1000);

/** Razorpay answers empty notes as `[]`, a leftover of its PHP; clients must read both. */
const notesOf = (notes: Record<string, string | number>) => (Object.keys(notes).length === 0 ? [] : notes);

export type RazorpayOrder = ReturnType<typeof orderEntity>;
export type RazorpayPayment = ReturnType<typeof paymentEntity>;
export type RazorpayRefund = ReturnType<typeof refundEntity>;

function orderEntity(row: OrderRow) {
  return {
    id: row.id,
    entity: 'order' as const,
    amount: row.amount,
    amount_paid: row.amount_paid,
    amount_due: row.amount - row.amount_paid,
    currency: row.currency,
    receipt: row.receipt,
    offer_id: null,
    status: row.status,
    attempts: row.attempts,
    notes: notesOf(row.notes),
    created_at: unixSeconds(row.created_at),
  };
}

/** Razorpay's fee on a captured payment: 2% plus 18% GST on the fee, in paise. */
function feeOf(row: PaymentRow): { fee: number | null; tax: number | null } {
  if (row.status !== 'captured' && row.status !== 'refunded') return { fee: null, tax: null };
  const fee = Math.round(row.amount * 0.02);
  const tax = Math.round(fee * 0.18);
  return { fee: fee + tax, tax };
}

function paymentEntity(row: PaymentRow) {
  const captured = row.status === 'captured' || row.status === 'refunded';
  return {
    id: row.id,
    entity: 'payment' as const,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    order_id: row.order_id,
    invoice_id: null,
    international: false,
    method: row.method,
    amount_refunded: row.amount_refunded,
    refund_status: row.amount_refunded === 0 ? null : row.amount_refunded === row.amount ? 'full' : 'partial',
    captured,
    description: null,
    card_id: row.card?.id ?? null,
    ...(row.card
      ? { card: { ...row.card, entity: 'card', name: '', issuer: null, international: false, emi: false, sub_type: 'consumer' } }
      : {}),
    bank: null,
    wallet: null,
    vpa: row.vpa,
    email: row.email,
    contact: row.contact,
    notes: [],
    ...feeOf(row),
    error_code: row.error_code,
    error_description: row.error_description,
    error_source: row.error_source,
    error_step: row.error_step,
    error_reason: row.error_reason,
    acquirer_data: {},
    created_at: unixSeconds(row.created_at),
  };
}

function refundEntity(row: RefundRow) {
  return {
    id: row.id,
    entity: 'refund' as const,
    amount: row.amount,
    currency: row.currency,
    payment_id: row.payment_id,
    notes: notesOf(row.notes),
    receipt: row.receipt,
    acquirer_data: { arn: null },
    created_at: unixSeconds(row.created_at),
    batch_id: null,
    status: 'processed' as const,
    speed_processed: 'normal' as const,
    speed_requested: 'normal' as const,
  };
}
