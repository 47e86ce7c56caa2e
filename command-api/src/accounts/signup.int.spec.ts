import { expect } from 'chai';
import { START } from '@more-ai/events/position';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { PASSWORD_RULES_UNMET } from '@more-ai/contracts/api/auth';
import { EMAIL_ALREADY_VERIFIED, INVALID_OTP, OTP_EXPIRED, TOO_MANY_WRONG_CODES } from './decide';
import { EMAIL_TAKEN, USERNAME_TAKEN } from './reservations';
import { CODE_RESENT, EMAIL_VERIFIED, SIGNUP_SUCCESSFUL } from './signup-routes';
import { codeMailedTo, PASSWORD, signedUpVisitor, Visitor } from '@more-ai/testing/visitor';

describe('signing up and verifying the e-mail', function () {
  this.timeout(120_000);
  let app: TestApp;
  let now = Date.now();
  const eventCount = () => app.events.store.countAfter(START, 1_000_000);
  const signup = (json: unknown, visitor = new Visitor(app)) => visitor.request('POST', '/api/auth/signup', { json });

  before(async () => {
    // Commands decide with this clock, so a test can let a code expire.
    app = await startTestApp('signup', { clock: () => new Date(now) });
  });
  after(() => app.close());

  describe('the signup form (SPEC §5)', () => {
    const valid = { username: 'meera', email: 'meera@example.com', password: PASSWORD };
    const refusals: [string, unknown, string][] = [
      ['no username', { ...valid, username: undefined }, 'Username is required'],
      ['a blank username', { ...valid, username: '   ' }, 'Username is required'],
      ['no e-mail', { ...valid, email: undefined }, 'Email is required'],
      ['an invalid e-mail', { ...valid, email: 'meera@' }, 'Please enter a valid email address'],
      ['no password', { ...valid, password: undefined }, 'Password is required'],
      ['a password under 8 characters', { ...valid, password: 'Ab#1efg' }, PASSWORD_RULES_UNMET],
      ['a password without a digit', { ...valid, password: 'Abcdefg#' }, PASSWORD_RULES_UNMET],
      ['a password without a special character', { ...valid, password: 'Abcdefg1' }, PASSWORD_RULES_UNMET],
      ['a password whose only special character is not one of ! @ # $ % ^ & *', { ...valid, password: 'Abcdefg1?' }, PASSWORD_RULES_UNMET],
    ];
    for (const [what, body, message] of refusals) {
      it(`refuses ${what}: 400 '${message}', nothing appended`, async () => {
        const before = await eventCount();
        const response = await signup(body);
        expect([response.status, response.body.message]).to.deep.equal([400, message]);
        expect(await eventCount()).to.equal(before);
      });
    }

    it('takes each of ! @ # $ % ^ & * as the special character', async () => {
      const responses = await Promise.all(
        [...'!@#$%^&*'].map((special, i) =>
          signup({ username: `special${i}`, email: `special${i}@example.com`, password: `abcdefg1${special}` }),
        ),
      );
      expect(responses.map((r) => r.status)).to.deep.equal(Array(8).fill(201));
    });

    it('requires a code to verify, and an e-mail to resend to', async () => {
      const visitor = new Visitor(app);
      const noCode = await visitor.request('POST', '/api/auth/verify-email', { json: { email: 'meera@example.com' } });
      expect([noCode.status, noCode.body.message]).to.deep.equal([400, 'OTP is required']);
      const noEmail = await visitor.request('POST', '/api/auth/resend-otp', { json: {} });
      expect([noEmail.status, noEmail.body.message]).to.deep.equal([400, 'Email is required']);
    });
  });

  it('signs up, mails a branded code, verifies it and signs the user in', async () => {
    const visitor = new Visitor(app);
    const created = await signup({ username: 'Asha', email: ' Asha.Rao@Example.com ', password: PASSWORD }, visitor);
    expect(created.status).to.equal(201);
    expect(created.body).to.include({ message: SIGNUP_SUCCESSFUL, email: 'asha.rao@example.com' });

    // The mail outbox sends it after the answer.
    const otp = await codeMailedTo(app, 'asha.rao@example.com');
    const [mail] = app.mailbox!.messages().filter((m) => m.to === 'asha.rao@example.com');
    expect(mail!.subject).to.include('MoRe AI');
    expect(mail!.html).to.include('MoRe AI').and.include(otp);

    const verified = await visitor.request('POST', '/api/auth/verify-email', { json: { email: 'asha.rao@example.com', otp } });
    expect(verified.status).to.equal(200);
    expect(verified.body.message).to.equal(EMAIL_VERIFIED);
    expect(verified.body.csrfToken)
      .to.be.a('string')
      .and.equal(decodeURIComponent(visitor.cookie('XSRF-TOKEN')!));
    expect(visitor.cookie('more_ai_access')).to.be.a('string');
    expect(visitor.cookie('more_ai_refresh')).to.be.a('string');
    const { user } = verified.body;
    expect(user).to.include({ username: 'Asha', email: 'asha.rao@example.com', role: 'user', isActive: true, subscriptionType: 'free' });
    expect(user._id).to.equal(user.id);
    expect(Date.parse(user.createdAt)).to.be.closeTo(now, 5000);

    const me = await visitor.request('GET', '/api/auth/me', { headers: { 'X-Min-Position': verified.body.position } });
    expect(me.status).to.equal(200);
    expect(me.body.user).to.deep.equal(user);
    expect(await new Visitor(app).request('GET', '/api/auth/me').then((r) => r.status)).to.equal(401);
  });

  it('keeps only a hash of the code in the event log', async () => {
    await signup({ username: 'hashcheck', email: 'hashcheck@example.com', password: PASSWORD });
    const otp = await codeMailedTo(app, 'hashcheck@example.com');
    const issued = (await app.events.store.readAll({ maxCount: 100_000 })).filter((e) => e.type === 'OtpIssued').at(-1)!;
    expect(issued.data.otpHash).to.be.a('string').with.length.above(30);
    expect(JSON.stringify(issued.data)).not.to.include(otp);
  });

  it('refuses the right code after five wrong ones, until a new code is sent', async () => {
    const visitor = new Visitor(app);
    await signup({ username: 'fivetries', email: 'fivetries@example.com', password: PASSWORD }, visitor);
    const otp = await codeMailedTo(app, 'fivetries@example.com');
    const wrong = otp === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(
        (await visitor.request('POST', '/api/auth/verify-email', { json: { email: 'fivetries@example.com', otp: wrong } })).body.message,
      );
    }
    // Wrong codes all get the answer an e-mail without an account gets; the right one then learns why it fails.
    expect(answers).to.deep.equal(Array(5).fill(INVALID_OTP));
    const right = await visitor.request('POST', '/api/auth/verify-email', { json: { email: 'fivetries@example.com', otp } });
    expect([right.status, right.body.message]).to.deep.equal([429, TOO_MANY_WRONG_CODES]);
    expect(visitor.cookie('more_ai_access')).to.equal(undefined);
  });

  it('refuses an expired code', async () => {
    await signup({ username: 'latecomer', email: 'latecomer@example.com', password: PASSWORD });
    const otp = await codeMailedTo(app, 'latecomer@example.com');
    now += 10 * 60_000 + 1000;
    const late = await new Visitor(app).request('POST', '/api/auth/verify-email', { json: { email: 'latecomer@example.com', otp } });
    expect([late.status, late.body.message]).to.deep.equal([400, OTP_EXPIRED]);
  });

  it('refuses a code used twice', async () => {
    await signedUpVisitor(app, 'twice');
    const otp = await codeMailedTo(app, 'twice@example.com');
    const again = await new Visitor(app).request('POST', '/api/auth/verify-email', { json: { email: 'twice@example.com', otp } });
    expect([again.status, again.body.message]).to.deep.equal([409, EMAIL_ALREADY_VERIFIED]);
  });

  it('answers an unknown e-mail as a wrong code', async () => {
    const response = await new Visitor(app).request('POST', '/api/auth/verify-email', {
      json: { email: 'nobody@example.com', otp: '123456' },
    });
    expect([response.status, response.body.message]).to.deep.equal([400, INVALID_OTP]);
  });

  it('resends a code only 60 s after the last one; the new code works and the old one no longer does', async () => {
    const visitor = new Visitor(app);
    await signup({ username: 'resender', email: 'resender@example.com', password: PASSWORD }, visitor);
    const first = await codeMailedTo(app, 'resender@example.com');
    now += 20_000;
    const early = await visitor.request('POST', '/api/auth/resend-otp', { json: { email: 'resender@example.com' } });
    expect([early.status, early.body.message]).to.deep.equal([429, 'Please wait 40 seconds before requesting a new code.']);
    expect(early.headers.get('retry-after')).to.equal('40');

    now += 40_000;
    const mailsBefore = app.mailbox!.messages().length;
    const since = Date.now();
    const resent = await visitor.request('POST', '/api/auth/resend-otp', { json: { email: 'resender@example.com' } });
    expect([resent.status, resent.body.message]).to.deep.equal([200, CODE_RESENT]);
    const second = await codeMailedTo(app, 'resender@example.com', 'verify-email', since);
    expect(app.mailbox!.messages().length).to.equal(mailsBefore + 1);
    if (first !== second) {
      const old = await visitor.request('POST', '/api/auth/verify-email', { json: { email: 'resender@example.com', otp: first } });
      expect(old.body.message).to.equal(INVALID_OTP);
    }
    const ok = await visitor.request('POST', '/api/auth/verify-email', { json: { email: 'resender@example.com', otp: second } });
    expect(ok.status).to.equal(200);
  });

  describe('telling no one who has an account', () => {
    const post = (path: string, json: unknown) => new Visitor(app).request('POST', `/api/auth/${path}`, { json });
    /** What an answer shows a stranger: status, body and the Retry-After header. */
    const seen = (response: { status: number; body: unknown; headers: Headers }) => ({
      status: response.status,
      body: response.body,
      retryAfter: response.headers.get('retry-after'),
    });

    it('answers resend-otp alike for no account, a verified one and one waiting for its code, and mails only the last', async () => {
      await signedUpVisitor(app, 'settled');
      await signup({ username: 'waiting', email: 'waiting@example.com', password: PASSWORD });
      now += 61_000;
      const emails = ['nobody-here@example.com', 'settled@example.com', 'waiting@example.com'];
      const since = Date.now();
      const first = await Promise.all(emails.map((email) => post('resend-otp', { email })));
      // Each names a delivery of its own, of the same shape: none tells which e-mail has an account.
      const deliveryIds = first.map((answer) => answer.body.deliveryId as string);
      expect(new Set(deliveryIds).size).to.equal(3);
      for (const id of deliveryIds) expect(id).to.match(/^[A-Za-z0-9_-]{22}$/);
      expect(first.map((answer) => seen({ ...answer, body: { ...answer.body, deliveryId: 'any' } }))).to.deep.equal(
        Array(3).fill({ status: 200, body: { message: CODE_RESENT, deliveryId: 'any', position: null }, retryAfter: null }),
      );
      await codeMailedTo(app, 'waiting@example.com', 'verify-email', since);

      now += 15_000;
      const again = await Promise.all(emails.map((email) => post('resend-otp', { email })));
      const tooSoon = {
        status: 429,
        body: { message: 'Please wait 45 seconds before requesting a new code.', code: 'OTP_RESEND_TOO_SOON' },
        retryAfter: '45',
      };
      expect(again.map(seen)).to.deep.equal(Array(3).fill(tooSoon));
      expect(
        app
          .mailbox!.messages()
          .filter((m) => Date.parse(m.receivedAt) >= since)
          .map((m) => m.to),
      ).to.deep.equal(['waiting@example.com']);
    });

    it('answers verify-email alike for no account, a verified one, an expired code and a dead one, unless the code is right', async () => {
      await signedUpVisitor(app, 'verified2');
      await signup({ username: 'deadcode', email: 'deadcode@example.com', password: PASSWORD });
      const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
      const dead = wrongOf(await codeMailedTo(app, 'deadcode@example.com'));
      for (let i = 0; i < 5; i += 1) await post('verify-email', { email: 'deadcode@example.com', otp: dead });
      await signup({ username: 'expiring', email: 'expiring@example.com', password: PASSWORD });
      const expiring = await codeMailedTo(app, 'expiring@example.com');
      now += 10 * 60_000 + 1000;

      const tries = [
        ['nobody-at-all@example.com', '123456'],
        ['verified2@example.com', '123456'],
        ['deadcode@example.com', dead],
        ['expiring@example.com', wrongOf(expiring)],
      ];
      const answers = await Promise.all(tries.map(([email, otp]) => post('verify-email', { email, otp })));
      expect(answers.map(seen)).to.deep.equal(
        Array(4).fill({ status: 400, body: { message: INVALID_OTP, code: 'OTP_INVALID' }, retryAfter: null }),
      );
      // The owner, who has the code, is told what is wrong with it.
      expect((await post('verify-email', { email: 'expiring@example.com', otp: expiring })).body.message).to.equal(OTP_EXPIRED);
    });

    it('takes about as long for an e-mail without an account as for one with', async () => {
      const accounts = ['timing1', 'timing2', 'timing3', 'timing4', 'timing5'];
      for (const name of accounts) await signup({ username: name, email: `${name}@example.com`, password: PASSWORD });
      now += 61_000;
      const timed = async (path: string, email: string) => {
        const started = performance.now();
        const response = await post(path, { email, otp: '000000' });
        expect(response.status).to.be.oneOf([200, 400]);
        return performance.now() - started;
      };
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      for (const path of ['resend-otp', 'verify-email']) {
        const known: number[] = [];
        const unknown: number[] = [];
        for (const [i, name] of accounts.entries()) {
          // Each after the other's mail has left, in turns, so neither pays for the other's work.
          const pair = [
            () => timed(path, `${name}@example.com`).then((ms) => known.push(ms)),
            () => timed(path, `nobody-${path}-${i}@example.com`).then((ms) => unknown.push(ms)),
          ];
          for (const measure of i % 2 ? pair.reverse() : pair) {
            await measure();
            await new Promise((resolve) => setTimeout(resolve, 150));
          }
        }
        // Roughly: a store read and an append apart at most, never a mail server's round trip.
        expect(Math.abs(median(known) - median(unknown)), `${path}: ${known.map(Math.round)} vs ${unknown.map(Math.round)} ms`).to.be.below(
          40,
        );
      }
    });
  });

  it('refuses an e-mail or username that is taken, whatever its letter case', async () => {
    await signup({ username: 'Kiran', email: 'kiran@example.com', password: PASSWORD });
    const sameEmail = await signup({ username: 'kiran2', email: 'KIRAN@example.com', password: PASSWORD });
    expect([sameEmail.status, sameEmail.body.message]).to.deep.equal([409, EMAIL_TAKEN]);
    const sameName = await signup({ username: 'KIRAN', email: 'kiran.other@example.com', password: PASSWORD });
    expect([sameName.status, sameName.body.message]).to.deep.equal([409, USERNAME_TAKEN]);
    // The e-mail a refused signup reserved first is free again.
    expect((await signup({ username: 'kiran3', email: 'kiran.other@example.com', password: PASSWORD })).status).to.equal(201);
  });

  it('makes exactly one account of 20 concurrent signups with one e-mail in different letter cases', async () => {
    const emails = Array.from({ length: 20 }, (_, i) => inLetterCase('race@example.com', i));
    expect(new Set(emails).size).to.equal(20);
    const responses = await Promise.all(emails.map((email, i) => signup({ username: `racer${i}`, email, password: PASSWORD })));
    expect(responses.filter((r) => r.status === 201)).to.have.length(1);
    for (const r of responses.filter((r) => r.status !== 201)) expect([r.status, r.body.message]).to.deep.equal([409, EMAIL_TAKEN]);
    await app.settled();
    expect(await app.db('rm_users.users').where({ email: 'race@example.com' }).count().first()).to.deep.equal({ count: '1' });
    expect(await app.db('rm_users.users').where('username', 'like', 'racer%').count().first()).to.deep.equal({ count: '1' });
  });

  it('makes exactly one account of 20 concurrent signups with one username in different letter cases', async () => {
    const names = Array.from({ length: 20 }, (_, i) => inLetterCase('sprinter', i));
    expect(new Set(names).size).to.equal(20);
    const responses = await Promise.all(
      names.map((username, i) => signup({ username, email: `sprinter${i}@example.com`, password: PASSWORD })),
    );
    expect(responses.filter((r) => r.status === 201)).to.have.length(1);
    for (const r of responses.filter((r) => r.status !== 201)) expect([r.status, r.body.message]).to.deep.equal([409, USERNAME_TAKEN]);
    await app.settled();
    expect(await app.db('rm_users.users').whereRaw('lower(username) = ?', ['sprinter']).count().first()).to.deep.equal({ count: '1' });
    // The losers gave their e-mails back: each can sign up with another username.
    const loser = responses.findIndex((r) => r.status !== 201);
    expect((await signup({ username: 'sprinter-late', email: `sprinter${loser}@example.com`, password: PASSWORD })).status).to.equal(201);
  });
});

/** The text with its letters upper-cased where the bits of `variant` say: one spelling per variant. */
function inLetterCase(text: string, variant: number): string {
  let bit = 0;
  return [...text].map((c) => (/[a-z]/.test(c) ? ((variant >> bit++) & 1 ? c.toUpperCase() : c) : c)).join('');
}
