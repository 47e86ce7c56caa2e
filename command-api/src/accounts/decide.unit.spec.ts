import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { CANNOT_CHANGE_SUPERADMIN, CANNOT_DEACTIVATE_SELF, ONLY_SUPERADMIN_CHANGES_ADMINS } from '@more-ai/contracts/api/admin';
import type { AccountEvent, AccountRole, OtpPurpose } from '@more-ai/events/catalog/index';
import { Conflict, Forbidden, InvalidInput, LimitReached, NotFound } from '@more-ai/platform';
import { deciderSpec } from '@more-ai/testing/decider-spec';
import { accountDecider, OtpResendTooSoon, otpRefusal, type AccountActor, type AccountCommand } from './decide';
import { otpHash, resetTokenHash } from './otp';

const pepper = randomBytes(32);
const email = 'asha@example.com';
const userId = 'u1';
const start = new Date('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
const spec = deciderSpec(accountDecider, { now: start });
// SPEC §8 (forgot password): 'Invalid OTP'.
const INVALID_OTP = 'Invalid OTP';
const RESET_TOKEN_INVALID = 'This password reset has expired or was already used. Please request a new code.';
const EMAIL_ALREADY_VERIFIED = 'Email is already verified';
const hashOf = (code: string, purpose: OtpPurpose = 'verify-email', forEmail = email) => otpHash(pepper, purpose, forEmail, code);
/** A delivery id per code, which (like the real one) does not spell the code out. */
const deliveryOf = (code: string) => `delivery-${Buffer.from(code).toString('base64url')}`;
const tokenHashOf = (token: string) => resetTokenHash(pepper, userId, token);

const register: AccountCommand = {
  type: 'RegisterAccount',
  userId,
  username: 'asha',
  email,
  passwordHash: 'scrypt$hash',
  role: 'user',
  verified: false,
  otp: { hash: hashOf('123456'), deliveryId: deliveryOf('123456') },
};
const verify = (code: string, purpose: OtpPurpose = 'verify-email', resetToken = 'token-1'): AccountCommand =>
  purpose === 'verify-email'
    ? { type: 'VerifyOtp', purpose, otpHash: hashOf(code, purpose) }
    : { type: 'VerifyOtp', purpose, otpHash: hashOf(code, purpose), resetTokenHash: tokenHashOf(resetToken) };
const issue = (code: string, purpose: OtpPurpose = 'verify-email'): AccountCommand => ({
  type: 'IssueOtp',
  purpose,
  otpHash: hashOf(code, purpose),
  deliveryId: deliveryOf(code),
});
const reset = (token: string, passwordHash = 'new'): AccountCommand => ({
  type: 'ResetPassword',
  resetTokenHash: tokenHashOf(token),
  passwordHash,
});

const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: { userId, username: 'asha', email, passwordHash: 'scrypt$hash', role: 'user', registeredAt: start.toISOString() },
};
const issued = (code: string, purpose: OtpPurpose = 'verify-email', when = start): AccountEvent => ({
  type: 'OtpIssued',
  data: {
    userId,
    purpose,
    otpHash: hashOf(code, purpose),
    expiresAt: new Date(when.getTime() + 600_000).toISOString(),
    deliveryId: deliveryOf(code),
  },
});
const rejected = (purpose: OtpPurpose = 'verify-email'): AccountEvent => ({ type: 'OtpRejected', data: { userId, purpose } });
const accepted = (purpose: OtpPurpose, when: Date): AccountEvent => ({
  type: 'OtpAccepted',
  data: { userId, purpose, acceptedAt: when.toISOString() },
});
const emailVerified: AccountEvent = { type: 'EmailVerified', data: { userId } };
const tokenIssued = (token: string, when: Date): AccountEvent => ({
  type: 'ResetTokenIssued',
  data: { userId, tokenHash: tokenHashOf(token), expiresAt: new Date(when.getTime() + 600_000).toISOString() },
});
const passwordChanged = (passwordHash = 'new'): AccountEvent => ({ type: 'PasswordChanged', data: { userId, passwordHash } });

