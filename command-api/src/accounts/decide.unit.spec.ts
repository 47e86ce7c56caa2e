import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import type { AccountEvent } from '@more-ai/events/catalog/index';
import { ApiError } from '@more-ai/platform';
import {
  accountDecider,
  EMAIL_ALREADY_VERIFIED,
  INVALID_OTP,
  OTP_EXPIRED,
  OTP_USED,
  otpRefusal,
  RESET_TOKEN_INVALID,
  SIGNUP_ABANDONED,
  TOO_MANY_WRONG_CODES,
  type AccountCommand,
} from './decide';
import type { AccountState } from './evolve';
import { otpHash, resetTokenHash } from './otp';

const pepper = randomBytes(32);
const email = 'asha@example.com';
const start = new Date('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
const hashOf = (code: string, purpose: 'verify-email' | 'reset-password' = 'verify-email', forEmail = email) => otpHash(pepper, purpose, forEmail, code);

/** Decides and folds, like the pipeline does; returns the new state and what was appended. */
function run(state: AccountState, command: AccountCommand, now = start): { state: AccountState; events: AccountEvent[] } {
  const events = accountDecider.decide(command, state, { now });
  return { state: events.reduce(accountDecider.evolve, state), events };
}

function refusal(state: AccountState, command: AccountCommand, now = start): ApiError {
  try {
    const { state: after, events } = run(state, command, now);
    const refused = command.type === 'VerifyOtp' ? otpRefusal(events) : undefined;
    if (refused) return refused;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  return expect.fail('the command was accepted');
}

function signedUp(code = '123456'): AccountState {
  return run(accountDecider.initialState(), {
    type: 'RegisterAccount',
    userId: 'u1',
    username: 'asha',
    email,
    passwordHash: 'scrypt$hash',
    role: 'user',
    verified: false,
    otpHash: hashOf(code),
  }).state;
}

const tokenHashOf = (token: string) => resetTokenHash(pepper, 'u1', token);
const verify = (code: string, purpose: 'verify-email' | 'reset-password' = 'verify-email', resetToken = 'token-1'): AccountCommand =>
  purpose === 'verify-email'
    ? { type: 'VerifyOtp', purpose, otpHash: hashOf(code, purpose) }
    : { type: 'VerifyOtp', purpose, otpHash: hashOf(code, purpose), resetTokenHash: tokenHashOf(resetToken) };
const reset = (token: string, passwordHash = 'new'): AccountCommand => ({ type: 'ResetPassword', resetTokenHash: tokenHashOf(token), passwordHash });

describe('Account: signing up and verifying the e-mail', () => {
  it('registers an unverified account with a verify-email code, keeping only its hash', () => {
    const { events } = run(accountDecider.initialState(), {
      type: 'RegisterAccount', userId: 'u1', username: 'asha', email, passwordHash: 'scrypt$hash', role: 'user', verified: false,
      otpHash: hashOf('123456'),
    });
    expect(events.map((e) => e.type)).to.deep.equal(['AccountRegistered', 'OtpIssued']);
    expect(JSON.stringify(events)).not.to.include('123456');
  });

  it('verifies the e-mail with the right code', () => {
    const { events, state } = run(signedUp(), verify('123456'), at(30));
    expect(events.map((e) => e.type)).to.deep.equal(['OtpAccepted', 'EmailVerified']);
    expect(state.emailVerified).to.equal(true);
  });

  it('counts a wrong code and answers Invalid OTP', () => {
    const error = refusal(signedUp(), verify('654321'));
    expect([error.status, error.message]).to.deep.equal([400, INVALID_OTP]);
  });

  it('refuses the right code after five wrong tries; wrong codes keep getting Invalid OTP, as for an e-mail without an account', () => {
    let state = signedUp();
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(refusal(state, verify('000000')).message);
      state = run(state, verify('000000')).state;
    }
    // The sixth is not counted (the code is dead), and answered the same.
    answers.push(refusal(state, verify('000000')).message);
    expect(answers).to.deep.equal(Array(6).fill(INVALID_OTP));
    expect(state.otps['verify-email']!.wrongTries).to.equal(5);
    const error = refusal(state, verify('123456'));
    expect([error.status, error.message]).to.deep.equal([429, TOO_MANY_WRONG_CODES]);
  });

  it('refuses an expired code; only the right code learns that it expired', () => {
    const error = refusal(signedUp(), verify('123456'), at(601));
    expect([error.status, error.message]).to.deep.equal([400, OTP_EXPIRED]);
    const wrong = refusal(signedUp(), verify('654321'), at(601));
    expect([wrong.status, wrong.message]).to.deep.equal([400, INVALID_OTP]);
  });

  it('refuses a code of another purpose or e-mail', () => {
    expect(refusal(signedUp(), { type: 'VerifyOtp', purpose: 'verify-email', otpHash: hashOf('123456', 'reset-password') }).message).to.equal(INVALID_OTP);
    expect(refusal(signedUp(), { type: 'VerifyOtp', purpose: 'verify-email', otpHash: hashOf('123456', 'verify-email', 'ravi@example.com') }).message).to.equal(INVALID_OTP);
    expect(refusal(signedUp(), verify('123456', 'reset-password')).message).to.equal(INVALID_OTP);
  });

  it('refuses to verify an e-mail twice; only the right code learns that it is verified', () => {
    const { state } = run(signedUp(), verify('123456'));
    expect(refusal(state, verify('123456')).message).to.equal(EMAIL_ALREADY_VERIFIED);
    expect(refusal(state, verify('654321')).message).to.equal(INVALID_OTP);
  });

  it('sends a new code only 60 s after the last one, saying how long to wait', () => {
    const state = signedUp();
    const resend = (now: Date) => run(state, { type: 'IssueOtp', purpose: 'verify-email', otpHash: hashOf('222222') }, now);
    const error = refusal(state, { type: 'IssueOtp', purpose: 'verify-email', otpHash: hashOf('222222') }, at(45));
    expect([error.status, error.message]).to.deep.equal([429, 'Please wait 15 seconds before requesting a new code.']);
    const { state: after } = resend(at(60));
    expect(run(after, verify('222222'), at(61)).state.emailVerified).to.equal(true);
    expect(refusal(after, verify('123456'), at(61)).message).to.equal(INVALID_OTP);
  });

  it('gives a fresh code five new tries', () => {
    let state = signedUp();
    for (let i = 0; i < 5; i += 1) state = run(state, verify('000000')).state;
    state = run(state, { type: 'IssueOtp', purpose: 'verify-email', otpHash: hashOf('222222') }, at(100)).state;
    expect(run(state, verify('222222'), at(101)).state.emailVerified).to.equal(true);
  });
});

describe('Account: a signup that did not finish', () => {
  const register: AccountCommand = { type: 'RegisterAccount', userId: 'u1', username: 'asha', email, passwordHash: 'scrypt$hash', role: 'user', verified: true };

  it('is abandoned once, and then never registers, so what it reserved can be given to the next signup', () => {
    const abandoned = run(accountDecider.initialState(), { type: 'AbandonRegistration', userId: 'u1' });
    expect(abandoned.events).to.deep.equal([{ type: 'RegistrationAbandoned', data: { userId: 'u1' } }]);
    expect(run(abandoned.state, { type: 'AbandonRegistration', userId: 'u1' }).events).to.deep.equal([]);
    expect(refusal(abandoned.state, register).message).to.equal(SIGNUP_ABANDONED);
  });

  it('leaves a registered account as it is: a late abandonment finds nothing to give up', () => {
    const registered = run(accountDecider.initialState(), register).state;
    expect(run(registered, { type: 'AbandonRegistration', userId: 'u1' }).events).to.deep.equal([]);
    expect(registered.status).to.equal('registered');
  });
});

describe('Account: resetting the password', () => {
  const verified = () => run(signedUp(), verify('123456')).state;
  const withResetCode = (code = '777777', now = start) =>
    run(verified(), { type: 'IssueOtp', purpose: 'reset-password', otpHash: hashOf(code, 'reset-password') }, now).state;

  it('hands out a reset token for the right reset code, valid for 10 minutes', () => {
    const { events } = run(withResetCode(), verify('777777', 'reset-password', 'token-1'), at(10));
    expect(events.map((e) => e.type)).to.deep.equal(['OtpAccepted', 'ResetTokenIssued']);
    expect(events[1]!.data).to.deep.equal({ userId: 'u1', tokenHash: tokenHashOf('token-1'), expiresAt: at(10 + 600).toISOString() });
  });

  it('hands out no token for a wrong code', () => {
    const { events } = run(withResetCode(), verify('000000', 'reset-password'), at(10));
    expect(events.map((e) => e.type)).to.deep.equal(['OtpRejected']);
  });

  it('changes the password only with the token the verified code handed out', () => {
    expect(refusal(withResetCode(), reset('token-1')).message).to.equal(RESET_TOKEN_INVALID);
    const { state } = run(withResetCode(), verify('777777', 'reset-password', 'token-1'), at(10));
    expect(refusal(state, reset('someone-elses'), at(20)).message).to.equal(RESET_TOKEN_INVALID);
    const { events } = run(state, reset('token-1'), at(20));
    expect(events).to.deep.equal([{ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'new' } }]);
  });

  it('takes a token once, and within 10 minutes of the verification', () => {
    const { state } = run(withResetCode(), verify('777777', 'reset-password', 'token-1'), at(10));
    expect(refusal(state, reset('token-1'), at(10 + 601)).message).to.equal(RESET_TOKEN_INVALID);
    const changed = run(state, reset('token-1'), at(10 + 600)).state;
    expect(refusal(changed, reset('token-1', 'other'), at(30)).message).to.equal(RESET_TOKEN_INVALID);
    expect(refusal(changed, verify('777777', 'reset-password', 'token-2'), at(30)).message).to.equal(OTP_USED);
  });

  it('a newer verification replaces the older token', () => {
    const first = run(withResetCode('777777'), verify('777777', 'reset-password', 'token-1'), at(10)).state;
    const again = run(first, { type: 'IssueOtp', purpose: 'reset-password', otpHash: hashOf('888888', 'reset-password') }, at(80)).state;
    const second = run(again, verify('888888', 'reset-password', 'token-2'), at(90)).state;
    expect(refusal(second, reset('token-1'), at(100)).message).to.equal(RESET_TOKEN_INVALID);
    expect(run(second, reset('token-2'), at(100)).events.map((e) => e.type)).to.deep.equal(['PasswordChanged']);
  });
});

