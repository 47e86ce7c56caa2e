import type { Knex } from 'knex';
import type { RecordedEvent } from '@more-ai/events/store/port';
import type { ProcessCause, ProcessCommands } from '../commands';
import { defineReactor, type Reactor } from '../reactor';
import type { JobScheduler } from '../scheduler/agenda-scheduler';
import { paymentsMigrations } from './migrations';

const SCHEMA = 'pm_payments';

/** An order not paid within this time is marked failed (ORDER_ABANDONED); a capture told later still counts. */
export const ABANDON_AFTER_MS = 30 * 60_000;
/** How often the safety sweep looks for work a timed job missed (a replica down at the time, a job lost). */
export const SWEEP_EVERY_MS = 60 * 60_000;

/** The payments' timed jobs, by the name the scheduler keeps them under. */
export const PAYMENT_JOBS = {
  endPeriod: 'payments: end subscription period',
  abandonOrder: 'payments: abandon unpaid order',
  sweep: 'payments: safety sweep',
} as const;

/** Where the timed jobs run, and the database they read the reactor's tables from. */
export interface PaymentsSchedule {
  scheduler: JobScheduler;
  db: Knex;
}

interface SubscriptionRow {
  user_id: string;
  end_date: Date;
  downgrade_at: Date | null;
  active: boolean;
  event_id: string;
  correlation_id: string;
}

interface OpenOrderRow {
  order_id: string;
  user_id: string;
  created_at: Date;
  event_id: string;
  correlation_id: string;
}

const causeOf = (event: RecordedEvent, step: string): ProcessCause => ({
  commandId: `${step}:${event.id}`,
  correlationId: event.metadata.correlationId,
  causationId: event.id,
});

/** When a subscription goes FREE: the scheduled downgrade's date, else the end of the paid period. */
const dueOf = (row: SubscriptionRow): Date => row.downgrade_at ?? row.end_date;

/**
 * The payments workflow's safety net and clock (ARCHITECTURE: processes). The capture runs its steps
 * in the request; a crash between them is finished here: a captured payment gets its PRO period and
 * the PRO tier, a paid period makes the account PRO, a downgrade makes it FREE (each command's id
 * derived from its event). Timed jobs end a period at its end date (or the scheduled downgrade's)
 * and mark an order left unpaid for 30 minutes failed; each job looks in this reactor's tables
 * whether its work is still due, so a job run twice, late or after the state moved on does nothing
 * more, and an hourly sweep does what any missed job left undone. Runs are scheduled from the
 * handlers, before their transaction commits: a run due at once may find its row not there yet and
 * do nothing, which the sweep then catches; a handler retried schedules the same key again, which
 * moves the run rather than adding one.
 */
