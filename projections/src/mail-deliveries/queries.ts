import type { Knex } from 'knex';
import type { CodeDeliveryStatus } from '@more-ai/contracts/api/auth';
import { deliveryIdMadeAt } from '@more-ai/platform/auth/one-time-codes';

/**
 * How long after its id was made a delivery that names no mail yet reads 'sending': the code is
 * issued just after the answer that named it, and its event reaches this read model within
 * moments; about as long as a healthy mail takes to go out.
 */
export const NOT_YET_ISSUED_MS = 3_000;

/**
 * What became of the mail a delivery id names. An id that names no mail is 'sending' while it is
 * new (its code may not have reached the read side yet); after that (the e-mail asked about has no
 * account) it reads as the newest mail of anyone that went out or failed, 'sent' when there is none:
 * every delivery id of a "send me a code" answer reads alike, so none tells whether its e-mail has an
 * account, while a mail server that is down shows on every one.
 */
export async function codeDeliveryStatus(db: Knex, deliveryId: string, now: Date): Promise<CodeDeliveryStatus> {
  const own: { status: CodeDeliveryStatus } | undefined = await db('rm_mail_deliveries.deliveries')
    .where({ delivery_id: deliveryId })
    .first('status');
  if (own) return own.status;
  if (Math.abs(now.getTime() - deliveryIdMadeAt(deliveryId).getTime()) < NOT_YET_ISSUED_MS) return 'sending';
  const newest: { status: CodeDeliveryStatus } | undefined = await db('rm_mail_deliveries.deliveries')
    .whereIn('status', ['sent', 'failed'])
    .orderBy('updated_at', 'desc')
    .first('status');
  return newest?.status ?? 'sent';
}
