import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import Koa from 'koa';
import { createLogger } from '@more-ai/platform';
import { startDevMailbox, type DevMailbox } from './dev-mailbox';
import { createSmtpMailer, MailNotSent } from './mailer';
import { otpMail } from '@more-ai/processes/mail-outbox/templates';

const log = createLogger('test', process.env.LOG_LEVEL ?? 'silent');

describe('the dev mailbox and the SMTP mailer', () => {
  let mailbox: DevMailbox;
  let page: http.Server;
  let pageUrl: string;

  beforeEach(async () => {
    mailbox = await startDevMailbox(log);
    const app = new Koa();
    app.use(mailbox.handler);
    page = http.createServer(app.callback()).listen(0, '127.0.0.1');
    await new Promise((resolve) => page.once('listening', resolve));
    pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    page.close();
    await mailbox.close();
  });

  const mailer = () => createSmtpMailer({ url: mailbox.smtpUrl, from: 'MoRe AI <no-reply@moreai.local>', log });

  it('receives a mail sent over SMTP with its text and HTML parts', async () => {
    const code = otpMail('verify-email', { username: 'asha', otp: '482913', minutesValid: 10 });
    await mailer().send({ to: 'asha@example.com', ...code });
    const [mail, ...others] = mailbox.messages();
    expect(others).to.be.empty;
    expect(mail).to.include({ to: 'asha@example.com', subject: 'Your MoRe AI verification code' });
    expect(mail!.text.trim()).to.equal(code.text.trim());
    expect(mail!.html).to.include('482913').and.include('<table role="presentation"');
    expect(Date.parse(mail!.receivedAt)).to.be.closeTo(Date.now(), 60_000);
  });

  it('sends files attached, which the mailbox lists by name, type and size and keeps to open', async () => {
    const content = Buffer.from('%PDF-1.7 a receipt');
    await mailer().send({
      to: 'asha@example.com',
      subject: 'Your receipt',
      text: 'Attached.',
      html: '<p>Attached.</p>',
      attachments: [{ filename: 'MoRe-AI-pay_1.pdf', content, contentType: 'application/pdf' }],
    });
    const [mail] = mailbox.messages();
    expect(mail!.attachments).to.deep.equal([{ filename: 'MoRe-AI-pay_1.pdf', contentType: 'application/pdf', size: content.length }]);
    expect(mailbox.attachment('MoRe-AI-pay_1.pdf')).to.deep.equal(content);
    const page = await fetch(`${pageUrl}/dev/mailbox`, { headers: { Accept: 'text/html' } });
    expect(await page.text()).to.include('MoRe-AI-pay_1.pdf (application/pdf, 1 kB)');
  });

  it('keeps the newest mail first and only the last 200', async () => {
    const send = mailer();
    const mail = (subject: string) => send.send({ to: 'asha@example.com', subject, text: subject, html: `<p>${subject}</p>` });
    await mail('Oldest');
    // In parallel: the server holds every new connection a moment before it greets.
    for (let batch = 0; batch < 4; batch++) await Promise.all(Array.from({ length: 50 }, (_, i) => mail(`Bulk ${batch * 50 + i}`)));
    await mail('Newest');
    const subjects = mailbox.messages().map((m) => m.subject);
    expect(subjects).to.have.length(200);
    expect(subjects[0]).to.equal('Newest');
    expect(subjects).to.not.include('Oldest');
  });

  it('answers GET /dev/mailbox with JSON for fetch and curl, newest first', async () => {
    const send = mailer();
    await send.send({ to: 'first@example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
    await send.send({ to: 'second@example.com', subject: 'Second', text: 'two', html: '<p>two</p>' });
    for (const accept of [undefined, '*/*', 'application/json']) {
      const response = await fetch(`${pageUrl}/dev/mailbox`, { headers: accept ? { Accept: accept } : {} });
      expect(response.status, accept).to.equal(200);
      expect(response.headers.get('content-type'), accept).to.include('application/json');
      expect(response.headers.get('cache-control')).to.equal('no-store');
      const mails = (await response.json()) as { to: string; subject: string; text: string; html: string; receivedAt: string }[];
      expect(mails.map((m) => [m.to, m.subject, m.text.trim(), m.html.trim()])).to.deep.equal([
        ['second@example.com', 'Second', 'two', '<p>two</p>'],
        ['first@example.com', 'First', 'one', '<p>one</p>'],
      ]);
      expect(mails[0]!.receivedAt >= mails[1]!.receivedAt).to.equal(true);
    }
  });

  it("shows browsers a page listing the mails, each mail's HTML in a sandboxed frame", async () => {
    await mailer().send({
      to: 'asha@example.com',
      subject: 'Hello <b>there</b>',
      text: 'plain <text>',
      html: '<p onclick="x()">Hi "you"</p><script>alert(1)</script>',
    });
    const response = await fetch(`${pageUrl}/dev/mailbox`, {
      headers: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.include('text/html');
    const html = await response.text();
    expect(html).to.include('<h1>Dev mailbox</h1>').and.include('asha@example.com');
    expect(html).to.include('<h2>Hello &lt;b&gt;there&lt;/b&gt;</h2>').and.include('plain &lt;text&gt;');
    // The mail's markup only ever appears escaped, inside the sandboxed frame's srcdoc.
    expect(html).to.include(
      '<iframe sandbox title="Hello &lt;b&gt;there&lt;/b&gt;: the HTML part" srcdoc="&lt;p onclick=&quot;x()&quot;&gt;Hi &quot;you&quot;&lt;/p&gt;&lt;script&gt;',
    );
    expect(html).to.not.include('<script>');
  });

  it('tells an empty mailbox so', async () => {
    const response = await fetch(`${pageUrl}/dev/mailbox`, { headers: { Accept: 'text/html' } });
    expect(await response.text()).to.include('No mails yet.');
    expect(await (await fetch(`${pageUrl}/dev/mailbox`)).json()).to.deep.equal([]);
  });

  it('answers only GET at /dev/mailbox and leaves other paths alone', async () => {
    expect((await fetch(`${pageUrl}/dev/mailbox`, { method: 'POST' })).status).to.equal(405);
    expect((await fetch(`${pageUrl}/dev/mailbox/other`)).status).to.equal(404);
  });

  it('rejects with MailNotSent when no mail server answers', async () => {
    await mailbox.close();
    const error = await mailer()
      .send({ to: 'asha@example.com', subject: 'Lost', text: 'lost', html: '<p>lost</p>' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).to.be.instanceOf(MailNotSent);
    expect((error as MailNotSent).message).to.match(/^The e-mail could not be sent/);
  });
});
