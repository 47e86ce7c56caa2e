import { createServer, type Server, type Socket } from 'node:net';
import { expect } from 'chai';
import { CODE_DELIVERY_MESSAGES, type CodeDeliveryStatus } from '@more-ai/contracts/api/auth';
import { createLogger } from '@more-ai/platform';
import { startDevMailbox, type DevMailbox } from '@more-ai/platform/mail/dev-mailbox';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { until } from '@more-ai/testing/until';
import { PASSWORD, Visitor } from '@more-ai/testing/visitor';
import { freePort } from './embedded-postgres';

const log = createLogger('test', process.env.LOG_LEVEL ?? 'silent');
/** Six tries over about 12 s: long enough to bring a mail server back in between, short enough to see one give up. */
const RETRY_DELAYS_MS = [300, 3000, 3000, 3000, 3000];

/** A mail server that accepts connections and never says a word. */
async function hangingServer(port: number): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('mail through the outbox, with the mail server down', function () {
  this.timeout(120_000);
  let app: TestApp;
  let smtpPort: number;
  let mailbox: DevMailbox | undefined;
  let hung: { close(): Promise<void> } | undefined;
  let offsetMs = 0;

  before(async () => {
    smtpPort = await freePort();
    // Nothing listens on the port yet: the mail server is down.
    app = await startTestApp('mail-outbox', {
      seed: false,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      mailRetryDelaysMs: RETRY_DELAYS_MS,
      clock: () => new Date(Date.now() + offsetMs),
    });
  });
  afterEach(async () => {
    await hung?.close();
    await mailbox?.close();
    hung = mailbox = undefined;
  });
  after(() => app?.close());

  const status = async (deliveryId: string) => {
    const answer = await app.request('GET', `/api/auth/code-delivery/${deliveryId}`);
    expect(answer.status).to.equal(200);
    expect(answer.body.message).to.equal(CODE_DELIVERY_MESSAGES[answer.body.status as CodeDeliveryStatus]);
    return answer.body.status as CodeDeliveryStatus;
  };
  const reaches = (deliveryId: string, wanted: CodeDeliveryStatus) =>
    until(`delivery ${wanted}`, async () => ((await status(deliveryId)) === wanted ? true : undefined));
  const codeIn = (box: DevMailbox, email: string) =>
    until(`a code mailed to ${email}`, async () => {
      const mail = box.messages().find((m) => m.to === email);
      return mail ? /^\s+(\d{6})$/m.exec(mail.text)?.[1] : undefined;
    });
  const signUp = async (username: string) => {
    const visitor = new Visitor(app);
    const started = performance.now();
    const answer = await visitor.request('POST', '/api/auth/signup', {
      json: { username, email: `${username}@example.com`, password: PASSWORD },
    });
    return { visitor, answer, ms: performance.now() - started };
  };
  const mailEvents = async (deliveryId: string) => (await app.events.store.readStream(`Mail-${deliveryId}`)).map((event) => event.type);

  it('answers a signup at once while the mail server hangs, says the code is late, and delivers it once the server is back', async () => {
    // A first signup warms the app up (its first statements): the one timed is not the first.
    await signUp('early');
    hung = await hangingServer(smtpPort);
    const { visitor, answer, ms } = await signUp('patient');
    expect(answer.status).to.equal(201);
    // Waiting for the server's greeting alone would take 5 s. A signup costs one password hash
    // (scrypt, N = 2^17: about 0.3 s here on a quiet machine) and three appends; the bound leaves a
    // loaded test machine room while staying far below the greeting timeout.
    expect(ms).to.be.below(2500);
    const deliveryId = answer.body.deliveryId as string;

    await reaches(deliveryId, 'delayed');
    await hung.close();
    hung = undefined;
    mailbox = await startDevMailbox(log, { port: smtpPort });
    const code = await codeIn(mailbox, 'patient@example.com');
    await reaches(deliveryId, 'sent');

    const verified = await visitor.request('POST', '/api/auth/verify-email', { json: { email: 'patient@example.com', otp: code } });
    expect(verified.status).to.equal(200);
    expect(await mailEvents(deliveryId)).to.deep.equal(['MailDelayed', 'MailSent']);
    expect(mailbox.messages().filter((m) => m.to === 'patient@example.com')).to.have.length(1);
  });

  it('tells the person when the code could not be sent, and a resend goes out once the server is back', async () => {
    const { visitor, answer } = await signUp('unlucky');
    const deliveryId = answer.body.deliveryId as string;
    await reaches(deliveryId, 'failed');
    expect(await mailEvents(deliveryId)).to.deep.equal(['MailDelayed', 'MailFailed']);

    mailbox = await startDevMailbox(log, { port: smtpPort });
    // Resend Code is offered 60 s after the last code.
    offsetMs += 61_000;
    const resent = await visitor.request('POST', '/api/auth/resend-otp', { json: { email: 'unlucky@example.com' } });
    expect(resent.status).to.equal(200);
    const code = await codeIn(mailbox, 'unlucky@example.com');
    await reaches(resent.body.deliveryId as string, 'sent');
    expect(await status(deliveryId)).to.equal('failed');
    const verified = await visitor.request('POST', '/api/auth/verify-email', { json: { email: 'unlucky@example.com', otp: code } });
    expect(verified.status).to.equal(200);
  });

  it('sends only the newest code when a resend replaces one not sent yet', async () => {
    const { visitor, answer } = await signUp('twice');
    const first = answer.body.deliveryId as string;
    await reaches(first, 'delayed');
    offsetMs += 61_000;
    const resent = await visitor.request('POST', '/api/auth/resend-otp', { json: { email: 'twice@example.com' } });
    const second = resent.body.deliveryId as string;
    await reaches(first, 'replaced');
    mailbox = await startDevMailbox(log, { port: smtpPort });
    const code = await codeIn(mailbox, 'twice@example.com');
    await reaches(second, 'sent');
    // The replaced code is tried no more: its mail stays late, never sent nor failed.
    await new Promise((resolve) =>
      setTimeout(
        resolve,
        RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0),
      ),
    );
    expect(mailbox.messages().filter((m) => m.to === 'twice@example.com')).to.have.length(1);
    expect(await mailEvents(first)).to.deep.equal(['MailDelayed']);
    const verified = await visitor.request('POST', '/api/auth/verify-email', { json: { email: 'twice@example.com', otp: code } });
    expect(verified.status).to.equal(200);
  });

  it("reads a delivery id that names no mail as the newest mail's, so none tells who has an account", async () => {
    const unknown = await app.request('POST', '/api/auth/forgot-password', { json: { email: 'nobody@example.com' } });
    expect(unknown.status).to.equal(200);
    // Sending at first, as a known e-mail's code may be; then as the newest mail (the resend above): sent.
    expect(await status(unknown.body.deliveryId as string)).to.equal('sending');
    await reaches(unknown.body.deliveryId as string, 'sent');
    const malformed = await app.request('GET', '/api/auth/code-delivery/not-an-id');
    expect([malformed.status, malformed.body.message]).to.deep.equal([400, 'Invalid delivery id']);
  });
});
