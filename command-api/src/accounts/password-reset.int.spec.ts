import { expect } from 'chai';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { PASSWORD_RULES_UNMET } from './commands';
import { INVALID_OTP, OTP_USED, RESET_NOT_VERIFIED } from './decide';
import { OTP_VERIFIED, PASSWORD_RESET, RESET_CODE_SENT } from './password-routes';
import { codeMailedTo, PASSWORD, signedUpVisitor, Visitor } from './visitor';

describe('forgot password', function () {
  this.timeout(120_000);
  let app: TestApp;
  const NEW_PASSWORD = 'Changed#456';
  const post = (path: string, json: unknown, visitor = new Visitor(app)) => visitor.request('POST', `/api/auth/${path}`, { json });

  before(async () => {
    app = await startTestApp('password_reset');
  });
  after(() => app.close());

  it('asks for what each step needs (SPEC §5)', async () => {
    expect((await post('forgot-password', {})).body.message).to.equal('Email is required');
    expect((await post('verify-otp', { email: 'a@example.com' })).body.message).to.equal('OTP is required');
    expect((await post('reset-password', { email: 'a@example.com' })).body.message).to.equal('Password is required');
    expect((await post('reset-password', { email: 'a@example.com', newPassword: 'short' })).body.message).to.equal(PASSWORD_RULES_UNMET);
  });

  it('answers the same for an unknown e-mail, and mails nothing', async () => {
    await signedUpVisitor(app, 'known');
    const mails = app.mailbox!.messages().length;
    const known = await post('forgot-password', { email: 'known@example.com' });
    const unknown = await post('forgot-password', { email: 'unknown@example.com' });
    expect(unknown.status).to.equal(known.status).and.equal(200);
    expect(unknown.body).to.deep.equal(known.body).and.deep.equal({ message: RESET_CODE_SENT, position: null });
    await codeMailedTo(app, 'known@example.com', 'reset-password');
    expect(app.mailbox!.messages().length).to.equal(mails + 1);
    expect(app.mailbox!.messages().some((m) => m.to === 'unknown@example.com')).to.equal(false);
  });

  it('resets the password with the mailed code, ends every old session and lets the new password in', async () => {
    const old = await signedUpVisitor(app, 'resetter');
    await app.settled();
    expect((await old.request('GET', '/api/auth/me')).status).to.equal(200);

    const since = Date.now() - 1000;
    await post('forgot-password', { email: 'Resetter@example.com' });
    const otp = await codeMailedTo(app, 'resetter@example.com', 'reset-password', since);

    const notYet = await post('reset-password', { email: 'resetter@example.com', newPassword: NEW_PASSWORD });
    expect([notYet.status, notYet.body.message]).to.deep.equal([400, RESET_NOT_VERIFIED]);
    const verified = await post('verify-otp', { email: 'resetter@example.com', otp });
    expect([verified.status, verified.body.message]).to.deep.equal([200, OTP_VERIFIED]);
    const reset = await post('reset-password', { email: 'resetter@example.com', newPassword: NEW_PASSWORD });
    expect([reset.status, reset.body.message]).to.deep.equal([200, PASSWORD_RESET]);

    await app.settled();
    expect((await old.request('GET', '/api/auth/me')).status).to.equal(401);
    expect((await old.request('POST', '/api/auth/refresh')).status).to.equal(401);
    const withOld = await post('login', { email: 'resetter@example.com', password: PASSWORD });
    expect(withOld.status).to.equal(401);
    const withNew = await post('login', { email: 'resetter@example.com', password: NEW_PASSWORD });
    expect(withNew.status).to.equal(200);

    // One reset per verified code: the code and the verification are used up.
    expect((await post('verify-otp', { email: 'resetter@example.com', otp })).body.message).to.equal(OTP_USED);
    expect((await post('reset-password', { email: 'resetter@example.com', newPassword: 'Another#789' })).body.message).to.equal(RESET_NOT_VERIFIED);
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
