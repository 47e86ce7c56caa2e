import type { Knex } from 'knex';

/**
 * `recipients`: whom a user's mail goes to (e-mail and greeting), from their registration until their
 * account is deleted. `outbox`: each mail to send, from the event that asked for it until it is
 * sent, given up on or dropped; `delay_told`/`outcome_told` say whether its MailDelayed/MailSent/
 * MailFailed is recorded yet, so a failure to record is retried without mailing again.
 */
export const mailOutboxMigrations: Record<string, Knex.Migration> = {
  '001_recipients_and_outbox': {
    async up(knex) {
      await knex.schema.createTable('recipients', (t) => {
        t.text('user_id').primary();
        t.text('email').notNullable();
        t.text('username').notNullable();
      });
      await knex.schema.createTable('outbox', (t) => {
        t.text('mail_id').primary();
        t.text('user_id').notNullable();
        t.text('kind').notNullable();
        t.timestamp('issued_at', { useTz: true }).notNullable();
        t.timestamp('expires_at', { useTz: true }).notNullable();
        t.text('event_id').notNullable();
        t.text('correlation_id').notNullable();
        t.text('state').notNullable().defaultTo('pending');
        t.integer('attempts').notNullable().defaultTo(0);
        t.timestamp('next_attempt_at', { useTz: true }).notNullable();
        t.text('last_error');
        t.boolean('delay_told').notNullable().defaultTo(false);
        t.boolean('outcome_told').notNullable().defaultTo(false);
        t.index(['user_id']);
      });
      // What the sender looks for several times a second: mails due, and outcomes not yet recorded.
      await knex.raw(`CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE state = 'pending'`);
      await knex.raw(`CREATE INDEX outbox_untold ON outbox (mail_id) WHERE NOT outcome_told AND state IN ('sent', 'failed')`);
    },
    async down(knex) {
      await knex.schema.dropTable('outbox');
      await knex.schema.dropTable('recipients');
    },
  },
  '002_payment_mails': {
    async up(knex) {
      // Each order's terms and capture, from its events: what its receipt prints. Personal data
      // (the billing address): deleted with the account.
      await knex.schema.createTable('orders', (t) => {
        t.text('order_id').primary();
        t.text('user_id').notNullable().index();
        t.jsonb('terms').notNullable();
        t.text('payment_id');
        t.text('method');
        t.text('invoice_number');
        t.timestamp('captured_at', { useTz: true });
        t.boolean('refunded').notNullable().defaultTo(false);
      });
      // What a receipt or a reminder is about: { orderId, startDate, endDate } or { endDate }.
      await knex.schema.alterTable('outbox', (t) => {
        t.jsonb('details');
      });
    },
    async down(knex) {
      await knex.schema.alterTable('outbox', (t) => {
        t.dropColumn('details');
      });
      await knex.schema.dropTable('orders');
    },
  },
};
