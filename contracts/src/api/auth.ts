import { z } from 'zod';
import { BillingInfoView, UserView } from '../accounts';
import { optionalText, requiredText, textField } from '../text';
import { CODE_DELIVERY_MESSAGES, DELIVERY_ID_FORMAT, type CodeDeliveryStatus } from './code-delivery';
import { commandAnswer, ok, route } from './contract';

export { CODE_DELIVERY_MESSAGES, DELIVERY_ID_FORMAT, codeDeliveryViewOf, type CodeDeliveryStatus } from './code-delivery';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_CHARACTERS = "Username may contain only letters, digits, '.', '_' and '-', and must start with a letter or digit";
export const USERNAME_TOO_SHORT = `Username must be at least ${USERNAME_MIN} characters`;
export const PASSWORD_RULES_UNMET = 'Password does not meet requirements';
/** One answer for a reset without a token, with a wrong, expired, used or superseded one: none tells more. */
export const RESET_TOKEN_INVALID = 'This password reset has expired or was already used. Please request a new code.';
/** A reset token as verify-otp hands it out: 256 random bits, base64url (43 characters). */
export const RESET_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

// Letters of any script with their combining marks, decimal digits, and three separators: a name
// a person can read aloud and type, and no symbol that imitates punctuation or spacing.
const USERNAME_ALLOWED = /^[\p{L}\p{Nd}][\p{L}\p{M}\p{Nd}._-]*$/u;

/**
 * A username: the shared text rules (no control or invisible characters, NFC), then the documented
 * set above, 3 to 30 characters. Uniqueness is decided on its skeleton (command-api's usernameSkeleton).
 */
export const Username = requiredText({ label: 'Username', max: USERNAME_MAX })
  .refine((name) => USERNAME_ALLOWED.test(name), { error: USERNAME_CHARACTERS })
  .refine((name) => [...name].length >= USERNAME_MIN, { error: USERNAME_TOO_SHORT });

