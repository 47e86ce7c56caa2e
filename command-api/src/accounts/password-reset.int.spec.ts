import { expect } from 'chai';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { PASSWORD_RULES_UNMET } from '@more-ai/contracts/api/auth';
import { INVALID_OTP, OTP_USED, RESET_TOKEN_INVALID } from './decide';
import { OTP_VERIFIED, PASSWORD_RESET, RESET_CODE_SENT } from './password-routes';
import { codeMailedTo, PASSWORD, signedUpVisitor, Visitor } from '@more-ai/testing/visitor';

describe('forgot password', function () {
  this.timeout(120_000);
  let app: TestApp;
  const NEW_PASSWORD = 'Changed#456';
  const post = (path: string, json: unknown, visitor = new Visitor(app)) => visitor.request('POST', `/api/auth/${path}`, { json });

  let now = Date.now();
  /** Mails a reset code to the address and verifies it; returns verify-otp's answer. */
  const verifiedReset = async (email: string) => {
    const since = Date.now();
    expect((await post('forgot-password', { email })).status).to.equal(200);
    const otp = await codeMailedTo(app, email, 'reset-password', since);
    return post('verify-otp', { email, otp });
  };

  before(async () => {
    // Commands decide with this clock, so a test can let a token expire or wait out the resend window.
    app = await startTestApp('password_reset', { clock: () => new Date(now) });
  });
  after(() => app.close());

  it('asks for what each step needs (SPEC §5)', async () => {
    expect((await post('forgot-password', {})).body.message).to.equal('Email is required');
    expect((await post('verify-otp', { email: 'a@example.com' })).body.message).to.equal('OTP is required');
    const token = 'A'.repeat(43);
    expect((await post('reset-password', { email: 'a@example.com', resetToken: token })).body.message).to.equal('Password is required');
    expect((await post('reset-password', { email: 'a@example.com', resetToken: token, newPassword: 'short' })).body.message).to.equal(
      PASSWORD_RULES_UNMET,
    );
    expect((await post('reset-password', { email: 'a@example.com', newPassword: NEW_PASSWORD })).body.message).to.equal(
      RESET_TOKEN_INVALID,
    );
  });

  it('answers the same for an unknown e-mail, and mails nothing', async () => {
    await signedUpVisitor(app, 'known');
    const mails = app.mailbox!.messages().length;
    const known = await post('forgot-password', { email: 'known@example.com' });
    const unknown = await post('forgot-password', { email: 'unknown@example.com' });
    expect(unknown.status).to.equal(known.status).and.equal(200);
    // Each names a delivery of its own; an unknown e-mail's reads as a known one's does (code-delivery spec).
    const shown = (body: { deliveryId: string }) => ({ ...body, deliveryId: /^[A-Za-z0-9_-]{22}$/.test(body.deliveryId) });
    expect(shown(unknown.body))
      .to.deep.equal(shown(known.body))
      .and.deep.equal({ message: RESET_CODE_SENT, deliveryId: true, position: null });
    await codeMailedTo(app, 'known@example.com', 'reset-password');
    expect(app.mailbox!.messages().length).to.equal(mails + 1);
    expect(app.mailbox!.messages().some((m) => m.to === 'unknown@example.com')).to.equal(false);
  });

  it('refuses a second code within 60 s alike for a known and an unknown e-mail, saying how long to wait, and sends nothing', async () => {
    await signedUpVisitor(app, 'impatient');
    const since = Date.now();
    for (const email of ['impatient@example.com', 'nobody-impatient@example.com'])
      expect((await post('forgot-password', { email })).status).to.equal(200);
    await codeMailedTo(app, 'impatient@example.com', 'reset-password', since);
    now += 18_000;
    const again = await Promise.all(
      ['impatient@example.com', 'nobody-impatient@example.com'].map((email) => post('forgot-password', { email })),
    );
    for (const answer of again) {
      expect([answer.status, answer.body, answer.headers.get('retry-after')]).to.deep.equal([
        429,
        { message: 'Please wait 42 seconds before requesting a new code.', code: 'OTP_RESEND_TOO_SOON' },
        '42',
      ]);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.mailbox!.messages().filter((m) => Date.parse(m.receivedAt) >= since)).to.have.length(1);
    now += 42_000;
    const later = Date.now();
    expect((await post('forgot-password', { email: 'impatient@example.com' })).status).to.equal(200);
    await codeMailedTo(app, 'impatient@example.com', 'reset-password', later);
  });

  it('resets the password with the token verify-otp hands out, ends every old session and lets the new password in', async () => {
    const old = await signedUpVisitor(app, 'resetter');
    await app.settled();
    expect((await old.request('GET', '/api/auth/me')).status).to.equal(200);

    const since = Date.now() - 1000;
    await post('forgot-password', { email: 'Resetter@example.com' });
    const otp = await codeMailedTo(app, 'resetter@example.com', 'reset-password', since);
    const verified = await post('verify-otp', { email: 'resetter@example.com', otp });
    expect([verified.status, verified.body.message]).to.deep.equal([200, OTP_VERIFIED]);
    const { resetToken } = verified.body;
    expect(resetToken).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(verified.headers.get('cache-control')).to.equal('no-store');

    // The e-mail and a new password are not enough, even right after the owner verified.
    const takeover = await post('reset-password', { email: 'resetter@example.com', newPassword: 'Attacker#666' });
    expect([takeover.status, takeover.body.message]).to.deep.equal([400, RESET_TOKEN_INVALID]);
    const guessed = await post('reset-password', {
      email: 'resetter@example.com',
      resetToken: 'A'.repeat(43),
      newPassword: 'Attacker#666',
    });
    expect([guessed.status, guessed.body.message]).to.deep.equal([400, RESET_TOKEN_INVALID]);

    const reset = await post('reset-password', { email: 'resetter@example.com', resetToken, newPassword: NEW_PASSWORD });
    expect([reset.status, reset.body.message]).to.deep.equal([200, PASSWORD_RESET]);

    // The account's sessions are over by the time the answer arrives, not once projections catch up.
    expect((await old.request('GET', '/api/auth/me')).status).to.equal(401);
    expect((await old.request('POST', '/api/auth/refresh')).status).to.equal(401);
    const withOld = await post('login', { email: 'resetter@example.com', password: PASSWORD });
    expect(withOld.status).to.equal(401);
    const withNew = await post('login', { email: 'resetter@example.com', password: NEW_PASSWORD });
    expect(withNew.status).to.equal(200);

    // One reset per verified code: the code and the token are used up.
    expect((await post('verify-otp', { email: 'resetter@example.com', otp })).body.message).to.equal(OTP_USED);
    const again = await post('reset-password', { email: 'resetter@example.com', resetToken, newPassword: 'Another#789' });
    expect([again.status, again.body.message]).to.deep.equal([400, RESET_TOKEN_INVALID]);
  });

  it('takes a token once even when two resets with it arrive together', async () => {
    await signedUpVisitor(app, 'racer');
    const { resetToken } = (await verifiedReset('racer@example.com')).body;
    const answers = await Promise.all(
      ['Racing#001', 'Racing#002'].map((newPassword) => post('reset-password', { email: 'racer@example.com', resetToken, newPassword })),
    );
    expect(answers.map((a) => a.status).sort()).to.deep.equal([200, 400]);
    const winner = answers.findIndex((a) => a.status === 200);
    expect((await post('login', { email: 'racer@example.com', password: `Racing#00${winner + 1}` })).status).to.equal(200);
    expect((await post('login', { email: 'racer@example.com', password: `Racing#00${2 - winner}` })).status).to.equal(401);
  });

  it('a token expires 10 minutes after the verification, and a newer verification replaces it', async () => {
    await signedUpVisitor(app, 'slowpoke');
    const first = (await verifiedReset('slowpoke@example.com')).body.resetToken;
    now += 61_000;
    const second = (await verifiedReset('slowpoke@example.com')).body.resetToken;
    expect(second).to.be.a('string').and.not.equal(first);
    const superseded = await post('reset-password', { email: 'slowpoke@example.com', resetToken: first, newPassword: NEW_PASSWORD });
    expect([superseded.status, superseded.body.message]).to.deep.equal([400, RESET_TOKEN_INVALID]);

    now += 10 * 60_000 + 1000;
    const late = await post('reset-password', { email: 'slowpoke@example.com', resetToken: second, newPassword: NEW_PASSWORD });
    expect([late.status, late.body.message]).to.deep.equal([400, RESET_TOKEN_INVALID]);
    expect((await post('login', { email: 'slowpoke@example.com', password: PASSWORD })).status).to.equal(200);
  });

  it('keeps no reset token among the stored Idempotency-Key answers, and replays none', async () => {
    await signedUpVisitor(app, 'keyholder');
    const since = Date.now();
    await post('forgot-password', { email: 'keyholder@example.com' });
    const otp = await codeMailedTo(app, 'keyholder@example.com', 'reset-password', since);
    const send = () =>
      new Visitor(app).request('POST', '/api/auth/verify-otp', {
        json: { email: 'keyholder@example.com', otp },
        headers: { 'Idempotency-Key': 'verify-keyholder-1' },
      });
    const { resetToken } = (await send()).body;
    expect(resetToken).to.be.a('string');
    const stored = await app.db('command_api.idempotency_keys').select('body');
    expect(JSON.stringify(stored)).not.to.include(resetToken);
    const replayed = await send();
    expect([replayed.status, replayed.body.code, replayed.body.resetToken]).to.deep.equal([422, 'IDEMPOTENCY_KEY_USED', undefined]);
  });

  it('a token is good for its own account only', async () => {
    await Promise.all([signedUpVisitor(app, 'owner1'), signedUpVisitor(app, 'owner2')]);
    const { resetToken } = (await verifiedReset('owner1@example.com')).body;
    const elsewhere = await post('reset-password', { email: 'owner2@example.com', resetToken, newPassword: NEW_PASSWORD });
    expect([elsewhere.status, elsewhere.body.message]).to.deep.equal([400, RESET_TOKEN_INVALID]);
    const unknown = await post('reset-password', { email: 'ghost@example.com', resetToken, newPassword: NEW_PASSWORD });
    expect([unknown.status, unknown.body]).to.deep.equal([400, elsewhere.body]);
  });

  it('does not take the sign-up code, or a wrong one, as a reset code', async () => {
    const visitor = new Visitor(app);
    await visitor.request('POST', '/api/auth/signup', { json: { username: 'mixup', email: 'mixup@example.com', password: PASSWORD } });
    const signupCode = await codeMailedTo(app, 'mixup@example.com');
    expect((await post('verify-otp', { email: 'mixup@example.com', otp: signupCode })).body.message).to.equal(INVALID_OTP);
    const unknown = await post('verify-otp', { email: 'ghost@example.com', otp: '123456' });
    expect([unknown.status, unknown.body.message]).to.deep.equal([400, INVALID_OTP]);
  });
});
