import { expect } from 'chai';
import { startDevMailbox, type DevMailbox } from '@more-ai/platform/mail/dev-mailbox';
import { createSmtpMailer } from '@more-ai/platform/mail/mailer';
import { otpMail } from '@more-ai/processes/mail-outbox/templates';
import { createLogger } from '@more-ai/platform';
import { startTestApp, type TestApp } from '@more-ai/testing/app';

const log = createLogger('test', process.env.LOG_LEVEL ?? 'silent');

describe('/dev/mailbox behind the one port', function () {
  this.timeout(30_000);

  describe('embedded mode (no SMTP_URL)', () => {
    let app: TestApp;
    before(async () => {
      app = await startTestApp('dev-mailbox');
    });
    after(() => app.close());

    it('lists the mails sent to its SMTP server as JSON, newest first', async () => {
      const mailer = createSmtpMailer({ url: app.mailbox!.smtpUrl, from: 'MoRe AI <no-reply@moreai.local>', log });
      await mailer.send({ to: 'asha@example.com', ...otpMail('verify-email', { username: 'asha', otp: '111222', minutesValid: 10 }) });
      await mailer.send({ to: 'ravi@example.com', ...otpMail('reset-password', { username: 'ravi', otp: '333444', minutesValid: 10 }) });

      const response = await app.request('GET', '/dev/mailbox');
      expect(response.status).to.equal(200);
      expect(response.body.map((m: { to: string; subject: string }) => [m.to, m.subject])).to.deep.equal([
        ['ravi@example.com', 'Your MoRe AI password reset code'],
        ['asha@example.com', 'Your MoRe AI verification code'],
      ]);
      expect(response.body[0].text).to.include('333444');
      expect(response.body[0].html).to.include('333444');
      expect(response.body[1].receivedAt).to.match(/^\d{4}-\d\d-\d\dT/);
    });

    it('shows a browser the page, under the same security headers as the app', async () => {
      const response = await app.request('GET', '/dev/mailbox', { headers: { Accept: 'text/html' } });
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.include('text/html');
      expect(response.body).to.include('<h1>Dev mailbox</h1>').and.include('ravi@example.com').and.include('<iframe sandbox');
      expect(response.headers.get('content-security-policy')).to.include("default-src 'self'");
    });
  });

  describe('with SMTP_URL set', () => {
    let app: TestApp;
    let server: DevMailbox;
    before(async () => {
      // Any SMTP server stands in for the production one.
      server = await startDevMailbox(log);
      app = await startTestApp('smtp-url', { smtpUrl: server.smtpUrl });
    });
    after(async () => {
      await app.close();
      await server.close();
    });

    it('has no dev mailbox: /dev/mailbox is a 404, not the UI', async () => {
      expect(app.mailbox).to.equal(undefined);
      for (const accept of ['application/json', 'text/html']) {
        const response = await app.request('GET', '/dev/mailbox', { headers: { Accept: accept } });
        expect(response.status, accept).to.equal(404);
        expect(response.body, accept).to.not.include('<div id="root">');
      }
    });
  });
});