/** Signed up with the code 123456 mailed at `start`. */
const signedUp = [registered, issued('123456')];
const fiveWrongTries = Array.from({ length: 5 }, () => rejected());

describe('Account: signing up and verifying the e-mail', () => {
  it('registers an unverified account with a verify-email code, keeping only its hash', () => {
    spec.given([]).when(register).then(signedUp);
    expect(JSON.stringify(accountDecider.decide(register, accountDecider.initialState(), { now: start }))).not.to.include('123456');
  });

  it('registers an account that starts verified, and a registration retried appends nothing', () => {
    spec
      .given([])
      .when({ ...register, verified: true, otp: undefined })
      .then([registered, emailVerified]);
    spec.given(signedUp).when(register).then([]);
  });

  it('verifies the e-mail with the right code', () => {
    spec
      .given(signedUp)
      .when(verify('123456'), { now: at(30) })
      .then([accepted('verify-email', at(30)), emailVerified]);
  });

  it('counts a wrong code and answers Invalid OTP', () => {
    spec.given(signedUp).when(verify('654321')).then([rejected()]);
    const refusal = otpRefusal([rejected()]);
    expect(refusal).to.be.instanceOf(InvalidInput);
    expect([refusal?.message, refusal?.code]).to.deep.equal([INVALID_OTP, 'OTP_INVALID']);
    expect(otpRefusal([accepted('verify-email', start), emailVerified])).to.equal(undefined);
  });

  it('refuses the right code after five wrong tries; wrong codes keep getting Invalid OTP, as for an e-mail without an account', () => {
    spec
      .given([...signedUp, ...fiveWrongTries.slice(1)])
      .when(verify('000000'))
      .then([rejected()]);
    // The sixth is not counted (the code is dead), and answered the same.
    spec
      .given([...signedUp, ...fiveWrongTries])
      .when(verify('000000'))
      .thenThrows(InvalidInput, INVALID_OTP, 'OTP_INVALID');
    spec
      .given([...signedUp, ...fiveWrongTries])
      .when(verify('123456'))
      .thenThrows(LimitReached, 'Too many wrong codes. Please request a new one.', 'OTP_TOO_MANY_TRIES');
  });

  it('refuses an expired code; only the right code learns that it expired', () => {
    spec
      .given(signedUp)
      .when(verify('123456'), { now: at(601) })
      .thenThrows(InvalidInput, 'This code has expired. Please request a new one.', 'OTP_EXPIRED');
    spec
      .given(signedUp)
      .when(verify('654321'), { now: at(601) })
      .thenThrows(InvalidInput, INVALID_OTP, 'OTP_INVALID');
  });

  it('takes the right code until the very moment it expires, 10 minutes after it was sent, and counts wrong ones until then', () => {
    spec
      .given(signedUp)
      .when(verify('123456'), { now: at(600) })
      .then([accepted('verify-email', at(600)), emailVerified]);
    spec
      .given(signedUp)
      .when(verify('654321'), { now: at(600) })
      .then([rejected()]);
  });

  it('counts no wrong code for an account verified when it was created: Invalid OTP', () => {
    spec
      .given([registered, emailVerified, issued('123456')])
      .when(verify('654321'))
      .thenThrows(InvalidInput, INVALID_OTP, 'OTP_INVALID');
  });

  it('refuses a code of another purpose or e-mail', () => {
    spec
      .given(signedUp)
      .when({ type: 'VerifyOtp', purpose: 'verify-email', otpHash: hashOf('123456', 'reset-password') })
      .then([rejected()]);
    spec
      .given(signedUp)
      .when({ type: 'VerifyOtp', purpose: 'verify-email', otpHash: hashOf('123456', 'verify-email', 'ravi@example.com') })
      .then([rejected()]);
    // No reset code was ever issued: nothing to count, the same answer.
    spec.given(signedUp).when(verify('123456', 'reset-password')).thenThrows(InvalidInput, INVALID_OTP, 'OTP_INVALID');
  });

  it('refuses to verify an e-mail twice; only the right code learns that it is verified', () => {
    const verified = [...signedUp, accepted('verify-email', start), emailVerified];
    spec.given(verified).when(verify('123456')).thenThrows(Conflict, EMAIL_ALREADY_VERIFIED, 'EMAIL_ALREADY_VERIFIED');
    spec.given(verified).when(verify('654321')).thenThrows(InvalidInput, INVALID_OTP, 'OTP_INVALID');
    spec.given(verified).when(issue('222222')).thenThrows(Conflict, EMAIL_ALREADY_VERIFIED, 'EMAIL_ALREADY_VERIFIED');
  });

  it('sends a new code only 60 s after the last one, saying how long to wait', () => {
    spec
      .given(signedUp)
      .when(issue('222222'), { now: at(45) })
      .thenThrows(OtpResendTooSoon, 'Please wait 15 seconds before requesting a new code.', 'OTP_RESEND_TOO_SOON');
    expect(new OtpResendTooSoon(15).retryAfterSeconds).to.equal(15);
    spec
      .given(signedUp)
      .when(issue('222222'), { now: at(60) })
      .then([issued('222222', 'verify-email', at(60))]);
    const reissued = [...signedUp, issued('222222', 'verify-email', at(60))];
    spec
      .given(reissued)
      .when(verify('222222'), { now: at(61) })
      .then([accepted('verify-email', at(61)), emailVerified]);
    spec
      .given(reissued)
      .when(verify('123456'), { now: at(61) })
      .then([rejected()]);
  });

  it('gives a fresh code five new tries', () => {
    spec
      .given([...signedUp, ...fiveWrongTries, issued('222222', 'verify-email', at(100))])
      .when(verify('222222'), { now: at(101) })
      .then([accepted('verify-email', at(101)), emailVerified]);
  });
});

