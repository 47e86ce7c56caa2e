import type { Knex } from 'knex';

export const paymentsMigrations: Record<string, Knex.Migration> = {
  '001_payments': {
    async up(knex) {
      // One row per gateway order, from its opening on: the history lists failed and pending ones too.
      await knex.schema.createTable('payments', (t) => {
        t.text('order_id').primary();
        t.uuid('user_id').notNullable();
        // Pending, Failed, Completed, Refunded: only ever forward, whatever order the gateway told them in.
        t.text('status').notNullable();
        t.text('plan_id').notNullable();
        t.text('plan_name').notNullable();
        t.integer('duration_months').notNullable();
        t.integer('price_paise').notNullable();
        // [{ label, percent, amountPaise }], as charged.
        t.jsonb('taxes').notNullable();
        t.integer('gst_paise').notNullable();
        t.double('gst_percent').notNullable();
        t.integer('total_paise').notNullable();
        t.text('currency').notNullable();
        // The invoice keeps where the buyer was: country and state decide the tax and stay for the books.
        t.text('country_code').notNullable();
        t.text('country_name').notNullable();
        t.text('state_code');
        t.text('state_name');
        // The billing address is personal data: null once its owner deletes the account.
        t.text('pin_code');
        t.text('city');
        t.text('street');
        t.text('door_no');
        t.timestamp('created_at', { useTz: true }).notNullable();
        // The captured payment (pay_…), or the last failed one while none was captured.
        t.text('payment_id');
        t.text('method');
        t.text('invoice_number');
        t.timestamp('captured_at', { useTz: true });
        t.timestamp('failed_at', { useTz: true });
        t.text('failure_code');
        t.text('failure_description');
        t.timestamp('refunded_at', { useTz: true });
        // The PRO period this order bought (ProPeriodPaid of the same order).
        t.timestamp('period_start', { useTz: true });
        t.timestamp('period_end', { useTz: true });
        t.index(['user_id', 'created_at']);
      });
      // Accounts deleted so far: an order event landing after the deletion keeps no address either.
      await knex.schema.createTable('deleted_accounts', (t) => {
        t.uuid('user_id').primary();
      });
    },
    async down(knex) {
      await knex.schema.dropTable('deleted_accounts');
      await knex.schema.dropTable('payments');
    },
  },
};