// SPEC §5/§9: at least 8 characters, a digit and one of ! @ # $ % ^ & *.
const PASSWORD_RULES = /^(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/s;

const Email = requiredText({ label: 'Email', max: 254 }).meta({ example: 'asha@example.com' });
const NewPassword = z
  .string({ error: (issue) => (issue.input == null ? 'Password is required' : 'Password must be text') })
  .min(1, 'Password is required')
  .max(1024, PASSWORD_RULES_UNMET)
  .regex(PASSWORD_RULES, PASSWORD_RULES_UNMET)
  .meta({ description: 'At least 8 characters, with a digit and one of ! @ # $ % ^ & *', example: 'Popcorn#2024' });
const Otp = requiredText({ label: 'OTP', max: 32 })
  .pipe(z.string().regex(/^\d{6}$/, 'Invalid OTP'))
  .meta({ description: 'The 6-digit code mailed to the e-mail', example: '123456' });

/** POST /auth/signup and /auth/create-admin: username, email, password. */
export const SignupInput = z.object({
  username: Username,
  email: Email.pipe(z.email('Please enter a valid email address')),
  password: NewPassword,
});
export type SignupInput = z.output<typeof SignupInput>;

/** POST /auth/verify-email and /auth/verify-otp: the e-mail and the code mailed to it. */
export const OtpInput = z.object({ email: Email, otp: Otp });

/** POST /auth/resend-otp and /auth/forgot-password. */
export const EmailInput = z.object({ email: Email });

/** POST /auth/login: no rule beyond presence, a wrong pair is simply refused. */
export const LoginInput = z.object({
  email: Email,
  password: z
    .string({ error: (issue) => (issue.input == null ? 'Password is required' : 'Password must be text') })
    .min(1, 'Password is required')
    .max(1024, 'Invalid email or password'),
});

/** POST /auth/reset-password: the reset token verify-otp answered with, and the new password. */
export const ResetPasswordInput = z.object({
  email: Email,
  resetToken: z.string({ error: RESET_TOKEN_INVALID }).regex(RESET_TOKEN_FORMAT, RESET_TOKEN_INVALID),
  newPassword: NewPassword,
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
export type BillingInfoInput = z.output<typeof BillingInfoInput>;

const Message = commandAnswer({ message: z.string() });
/** Names the mail carrying the code: GET /api/auth/code-delivery/{deliveryId} tells whether it went out. */
const DeliveryId = z.string().regex(DELIVERY_ID_FORMAT, 'Invalid delivery id');
const CodeAsked = commandAnswer({ message: z.string(), deliveryId: DeliveryId });

export const CodeDeliveryView = z.object({
  status: z.enum(Object.keys(CODE_DELIVERY_MESSAGES) as [CodeDeliveryStatus, ...CodeDeliveryStatus[]]),
  message: z.string(),
});
export type CodeDeliveryView = z.output<typeof CodeDeliveryView>;
const SignedIn = commandAnswer({ user: UserView, csrfToken: z.string() });
const TAG = 'Account';

export const signup = route({
  method: 'post',
  path: '/api/auth/signup',
  operationId: 'signup',
  summary: 'Sign up: the account waits for the code mailed to the e-mail',
  tag: TAG,
  access: 'public',
  request: { body: SignupInput },
  responses: {
    201: ok(
      'Signed up; a code is on its way',
      commandAnswer({ message: z.string(), email: z.string(), deliveryId: DeliveryId.optional() }),
    ),
    409: 'The e-mail or the username is taken',
  },
});

export const verifyEmail = route({
  method: 'post',
  path: '/api/auth/verify-email',
  operationId: 'verifyEmail',
  summary: 'Verify the e-mail with the mailed code, and sign in',
  tag: TAG,
  access: 'public',
  request: { body: OtpInput },
  responses: {
    200: ok(
      'Verified and signed in (sets the session cookies)',
      commandAnswer({ message: z.string(), user: UserView, csrfToken: z.string() }),
    ),
    409: 'Already verified, or the signup did not finish',
    429: 'Too many wrong codes',
  },
});

export const resendOtp = route({
  method: 'post',
  path: '/api/auth/resend-otp',
  operationId: 'resendOtp',
  summary: 'Mail a new sign-up code (the same answer for every e-mail)',
  tag: TAG,
  access: 'public',
  request: { body: EmailInput },
  responses: { 200: ok('Asked for', CodeAsked), 429: 'A code was asked for less than 60 s ago' },
});

export const codeDelivery = route({
  method: 'get',
  path: '/api/auth/code-delivery/{deliveryId}',
  operationId: 'getCodeDelivery',
  summary: "Whether a code's mail went out: sending, delayed (still trying), sent, failed (ask for a new code), replaced",
  tag: TAG,
  access: 'public',
  request: { params: z.object({ deliveryId: DeliveryId }) },
  responses: { 200: ok('What became of the mail', CodeDeliveryView) },
});

export const createAdmin = route({
  method: 'post',
  path: '/api/auth/create-admin',
  operationId: 'createAdmin',
  summary: 'Create an admin (superadmin only)',
  tag: TAG,
  access: 'superadmin',
  request: { body: SignupInput },
  responses: {
    201: ok('Created', commandAnswer({ message: z.string(), user: UserView })),
    403: 'Not a superadmin, or the CSRF token is wrong',
    409: 'The e-mail or the username is taken',
  },
});

export const login = route({
  method: 'post',
  path: '/api/auth/login',
  operationId: 'login',
  summary: 'Sign in with e-mail and password',
  tag: TAG,
  access: 'public',
  request: { body: LoginInput },
  responses: {
    200: ok('Signed in (sets the session cookies)', SignedIn),
    401: 'Wrong e-mail or password',
    403: 'The e-mail is not verified, or the account is inactive',
    429: 'Too many attempts: wait the Retry-After seconds',
  },
});

export const refresh = route({
  method: 'post',
  path: '/api/auth/refresh',
  operationId: 'refreshSession',
  summary: 'Rotate the refresh token and get a new access token',
  tag: TAG,
  access: 'public',
  responses: {
    200: ok('Refreshed (sets the session cookies)', commandAnswer({ csrfToken: z.string(), user: UserView })),
    401: 'The session has ended',
  },
});

export const logout = route({
  method: 'post',
  path: '/api/auth/logout',
  operationId: 'logout',
  summary: 'Sign out: the session ends everywhere before the answer',
  tag: TAG,
  access: 'public',
  responses: { 200: ok('Signed out', Message) },
});

export const forgotPassword = route({
  method: 'post',
  path: '/api/auth/forgot-password',
  operationId: 'forgotPassword',
  summary: 'Mail a password reset code (the same answer for every e-mail)',
  tag: TAG,
  access: 'public',
  request: { body: EmailInput },
  responses: { 200: ok('Asked for', CodeAsked), 429: 'A code was asked for less than 60 s ago' },
});

export const verifyOtp = route({
  method: 'post',
  path: '/api/auth/verify-otp',
  operationId: 'verifyResetCode',
  summary: 'Check a password reset code; answers a reset token',
  tag: TAG,
  access: 'public',
  request: { body: OtpInput },
  responses: {
    200: ok('The reset token, valid 10 minutes, once', commandAnswer({ message: z.string(), resetToken: z.string() })),
    429: 'Too many wrong codes',
  },
});

export const resetPassword = route({
  method: 'post',
  path: '/api/auth/reset-password',
  operationId: 'resetPassword',
  summary: 'Set a new password with a reset token; every session of the account ends',
  tag: TAG,
  access: 'public',
  request: { body: ResetPasswordInput },
  responses: { 200: ok('Reset', Message) },
});

export const updateBillingInfo = route({
  method: 'post',
  path: '/api/auth/update-billing-info',
  operationId: 'updateBillingInfo',
  summary: "Set the signed-in user's billing address",
  tag: TAG,
  access: 'user',
  request: { body: BillingInfoInput },
  responses: { 200: ok('Updated', commandAnswer({ message: z.string(), billingInfo: BillingInfoView })), 404: 'The account is gone' },
});

export const deleteAccount = route({
  method: 'delete',
  path: '/api/auth/delete-account',
  operationId: 'deleteAccount',
  summary: "Delete the signed-in user's account and erase their personal data",
  tag: TAG,
  access: 'user',
  responses: { 200: ok('Deleted (clears the session cookies)', Message), 404: 'The account is gone' },
});

export const me = route({
  method: 'get',
  path: '/api/auth/me',
  operationId: 'getMe',
  summary: 'The signed-in user',
  tag: TAG,
  access: 'user',
  responses: { 200: ok('The user', z.object({ user: UserView })), 404: 'The account is gone' },
});

export const billingInfoExists = route({
  method: 'get',
  path: '/api/auth/billing-info-exists',
  operationId: 'billingInfoExists',
  summary: 'Whether the signed-in user has given a billing address',
  tag: TAG,
  access: 'user',
  responses: { 200: ok('Whether it exists', z.object({ exists: z.boolean() })), 404: 'The account is gone' },
});

export const billingInfo = route({
  method: 'get',
  path: '/api/auth/billing-info',
  operationId: 'getBillingInfo',
  summary: "The signed-in user's billing address",
  tag: TAG,
  access: 'user',
  responses: {
    200: ok('The address, or null', z.object({ exists: z.boolean(), billingInfo: BillingInfoView.nullable() })),
    404: 'The account is gone',
  },
});

export const authContracts = [
  signup,
  codeDelivery,
  verifyEmail,
  resendOtp,
  createAdmin,
  login,
  refresh,
  logout,
  forgotPassword,
  verifyOtp,
  resetPassword,
  updateBillingInfo,
  deleteAccount,
  me,
  billingInfoExists,
  billingInfo,
];