describe('Account: a signup that did not finish', () => {
  const abandon: AccountCommand = { type: 'AbandonRegistration', userId };
  const abandoned: AccountEvent = { type: 'RegistrationAbandoned', data: { userId } };

  it('is abandoned once, and then never registers, so what it reserved can be given to the next signup', () => {
    spec.given([]).when(abandon).then([abandoned]);
    spec.given([abandoned]).when(abandon).then([]);
    spec.given([abandoned]).when(register).thenThrows(Conflict, 'This signup did not finish. Please sign up again.', 'SIGNUP_ABANDONED');
  });

  it('leaves a registered account as it is: a late abandonment finds nothing to give up', () => {
    spec.given(signedUp).when(abandon).then([]);
  });
});

describe('Account: resetting the password', () => {
  const verified = [...signedUp, accepted('verify-email', start), emailVerified];
  const withResetCode = [...verified, issued('777777', 'reset-password')];
  const withToken = [...withResetCode, accepted('reset-password', at(10)), tokenIssued('token-1', at(10))];

  it('hands out a reset token for the right reset code, valid for 10 minutes', () => {
    spec
      .given(withResetCode)
      .when(verify('777777', 'reset-password', 'token-1'), { now: at(10) })
      .then([accepted('reset-password', at(10)), tokenIssued('token-1', at(10))]);
  });

  it('sends a reset code to an account whose e-mail is verified, without verifying anything again', () => {
    spec
      .given(verified)
      .when(issue('777777', 'reset-password'))
      .then([issued('777777', 'reset-password')]);
  });

  it('hands out no token for a wrong code', () => {
    spec
      .given(withResetCode)
      .when(verify('000000', 'reset-password'), { now: at(10) })
      .then([rejected('reset-password')]);
  });

  it('changes the password only with the token the verified code handed out', () => {
    spec.given(withResetCode).when(reset('token-1')).thenThrows(InvalidInput, RESET_TOKEN_INVALID, 'RESET_TOKEN_INVALID');
    spec
      .given(withToken)
      .when(reset('someone-elses'), { now: at(20) })
      .thenThrows(InvalidInput, RESET_TOKEN_INVALID, 'RESET_TOKEN_INVALID');
    spec
      .given(withToken)
      .when(reset('token-1'), { now: at(20) })
      .then([passwordChanged()]);
  });

  it('takes a token once, and within 10 minutes of the verification', () => {
    spec
      .given(withToken)
      .when(reset('token-1'), { now: at(10 + 601) })
      .thenThrows(InvalidInput, RESET_TOKEN_INVALID, 'RESET_TOKEN_INVALID');
    spec
      .given(withToken)
      .when(reset('token-1'), { now: at(10 + 600) })
      .then([passwordChanged()]);
    const changed = [...withToken, passwordChanged()];
    spec
      .given(changed)
      .when(reset('token-1', 'other'), { now: at(30) })
      .thenThrows(InvalidInput, RESET_TOKEN_INVALID, 'RESET_TOKEN_INVALID');
    spec
      .given(changed)
      .when(verify('777777', 'reset-password', 'token-2'), { now: at(30) })
      .thenThrows(InvalidInput, 'This code has already been used. Please request a new one.', 'OTP_USED');
  });

  it('a newer verification replaces the older token', () => {
    const second = [
      ...withToken,
      issued('888888', 'reset-password', at(80)),
      accepted('reset-password', at(90)),
      tokenIssued('token-2', at(90)),
    ];
    spec
      .given(second)
      .when(reset('token-1'), { now: at(100) })
      .thenThrows(InvalidInput, RESET_TOKEN_INVALID, 'RESET_TOKEN_INVALID');
    spec
      .given(second)
      .when(reset('token-2'), { now: at(100) })
      .then([passwordChanged()]);
  });
});

