import { z } from 'zod';
import { optionalText, requiredText, textField } from '@more-ai/contracts/text';
import { Username } from './username';
import { RESET_TOKEN_INVALID } from './decide';
import { RESET_TOKEN_FORMAT } from './otp';

export const PASSWORD_RULES_UNMET = 'Password does not meet requirements';

// SPEC §5/§9: at least 8 characters, a digit and one of ! @ # $ % ^ & *.
const PASSWORD_RULES = /^(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/s;

const email = requiredText({ label: 'Email', max: 254 }).pipe(z.email('Please enter a valid email address'));
const newPassword = z
  .string({ error: (issue) => (issue.input == null ? 'Password is required' : 'Password must be text') })
  .min(1, 'Password is required')
  .max(1024, PASSWORD_RULES_UNMET)
  .regex(PASSWORD_RULES, PASSWORD_RULES_UNMET);
const otp = requiredText({ label: 'OTP', max: 32 }).pipe(z.string().regex(/^\d{6}$/, 'Invalid OTP'));

/** POST /auth/signup and /auth/create-admin: username, email, password. */
export const SignupInput = z.object({
  username: Username,
  email,
  password: newPassword,
});

/** POST /auth/verify-email and /auth/verify-otp: the e-mail and the code mailed to it. */
export const OtpInput = z.object({ email: requiredText({ label: 'Email', max: 254 }), otp });

/** POST /auth/resend-otp and /auth/forgot-password. */
export const EmailInput = z.object({ email: requiredText({ label: 'Email', max: 254 }) });

/** POST /auth/login: no rule beyond presence, a wrong pair is simply refused. */
export const LoginInput = z.object({
  email: requiredText({ label: 'Email', max: 254 }),
  password: z
    .string({ error: (issue) => (issue.input == null ? 'Password is required' : 'Password must be text') })
    .min(1, 'Password is required')
    .max(1024, 'Invalid email or password'),
});

/** POST /auth/reset-password: the reset token verify-otp answered with, and the new password. */
export const ResetPasswordInput = z.object({
  email: requiredText({ label: 'Email', max: 254 }),
  resetToken: z.string({ error: RESET_TOKEN_INVALID }).regex(RESET_TOKEN_FORMAT, RESET_TOKEN_INVALID),
  newPassword,
});

/** POST /auth/update-billing-info (SPEC §3, §5): country required; state checked against it later. */
export const BillingInfoInput = z.object({
  countryId: requiredText({ label: 'Country', max: 10 }),
  stateId: textField({ label: 'State', max: 20, messages: { tooLong: 'Please select a valid state' } }).nullish(),
  pinCode: optionalText({ label: 'Pin code', max: 12 }),
  city: optionalText({ label: 'City', max: 100 }),
  street: optionalText({ label: 'Street', max: 200 }),
  doorNo: optionalText({ label: 'Door number', max: 50 }),
});

export type SignupInput = z.output<typeof SignupInput>;
export type BillingInfoInput = z.output<typeof BillingInfoInput>;