describe('Account: billing, plan, activation and deletion', () => {
  const billing = { countryId: 'IN', stateId: 'IN-TG', pinCode: '500001', city: 'Hyderabad', street: 'MG Road', doorNo: '1-2' };

  it('records billing info once, and nothing when it is unchanged', () => {
    const { state, events } = run(signedUp(), { type: 'UpdateBillingInfo', billing });
    expect(events).to.have.length(1);
    expect(run(state, { type: 'UpdateBillingInfo', billing: { ...billing } }).events).to.deep.equal([]);
  });

  it('switches plan and activation only when they change', () => {
    const { state } = run(signedUp(), { type: 'ChangePlan', plan: 'pro' });
    expect(state.plan).to.equal('pro');
    expect(run(state, { type: 'ChangePlan', plan: 'pro' }).events).to.deep.equal([]);
    const off = run(state, { type: 'DeactivateAccount' }).state;
    expect(off.active).to.equal(false);
    expect(run(off, { type: 'DeactivateAccount' }).events).to.deep.equal([]);
    expect(run(off, { type: 'ReactivateAccount' }).state.active).to.equal(true);
  });

  it('deletes once; a deleted account takes no other command', () => {
    const { state } = run(signedUp(), { type: 'DeleteAccount' });
    expect(state.status).to.equal('deleted');
    expect(run(state, { type: 'DeleteAccount' }).events).to.deep.equal([]);
    expect(refusal(state, { type: 'UpdateBillingInfo', billing }).status).to.equal(404);
  });
});
