import type { Knex } from 'knex';
import type { CodeDeliveryStatus } from '@more-ai/contracts/api/auth';

/**
 * What became of the mail a delivery id names. An id that names no mail (the e-mail asked about has
 * no account, or the code is not issued yet) answers as the newest mail of anyone did, 'sent' when
 * there is none: every delivery id of a "send me a code" answer reads alike, so none tells whether
 * its e-mail has an account, while a mail server that is down shows on every one.
 */
export async function codeDeliveryStatus(db: Knex, deliveryId: string): Promise<CodeDeliveryStatus> {
  const own: { status: CodeDeliveryStatus } | undefined = await db('rm_mail_deliveries.deliveries')
    .where({ delivery_id: deliveryId })
    .first('status');
  if (own) return own.status;
  const newest: { status: CodeDeliveryStatus } | undefined = await db('rm_mail_deliveries.deliveries')
    .whereNot({ status: 'replaced' })
    .orderBy('updated_at', 'desc')
    .first('status');
  return newest?.status ?? 'sent';
}