describe('Account: billing, plan, activation and deletion', () => {
  const billing = { countryId: 'IN', stateId: 'IN-TG', pinCode: '500001', city: 'Hyderabad', street: 'MG Road', doorNo: '1-2' };
  const billingUpdated: AccountEvent = { type: 'BillingInfoUpdated', data: { userId, ...billing } };
  const planChanged: AccountEvent = { type: 'PlanChanged', data: { userId, plan: 'pro' } };
  const deactivated: AccountEvent = { type: 'AccountDeactivated', data: { userId } };
  const deleted: AccountEvent = { type: 'AccountDeleted', data: { userId } };

  it('records billing info once, and nothing when it is unchanged', () => {
    spec.given(signedUp).when({ type: 'UpdateBillingInfo', billing }).then([billingUpdated]);
    spec
      .given([...signedUp, billingUpdated])
      .when({ type: 'UpdateBillingInfo', billing: { ...billing } })
      .then([]);
  });

  it('switches plan only when it changes', () => {
    spec.given(signedUp).when({ type: 'ChangePlan', plan: 'pro' }).then([planChanged]);
    spec
      .given([...signedUp, planChanged])
      .when({ type: 'ChangePlan', plan: 'pro' })
      .then([]);
  });

  describe('switching an account off and on', () => {
    const admin = { userId: 'admin-1', role: 'admin' as const };
    const chief = { userId: 'chief-1', role: 'superadmin' as const };
    const deactivate = (by: AccountActor): AccountCommand => ({ type: 'DeactivateAccount', by });
    const reactivate = (by: AccountActor): AccountCommand => ({ type: 'ReactivateAccount', by });
    const reactivated = { type: 'AccountReactivated' as const, data: { userId } };
    const registeredAs = (role: AccountRole): AccountEvent[] => [
      {
        type: 'AccountRegistered',
        data: { userId, username: 'asha', email, passwordHash: 'scrypt$hash', role, registeredAt: start.toISOString() },
      },
    ];

    it("lets an admin switch a user's account off and on, each only when it changes", () => {
      spec.given(signedUp).when(deactivate(admin)).then([deactivated]);
      spec
        .given([...signedUp, deactivated])
        .when(deactivate(admin))
        .then([]);
      spec
        .given([...signedUp, deactivated])
        .when(reactivate(admin))
        .then([reactivated]);
      spec.given(signedUp).when(reactivate(admin)).then([]);
      spec
        .given([...signedUp, deactivated, reactivated])
        .when(deactivate(chief))
        .then([deactivated]);
    });

    it('refuses anyone switching their own account', () => {
      const self = { userId, role: 'admin' as const };
      spec.given(registeredAs('admin')).when(deactivate(self)).thenThrows(Forbidden, CANNOT_DEACTIVATE_SELF, 'CANNOT_DEACTIVATE_SELF');
      spec
        .given(registeredAs('superadmin'))
        .when(reactivate({ userId, role: 'superadmin' }))
        .thenThrows(Forbidden, CANNOT_DEACTIVATE_SELF, 'CANNOT_DEACTIVATE_SELF');
    });

    it("refuses changing a superadmin's account, even to a superadmin and even when nothing would change", () => {
      spec
        .given(registeredAs('superadmin'))
        .when(deactivate(chief))
        .thenThrows(Forbidden, CANNOT_CHANGE_SUPERADMIN, 'CANNOT_CHANGE_SUPERADMIN');
      spec
        .given(registeredAs('superadmin'))
        .when(reactivate(admin))
        .thenThrows(Forbidden, CANNOT_CHANGE_SUPERADMIN, 'CANNOT_CHANGE_SUPERADMIN');
    });

    it("lets only a superadmin switch an admin's account", () => {
      spec
        .given(registeredAs('admin'))
        .when(deactivate(admin))
        .thenThrows(Forbidden, ONLY_SUPERADMIN_CHANGES_ADMINS, 'ONLY_SUPERADMIN_CHANGES_ADMINS');
      spec
        .given(registeredAs('admin'))
        .when(reactivate(admin))
        .thenThrows(Forbidden, ONLY_SUPERADMIN_CHANGES_ADMINS, 'ONLY_SUPERADMIN_CHANGES_ADMINS');
      spec.given(registeredAs('admin')).when(deactivate(chief)).then([deactivated]);
      spec
        .given([...registeredAs('admin'), deactivated])
        .when(reactivate(chief))
        .then([reactivated]);
    });

    it('refuses a plain user, whatever the route let through', () => {
      spec
        .given(signedUp)
        .when(deactivate({ userId: 'u2', role: 'user' }))
        .thenThrows(Forbidden, 'You are not allowed to do this', 'FORBIDDEN');
    });

    it('refuses an account that does not exist or was deleted', () => {
      spec.given([]).when(deactivate(admin)).thenThrows(NotFound, 'Account not found', 'ACCOUNT_NOT_FOUND');
      spec
        .given([...signedUp, deleted])
        .when(reactivate(admin))
        .thenThrows(NotFound, 'Account not found', 'ACCOUNT_NOT_FOUND');
    });
  });

  it('starts a new account on the FREE plan', () => {
    spec.given(signedUp).when({ type: 'ChangePlan', plan: 'free' }).then([]);
  });

  it('deletes once; a deleted account takes no other command', () => {
    spec.given(signedUp).when({ type: 'DeleteAccount' }).then([deleted]);
    spec
      .given([...signedUp, deleted])
      .when({ type: 'DeleteAccount' })
      .then([]);
    spec
      .given([...signedUp, deleted])
      .when({ type: 'UpdateBillingInfo', billing })
      .thenThrows(NotFound, 'Account not found', 'ACCOUNT_NOT_FOUND');
    spec.given([]).when({ type: 'ChangePlan', plan: 'pro' }).thenThrows(NotFound, 'Account not found', 'ACCOUNT_NOT_FOUND');
    spec.given([]).when({ type: 'DeleteAccount' }).thenThrows(NotFound, 'Account not found', 'ACCOUNT_NOT_FOUND');
  });
});
