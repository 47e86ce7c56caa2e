import Router, { type RouterContext } from '@koa/router';
import type { Knex } from 'knex';
import { paymentDetails } from '@more-ai/contracts/api/payments';
import { NotFound, PlanLimitReached, validatePathIds, type InvoiceSupplier } from '@more-ai/platform';
import { requireUser, signedInUser } from '@more-ai/platform/auth/middleware';
import { renderReceiptPdf } from '@more-ai/platform/payments/receipt-pdf';
import type { ProjectionWatcher } from '@more-ai/projections';
import { paymentHistoryOf, receiptRowOf, toReceiptView, type ReceiptRow } from '@more-ai/projections/payments/queries';
import { publicAccountOf } from '@more-ai/projections/users/queries';
import { consistentWith } from '../consistency';
import { planOf } from '../features/usage';
import { receiptDocumentOf } from './receipt-document';

export const PRO_REQUIRED = 'Transaction history is available to PRO users only. Upgrade to PRO to see your payments.';
export const RECEIPT_NOT_FOUND = 'Receipt not found';

/**
 * GET /api/payments/history (PRO only), /api/payments/details/{id} (a receipt's data) and
 * /api/payments/receipt/{id} (its PDF). A receipt is the caller's captured payment: another
 * user's, or one not captured, answers 404 exactly as a missing one does.
 */
export function paymentRoutes(db: Knex, watcher: ProjectionWatcher, supplier: InvoiceSupplier): Router {
  const router = validatePathIds(new Router(), paymentDetails.request.params.shape);
  const receiptOf = async (ctx: RouterContext): Promise<ReceiptRow> => {
    const row = await receiptRowOf(db, signedInUser(ctx).userId, ctx.params.id!);
    if (!row) throw new NotFound(RECEIPT_NOT_FOUND, 'RECEIPT_NOT_FOUND');
    return row;
  };

  router.get('/api/payments/history', requireUser(), consistentWith(watcher, ['payments', 'users']), async (ctx) => {
    const { userId } = signedInUser(ctx);
    if ((await planOf(db, userId)) !== 'pro') throw new PlanLimitReached(PRO_REQUIRED, 'PRO_REQUIRED');
    ctx.body = { payments: await paymentHistoryOf(db, userId) };
  });

  router.get('/api/payments/details/:id', requireUser(), consistentWith(watcher, ['payments']), async (ctx) => {
    ctx.body = toReceiptView(await receiptOf(ctx));
  });

  router.get('/api/payments/receipt/:id', requireUser(), consistentWith(watcher, ['payments', 'users']), async (ctx) => {
    const row = await receiptOf(ctx);
    const buyer = await publicAccountOf(db, row.user_id);
    if (!buyer) throw new NotFound(RECEIPT_NOT_FOUND, 'RECEIPT_NOT_FOUND');
    const document = receiptDocumentOf(row, buyer, supplier);
    ctx.body = await renderReceiptPdf(document);
    ctx.attachment(`MoRe-AI-${document.transactionId}.pdf`);
    ctx.type = 'application/pdf';
    ctx.set('Cache-Control', 'private, no-store');
  });

  return router;
}
