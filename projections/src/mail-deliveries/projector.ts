import type { Knex } from 'knex';
import type { RecordedEvent } from '@more-ai/events/store/port';
import { defineProjector } from '../runner/projector';
import { mailDeliveriesMigrations } from './migrations';

/**
 * Read model `rm_mail_deliveries.deliveries`: what became of each one-time code's mail, by its
 * delivery id, for the verify and reset screens (GET /api/auth/code-delivery/{deliveryId}). A code
 * is 'sending' once issued, 'delayed' after the outbox's first failed try, then 'sent' or 'failed';
 * a newer code for the same purpose marks an unsent older one 'replaced'. A deleted account's rows go.
 */
export const mailDeliveriesProjector = defineProjector({
  name: 'mail-deliveries',
  schema: 'rm_mail_deliveries',
  migrations: mailDeliveriesMigrations,
  on: {
    OtpIssued: async (events, trx) => {
      for (const event of events) {
        const { userId, purpose, deliveryId } = event.data;
        // Codes of version 1 were mailed by the request itself, which answered for them.
        if (deliveryId === null) continue;
        const updatedAt = event.recordedAt;
        await trx('deliveries')
          .where({ user_id: userId, kind: purpose })
          .whereIn('status', ['sending', 'delayed'])
          .update({ status: 'replaced', updated_at: updatedAt });
        await trx('deliveries')
          .insert({ delivery_id: deliveryId, user_id: userId, kind: purpose, status: 'sending', updated_at: updatedAt })
          .onConflict('delivery_id')
          .ignore();
      }
    },
    MailDelayed: (events, trx) => settle(events, trx, 'delayed', ['sending']),
    MailSent: (events, trx) => settle(events, trx, 'sent', ['sending', 'delayed', 'replaced']),
    MailFailed: (events, trx) => settle(events, trx, 'failed', ['sending', 'delayed']),
    AccountDeleted: async (events, trx) => {
      await trx('deliveries')
        .whereIn(
          'user_id',
          events.map((e) => e.data.userId),
        )
        .delete();
    },
  },
});

/**
 * A mail's outcome, over the statuses it may follow: a mail sent is sent even if a newer code
 * replaced it meanwhile (it arrived), while a replaced one that failed stays replaced.
 */
async function settle(
  events: readonly RecordedEvent<string, { mailId: string }>[],
  trx: Knex.Transaction,
  status: string,
  from: readonly string[],
): Promise<void> {
  for (const event of events)
    await trx('deliveries')
      .where({ delivery_id: event.data.mailId })
      .whereIn('status', from)
      .update({ status, updated_at: event.recordedAt });
}
