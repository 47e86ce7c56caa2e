import type { Knex } from 'knex';
import type { EventHandlers } from '@more-ai/platform/consumers/define-consumer';
import type { PaymentStatus } from './figures';
import { changePayments, changeSubscribers, deletedAmong } from './tables';

/** The statuses an order may move on from to each status: only ever forward, as the payments read model. */
const EARLIER: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  created: [],
  failed: ['created', 'failed'],
  captured: ['created', 'failed'],
  refunded: ['captured'],
};

/** Moves each event's order to `status` with what that step tells, unless it is that far already. */
function advanceEach<E extends { data: { orderId: string } }>(status: PaymentStatus, changesOf: (event: E) => Record<string, unknown>) {
  return async (events: readonly E[], trx: Knex.Transaction): Promise<void> => {
    await changePayments(
      trx,
      events.map(({ data }) => data.orderId),
      async () => {
        for (const event of events)
          await trx('payments')
            .where({ order_id: event.data.orderId })
            .whereIn('status', EARLIER[status])
            .update({ ...changesOf(event), status });
      },
    );
  };
}

const upsertSubscriber = (trx: Knex.Transaction, userId: string, changes: Record<string, unknown>) =>
  trx('subscribers')
    .insert({ user_id: userId, ...changes })
    .onConflict('user_id')
    .merge(Object.keys(changes));

/** Sets, on each event's subscriber row (made if it is the first), the columns the event changes. */
function changeEachSubscriber<E extends { data: { userId: string } }>(changesOf: (event: E) => Record<string, unknown>) {
  return async (events: readonly E[], trx: Knex.Transaction): Promise<void> => {
    await changeSubscribers(
      trx,
      events.map(({ data }) => data.userId),
      async () => {
        for (const event of events) await upsertSubscriber(trx, event.data.userId, changesOf(event));
      },
    );
  };
}

/** Gateway orders and what they bought: payments by where they stand, subscribers by their period. */
export const paymentHandlers: EventHandlers = {
  async PaymentOrderCreated(events, trx) {
    const rows = events.map(({ data }) => ({
      order_id: data.orderId,
      user_id: data.userId,
      plan_name: data.planName,
      status: 'created',
      total_paise: data.totalPaise,
      gst_paise: data.gstPaise,
      created_at: data.createdAt,
    }));
    await changePayments(
      trx,
      rows.map((row) => row.order_id),
      () => trx('payments').insert(rows).onConflict('order_id').ignore(),
    );
  },
  PaymentCaptured: advanceEach('captured', ({ data }) => ({ captured_paise: data.amountPaise, settled_at: data.capturedAt })),
  PaymentFailed: advanceEach('failed', ({ data }) => ({ settled_at: data.failedAt })),
  PaymentRefunded: advanceEach('refunded', ({ data }) => ({ refunded_paise: data.amountPaise })),
  async ProPeriodPaid(events, trx) {
    const gone = await deletedAmong(
      trx,
      events.map(({ data }) => data.userId),
    );
    await changeSubscribers(
      trx,
      events.map(({ data }) => data.userId),
      async () => {
        for (const { data } of events)
          await upsertSubscriber(trx, data.userId, {
            plan_id: data.planId,
            running: true,
            downgrade_scheduled: false,
            left_by_choice: false,
            deleted: gone.has(data.userId),
          });
      },
    );
  },
  DowngradeScheduled: changeEachSubscriber(() => ({ downgrade_scheduled: true })),
  DowngradeCancelled: changeEachSubscriber(() => ({ downgrade_scheduled: false })),
  SubscriptionDowngraded: changeEachSubscriber(({ data }) => ({
    running: false,
    downgrade_scheduled: false,
    left_by_choice: data.cause !== 'expired',
  })),
};
