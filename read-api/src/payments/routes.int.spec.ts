import { expect } from 'chai';
import type { OrderTerms } from '@more-ai/command-api/payments/payment';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { readAfterAll, signedUpMember, type Member } from '@more-ai/testing/members';
import { capture, openOrder, reportPayment } from '@more-ai/testing/paid-orders';
import { readPdfText } from '@more-ai/testing/pdf-text';
import { PRO_REQUIRED, RECEIPT_NOT_FOUND } from './routes';

describe('payments over HTTP', function () {
  this.timeout(180_000);
  let app: TestApp;
  let asha: Member, ravi: Member, meera: Member;
  let paid: OrderTerms, pending: OrderTerms, failed: OrderTerms, ravis: OrderTerms;
  let paymentId: string;
  const notFound = { message: RECEIPT_NOT_FOUND, code: 'RECEIPT_NOT_FOUND' };

  /** The receipt as a browser downloads it: its bytes, not text. */
  const download = async (member: Member, id: string) => {
    await app.settled();
    const cookies = [...member.visitor.cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${app.url}/api/payments/receipt/${id}`, { headers: { Cookie: cookies } });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  before(async () => {
    app = await startTestApp('payment_routes');
    [asha, ravi, meera] = await Promise.all([signedUpMember(app, 'asha'), signedUpMember(app, 'ravi'), signedUpMember(app, 'meera')]);
    paid = await openOrder(app, asha.userId, 'telangana', new Date(Date.now() - 60_000));
    paymentId = await capture(app, paid);
    pending = await openOrder(app, asha.userId, 'karnataka');
    failed = await openOrder(app, asha.userId, 'telangana');
    await reportPayment(app, {
      type: 'RecordFailure',
      orderId: failed.orderId,
      gatewayEventId: null,
      paymentId: 'pay_failedTry0001',
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      reason: 'payment_failed',
      failedAt: new Date().toISOString(),
    });
    ravis = await openOrder(app, ravi.userId, 'abroad');
    await capture(app, ravis);
  });
  after(() => app.close());

  describe('GET /api/payments/history', () => {
    it("lists a PRO user's payments newest first, captured ones with their invoice number and a receipt", async () => {
      const response = await readAfterAll(app, asha, '/api/payments/history');
      expect(response.status).to.equal(200);
      const { payments } = response.body;
      expect(payments.map((row: { id: string }) => row.id)).to.deep.equal([failed.orderId, pending.orderId, paid.orderId]);
      expect(payments[0]).to.deep.include({ transactionId: 'pay_failedTry0001', status: 'Failed', invoiceNumber: null, hasReceipt: false });
      expect(payments[1]).to.deep.include({ transactionId: pending.orderId, status: 'Pending', totalAmount: 175.82, hasReceipt: false });
      expect(payments[2]).to.deep.include({
        transactionId: paymentId,
        status: 'Completed',
        description: 'MoRe AI PRO — monthly',
        currency: 'INR',
        hasReceipt: true,
      });
      expect(payments[2].invoiceNumber).to.match(/^MA\/\d{2}-\d{2}\/\d{5}$/);
    });

    it('refuses a FREE user: transaction history is a PRO feature', async () => {
      const response = await readAfterAll(app, meera, '/api/payments/history');
      expect(response.status).to.equal(403);
      expect(response.body).to.deep.equal({ message: PRO_REQUIRED, code: 'PRO_REQUIRED' });
    });

    it('asks for a sign-in', async () => {
      expect((await app.request('GET', '/api/payments/history')).status).to.equal(401);
    });
  });

  describe('GET /api/payments/details/{id}', () => {
    it('answers the receipt of one of your captured payments', async () => {
      const response = await readAfterAll(app, asha, `/api/payments/details/${paid.orderId}`);
      expect(response.status).to.equal(200);
      expect(response.body).to.deep.include({
        id: paid.orderId,
        orderId: paid.orderId,
        paymentId,
        status: 'Completed',
        amount: 149,
        gstPercentage: 18,
        gstAmount: 26.82,
        totalAmount: 175.82,
        currency: 'INR',
      });
      expect(response.body.taxes).to.deep.equal([
        { label: 'SGST', percent: 9, amount: 13.41 },
        { label: 'CGST', percent: 9, amount: 13.41 },
      ]);
      expect(Date.parse(response.body.subscription.endDate)).to.be.greaterThan(Date.parse(response.body.subscription.startDate));
    });

    it("answers 404 for someone else's payment, as for one that does not exist", async () => {
      for (const id of [ravis.orderId, 'order_doesNotExist1']) {
        const response = await readAfterAll(app, asha, `/api/payments/details/${id}`);
        expect(response.status).to.equal(404);
        expect(response.body).to.deep.equal(notFound);
      }
    });

    it('answers 404 for an order not captured, pending or failed', async () => {
      for (const terms of [pending, failed]) {
        const response = await readAfterAll(app, asha, `/api/payments/details/${terms.orderId}`);
        expect([response.status, response.body]).to.deep.equal([404, notFound]);
      }
    });

    it('refuses an id that is no id', async () => {
      expect((await readAfterAll(app, asha, '/api/payments/details/not%20an%20id')).status).to.equal(400);
    });
  });

  describe('GET /api/payments/receipt/{id}', () => {
    it('downloads the receipt as a PDF named by its transaction id, never cached by others', async () => {
      const response = await download(asha, paid.orderId);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.equal('application/pdf');
      expect(response.headers.get('content-disposition')).to.equal(`attachment; filename="MoRe-AI-${paymentId}.pdf"`);
      expect(response.headers.get('cache-control')).to.equal('private, no-store');
      expect(response.bytes.subarray(0, 5).toString('latin1')).to.equal('%PDF-');
    });

    it('prints the invoice number, the transaction, the buyer, the supplier and the place of supply', async () => {
      const details = await readAfterAll(app, asha, `/api/payments/details/${paid.orderId}`);
      const { text } = await readPdfText((await download(asha, paid.orderId)).bytes);
      for (const expected of [
        details.body.invoiceNumber,
        paymentId,
        'asha@example.com',
        '36AABCM1234A1Z5',
        'Telangana (36)',
        '998439',
        'MoRe AI PRO — monthly',
      ])
        expect(text).to.include(expected);
    });

    it("answers 404 for someone else's receipt and for an order not captured", async () => {
      for (const id of [ravis.orderId, pending.orderId, failed.orderId]) {
        const response = await download(asha, id);
        expect(response.status).to.equal(404);
        expect(JSON.parse(response.bytes.toString('utf8'))).to.deep.equal(notFound);
      }
    });
  });
});
