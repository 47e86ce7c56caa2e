import type { Knex } from 'knex';
import type { PaymentStatus } from '@more-ai/contracts/payments';
import { defineProjector } from '../runner/projector';
import { paymentsMigrations } from './migrations';

/** The statuses a payment may still move on from to each status: it only ever moves forward. */
const EARLIER: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  Pending: [],
  // A second failed try of the same order replaces the first's reason.
  Failed: ['Pending', 'Failed'],
  Completed: ['Pending', 'Failed'],
  Refunded: ['Pending', 'Failed', 'Completed'],
};

/** What AccountDeleted leaves of an order's address: nothing. */
const NO_ADDRESS = { pin_code: null, city: null, street: null, door_no: null };

/**
 * Read model `rm_payments.payments`: one row per gateway order (SPEC §3 payment history and
 * receipts), its status, its charge, its invoice number and the PRO period it bought. On
 * AccountDeleted the buyer's address is scrubbed; amounts, country, state and invoice numbers stay,
 * as the books must keep them.
 */
export const paymentsProjector = defineProjector({
  name: 'payments',
  schema: 'rm_payments',
  migrations: paymentsMigrations,
  on: {
    async PaymentOrderCreated(events, trx) {
      const deleted = new Set(
        (await trx('deleted_accounts')
          .whereIn(
            'user_id',
            events.map((event) => event.data.userId),
          )
          .pluck('user_id')) as string[],
      );
      const rows = events.map(({ data }) => ({
        order_id: data.orderId,
        user_id: data.userId,
        status: 'Pending',
        plan_id: data.planId,
        plan_name: data.planName,
        duration_months: data.durationMonths,
        price_paise: data.pricePaise,
        taxes: JSON.stringify(data.taxes),
        gst_paise: data.gstPaise,
        gst_percent: data.gstPercent,
        total_paise: data.totalPaise,
        currency: data.currency,
        country_code: data.countryCode,
        country_name: data.countryName,
        state_code: data.stateCode,
        state_name: data.stateName,
        ...(deleted.has(data.userId) ? NO_ADDRESS : { pin_code: data.pinCode, city: data.city, street: data.street, door_no: data.doorNo }),
        created_at: data.createdAt,
      }));
      await trx('payments').insert(rows).onConflict('order_id').ignore();
    },
    async PaymentCaptured(events, trx) {
      for (const { data } of events)
        await advance(trx, data.orderId, 'Completed', {
          payment_id: data.paymentId,
          method: data.method,
          invoice_number: data.invoiceNumber,
          captured_at: data.capturedAt,
        });
    },
    async PaymentFailed(events, trx) {
      for (const { data } of events)
        await advance(trx, data.orderId, 'Failed', {
          ...(data.paymentId === null ? {} : { payment_id: data.paymentId }),
          failed_at: data.failedAt,
          failure_code: data.code,
          failure_description: data.description,
        });
    },
    async PaymentRefunded(events, trx) {
      for (const { data } of events) await advance(trx, data.orderId, 'Refunded', { refunded_at: data.refundedAt });
    },
    // The period comes after its order's capture in the log (the workflow applies it once captured).
    async ProPeriodPaid(events, trx) {
      for (const { data } of events)
        await trx('payments').where({ order_id: data.orderId }).update({ period_start: data.startDate, period_end: data.endDate });
    },
    async AccountDeleted(events, trx) {
      const userIds = events.map((event) => event.data.userId);
      await trx('deleted_accounts')
        .insert(userIds.map((user_id) => ({ user_id })))
        .onConflict('user_id')
        .ignore();
      await trx('payments').whereIn('user_id', userIds).update(NO_ADDRESS);
    },
  },
});

/** Moves an order to `status` with what that step tells, unless it is that far already. */
async function advance(trx: Knex.Transaction, orderId: string, status: PaymentStatus, changes: Record<string, unknown>): Promise<void> {
  await trx('payments')
    .where({ order_id: orderId })
    .whereIn('status', EARLIER[status])
    .update({ ...changes, status });
}
