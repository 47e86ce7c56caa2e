import { expect } from 'chai';
import { receiptMailId, renewalReminderMailId } from '@more-ai/events/catalog/index';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { payForPro, SANDBOX_KEYS, setBilling } from '@more-ai/testing/payments';
import { readPdfText } from '@more-ai/testing/pdf-text';
import { eventTypesIn } from '@more-ai/testing/streams';
import { until } from '@more-ai/testing/until';
import { signedUpVisitor, type Visitor } from '@more-ai/testing/visitor';

const DAY_MS = 24 * 3600_000;

async function buyer(app: TestApp, name: string): Promise<{ visitor: Visitor; email: string; userId: string }> {
  const visitor = await signedUpVisitor(app, name);
  await setBilling(visitor, 'telangana');
  const { user } = (await visitor.request('GET', '/api/auth/me')).body;
  return { visitor, email: user.email as string, userId: user._id as string };
}

describe('payment mails: the receipt after a capture, the reminder before the end', function () {
  this.timeout(120_000);

  describe('with the mail server up', () => {
    let app: TestApp;
    let offsetMs = 0;

    before(async () => {
      app = await startTestApp('payment_mails', { payments: SANDBOX_KEYS, clock: () => new Date(Date.now() + offsetMs) });
    });
    after(async () => app?.close());

    it('mails the buyer the receipt with its PDF attached, and verify carries no warning', async () => {
      const { visitor, email } = await buyer(app, 'receiptbuyer');
      const verified = await payForPro(app, visitor);
      expect(verified.status, JSON.stringify(verified.body)).to.equal(200);
      expect(verified.body).to.not.have.property('emailWarning');
      const { invoiceNumber, paymentId } = verified.body.paymentDetails as { invoiceNumber: string; paymentId: string };
      const mail = await until('the receipt mail', async () =>
        app.mailbox!.messages().find((m) => m.to === email && m.subject === `Your MoRe AI receipt ${invoiceNumber}`),
      );
      expect(mail.text).to.include(invoiceNumber).and.include('₹175.82').and.include('attached as a PDF');
      expect(mail.html).to.include(invoiceNumber).and.include('₹175.82');
      expect(mail.attachments).to.have.length(1);
      expect(mail.attachments[0]).to.include({ filename: `MoRe-AI-${paymentId}.pdf`, contentType: 'application/pdf' });
      const pdf = await readPdfText(app.mailbox!.attachment(`MoRe-AI-${paymentId}.pdf`)!);
      expect(pdf.text).to.include(invoiceNumber).and.include('175.82');
    });

    it('reminds once, three days before the paid period ends, unless a downgrade is scheduled', async () => {
      const keeping = await buyer(app, 'reminded');
      const leaving = await buyer(app, 'leaving');
      const staying = await buyer(app, 'staying');
      const paid = await payForPro(app, keeping.visitor);
      for (const { visitor } of [leaving, staying]) {
        expect((await payForPro(app, visitor)).status).to.equal(200);
        const scheduled = await visitor.request('POST', '/api/user-subscriptions/schedule-downgrade', {
          json: { reason: 'Too expensive' },
        });
        expect(scheduled.status).to.equal(200);
      }
      // Kept PRO after all: the reminder comes back.
      expect((await staying.visitor.request('POST', '/api/user-subscriptions/cancel-downgrade')).status).to.equal(200);
      const endDate = paid.body.subscription.endDate as string;
      const reminderId = renewalReminderMailId(keeping.userId, endDate);
      const reminders = (email: string) =>
        app.mailbox!.messages().filter((m) => m.to === email && m.subject.startsWith('Your MoRe AI PRO plan ends on'));

      // Four days before the end: nothing yet.
      offsetMs = Date.parse(endDate) - 4 * DAY_MS - Date.now();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(reminders(keeping.email)).to.have.length(0);

      offsetMs = Date.parse(endDate) - 3 * DAY_MS + 60_000 - Date.now();
      await until('the renewal reminders', async () =>
        reminders(keeping.email).length > 0 && reminders(staying.email).length > 0 ? true : undefined,
      );
      await until('the reminder recorded sent', async () =>
        (await eventTypesIn(app, `Mail-${reminderId}`)).includes('MailSent') ? true : undefined,
      );
      expect(reminders(keeping.email)[0]!.text).to.include('in 3 days');
      offsetMs = Date.parse(endDate) - DAY_MS - Date.now();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(reminders(keeping.email), 'one reminder per period').to.have.length(1);
      expect(reminders(leaving.email), 'none with a downgrade scheduled').to.have.length(0);
      offsetMs = 0;
    });
  });

  describe('with the mail server down', () => {
    let app: TestApp;

    before(async () => {
      app = await startTestApp('payment_mails_down', { payments: SANDBOX_KEYS, mailRetryDelaysMs: [60_000] });
    });
    after(async () => app?.close());

    it('answers verify 200 with the e-mail warning, the buyer PRO all the same', async () => {
      const { visitor, userId } = await buyer(app, 'nomailbuyer');
      // Signed up; now the mail server goes away: every try is refused at once.
      await app.mailbox!.close();
      const verified = await payForPro(app, visitor);
      expect(verified.status, JSON.stringify(verified.body)).to.equal(200);
      expect(verified.body.success).to.equal(true);
      expect(verified.body.emailWarning).to.match(/could not e-mail your receipt/);
      const orderId = verified.body.paymentDetails.orderId as string;
      expect(await eventTypesIn(app, `Mail-${receiptMailId(orderId)}`)).to.deep.equal(['MailDelayed']);
      expect(await eventTypesIn(app, `Subscription-${userId}`)).to.deep.equal(['ProPeriodPaid']);
    });
  });
});