export function paymentsReactor(commands: ProcessCommands, schedule?: PaymentsSchedule): Reactor {
  const subscriptions = (db: Knex) => db<SubscriptionRow>(`${SCHEMA}.subscriptions`);
  const openOrders = (db: Knex) => db<OpenOrderRow>(`${SCHEMA}.open_orders`);

  /** The period's end comes: FREE from then, once; the command id names the date that was due. */
  const endPeriodIfDue = async (row: SubscriptionRow, now: Date) => {
    const due = dueOf(row);
    if (!row.active || due.getTime() > now.getTime()) return;
    await commands.endSubscriptionPeriod(row.user_id, {
      commandId: `end-period:${row.user_id}:${due.toISOString()}`,
      correlationId: row.correlation_id,
      causationId: row.event_id,
    });
  };

  const abandonIfOverdue = async (row: OpenOrderRow, now: Date) => {
    if (row.created_at.getTime() + ABANDON_AFTER_MS > now.getTime()) return;
    await commands.abandonOrder(row.order_id, now, {
      commandId: `abandon-order:${row.order_id}`,
      correlationId: row.correlation_id,
      causationId: row.event_id,
    });
  };

  /** Every period and order overdue by `now`: what the timed jobs would have done, done again at most once more. */
  const sweep = async (db: Knex, now: Date) => {
    const periods = await subscriptions(db).where({ active: true }).whereRaw('coalesce(downgrade_at, end_date) <= ?', [now]);
    for (const row of periods) await endPeriodIfDue(row, now);
    const orders = await openOrders(db).where('created_at', '<=', new Date(now.getTime() - ABANDON_AFTER_MS));
    for (const row of orders) await abandonIfOverdue(row, now);
  };

  if (schedule) {
    const { scheduler, db } = schedule;
    scheduler.define(PAYMENT_JOBS.endPeriod, async (userId, now) => {
      const row = await subscriptions(db).where({ user_id: userId }).first();
      if (row) await endPeriodIfDue(row, now);
    });
    scheduler.define(PAYMENT_JOBS.abandonOrder, async (orderId, now) => {
      const row = await openOrders(db).where({ order_id: orderId }).first();
      if (row) await abandonIfOverdue(row, now);
    });
    scheduler.define(PAYMENT_JOBS.sweep, (_key, now) => sweep(db, now));
  }
  /** Moves the subscription's end job to its due date (the scheduler replaces the run for the same user). */
  const scheduleEnd = async (trx: Knex.Transaction, userId: string) => {
    const row = await trx<SubscriptionRow>('subscriptions').where({ user_id: userId }).first();
    if (!schedule || !row) return;
    if (row.active) await schedule.scheduler.scheduleAt(PAYMENT_JOBS.endPeriod, userId, dueOf(row));
    else await schedule.scheduler.cancel(PAYMENT_JOBS.endPeriod, userId);
  };

  return defineReactor({
    name: 'payments',
    schema: SCHEMA,
    migrations: paymentsMigrations,
    on: {
      PaymentOrderCreated: async (events, trx) => {
        for (const event of events) {
          const { orderId, userId, createdAt } = event.data;
          const row = { order_id: orderId, user_id: userId, created_at: new Date(createdAt) };
          await trx('open_orders')
            .insert({ ...row, event_id: event.id, correlation_id: event.metadata.correlationId })
            .onConflict('order_id')
            .ignore();
          await schedule?.scheduler.scheduleAt(PAYMENT_JOBS.abandonOrder, orderId, new Date(row.created_at.getTime() + ABANDON_AFTER_MS));
        }
      },
      PaymentCaptured: async (events, trx) => {
        for (const event of events) {
          await commands.completeCapture(event.data.orderId, causeOf(event, 'complete-capture'));
          await closeOrder(trx, event.data.orderId);
        }
      },
      // Failed by the gateway or abandoned: nothing is left to abandon (another try may still pay it).
      PaymentFailed: async (events, trx) => {
        for (const event of events) await closeOrder(trx, event.data.orderId);
      },
      ProPeriodPaid: async (events, trx) => {
        for (const event of events) {
          const { userId, endDate } = event.data;
          await commands.alignPlanWithSubscription(userId, causeOf(event, 'plan-after-payment'));
          // A period bought while PRO extends the running one: its end is the subscription's end.
          await trx('subscriptions')
            .insert({
              user_id: userId,
              end_date: new Date(endDate),
              downgrade_at: null,
              active: true,
              event_id: event.id,
              correlation_id: event.metadata.correlationId,
            })
            .onConflict('user_id')
            .merge();
          await scheduleEnd(trx, userId);
        }
      },
      DowngradeScheduled: async (events, trx) => {
        for (const event of events) {
          await trx('subscriptions')
            .where({ user_id: event.data.userId })
            .update({ downgrade_at: new Date(event.data.effectiveDate) });
          await scheduleEnd(trx, event.data.userId);
        }
      },
      DowngradeCancelled: async (events, trx) => {
        for (const event of events) {
          await trx('subscriptions').where({ user_id: event.data.userId }).update({ downgrade_at: null });
          await scheduleEnd(trx, event.data.userId);
        }
      },
      SubscriptionDowngraded: async (events, trx) => {
        for (const event of events) {
          await commands.alignPlanWithSubscription(event.data.userId, causeOf(event, 'plan-after-downgrade'));
          await trx('subscriptions').where({ user_id: event.data.userId }).update({ active: false });
          await scheduleEnd(trx, event.data.userId);
        }
      },
    },
  });

  async function closeOrder(trx: Knex.Transaction, orderId: string) {
    await trx('open_orders').where({ order_id: orderId }).delete();
    await schedule?.scheduler.cancel(PAYMENT_JOBS.abandonOrder, orderId);
  }
}

/** Starts the hourly sweep (once per cluster: the scheduler keeps one run of it). */
export async function scheduleSafetySweep(scheduler: JobScheduler): Promise<void> {
  await scheduler.every(PAYMENT_JOBS.sweep, SWEEP_EVERY_MS);
}
