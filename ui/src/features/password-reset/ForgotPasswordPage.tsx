import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector, usePageTitle } from '../../app/hooks';
import { AuthCard } from '../auth/AuthCard';
import { PasswordInput } from '../auth/PasswordInput';
import { CodeDeliveryNotice } from '../code-delivery/CodeDeliveryNotice';
import {
  newPasswordSubmitted,
  passwordResetLeft,
  passwordResetOpened,
  resetCodeRequested,
  resetEmailChangeRequested,
  resetOtpSubmitted,
  type ResetStep,
} from './slice';
import { newPasswordErrors, type NewPassword } from './reset-form';

const stepNumber: Record<ResetStep, number> = { email: 1, otp: 2, password: 3 };

/** SPEC §2, §4, §5: three steps (e-mail, code, new password), then /login. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const dispatch = useAppDispatch();
  const { step, error } = useAppSelector((state) => state.passwordReset);

  useEffect(() => {
    dispatch(passwordResetOpened());
    return () => {
      dispatch(passwordResetLeft());
    };
  }, [dispatch]);

  const titles: Record<ResetStep, string> = { email: 'Forgot password', otp: 'Enter the code', password: 'Choose a new password' };

  return (
    <AuthCard
      icon={step === 'password' ? 'key' : step === 'otp' ? 'envelope' : 'lock'}
      title={titles[step]}
      footer={
        step === 'email' ? undefined : (
          <>
            Remembered it? <Link href="/login">Back to Login</Link>
          </>
        )
      }
    >
      <ol className="reset-steps" aria-label={`Step ${stepNumber[step]} of 3`}>
        {[1, 2, 3].map((n) => (
          <li key={n} data-done={n <= stepNumber[step]} />
        ))}
      </ol>
      {error && (
        <Callout intent="danger" icon="error" role="alert">
          {error}
        </Callout>
      )}
      {step === 'email' && <EmailStep />}
      {step === 'otp' && <OtpStep />}
      {step === 'password' && <NewPasswordStep />}
    </AuthCard>
  );
}

function EmailStep() {
  const dispatch = useAppDispatch();
  const { busy, email: sentTo } = useAppSelector((state) => state.passwordReset);
  const [email, setEmail] = useState(sentTo);
  const [attempted, setAttempted] = useState(false);
  const missing = attempted && !email.trim() ? 'Email is required' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (email.trim()) dispatch(resetCodeRequested(email));
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Send a reset code">
      <p className="auth-card__lead">Enter the email of your account and we will send you a code to reset your password.</p>
      <FormGroup label="Email" labelFor="reset-email" intent={missing ? 'danger' : 'none'} helperText={missing}>
        <InputGroup
          id="reset-email"
          name="email"
          type="email"
          size="large"
          autoComplete="email"
          autoFocus
          required
          value={email}
          disabled={busy}
          intent={missing ? 'danger' : 'none'}
          aria-invalid={Boolean(missing)}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormGroup>
      <div className="auth-card__actions">
        <Button type="submit" intent="primary" size="large" fill icon="send-message" loading={busy}>
          Send OTP
        </Button>
        <Link href="/login" className="auth-card__back">
          Back to Login
        </Link>
      </div>
    </form>
  );
}

function OtpStep() {
  const dispatch = useAppDispatch();
  const { busy, email, notice, delivery } = useAppSelector((state) => state.passwordReset);
  const [otp, setOtp] = useState('');
  // 'OTP Sent!' would contradict a mail the server is still trying, or gave up on.
  const mailInTrouble = delivery?.status === 'delayed' || delivery?.status === 'failed';
  const [attempted, setAttempted] = useState(false);
  const missing = attempted && !otp.trim() ? 'OTP is required' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (otp.trim()) dispatch(resetOtpSubmitted(otp));
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Verify the reset code">
      {notice && !mailInTrouble && (
        <Callout intent="success" icon="tick-circle">
          {notice}
        </Callout>
      )}
      <CodeDeliveryNotice
        delivery={delivery}
        sentLine={!notice}
        action={
          <Button
            className="auth-card__callout-action"
            intent="primary"
            variant="outlined"
            size="small"
            icon="refresh"
            text="Resend Code"
            loading={busy}
            onClick={() => dispatch(resetCodeRequested(email))}
          />
        }
      />
      <p className="auth-card__lead">
        We sent a 6-digit code to <strong>{email}</strong>. It is valid for 10 minutes.
      </p>
      <FormGroup label="OTP" labelFor="reset-otp" intent={missing ? 'danger' : 'none'} helperText={missing}>
        <InputGroup
          id="reset-otp"
          name="otp"
          className="otp-input"
          size="large"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={6}
          required
          value={otp}
          disabled={busy}
          intent={missing ? 'danger' : 'none'}
          aria-invalid={Boolean(missing)}
          onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
        />
      </FormGroup>
      <div className="auth-card__actions">
        <Button type="submit" intent="primary" size="large" fill icon="endorsed" loading={busy}>
          Verify OTP
        </Button>
        <Button variant="minimal" fill icon="edit" disabled={busy} onClick={() => dispatch(resetEmailChangeRequested())}>
          Use another email or send a new code
        </Button>
      </div>
    </form>
  );
}

function NewPasswordStep() {
  const dispatch = useAppDispatch();
  const { busy } = useAppSelector((state) => state.passwordReset);
  const [form, setForm] = useState<NewPassword>({ password: '', confirmPassword: '' });
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? newPasswordErrors(form) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (Object.keys(newPasswordErrors(form)).length === 0) dispatch(newPasswordSubmitted(form.password));
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Set a new password">
      <p className="auth-card__lead">
        Use at least 8 characters with a digit and one of ! @ # $ % ^ & *. You will sign in again on every device.
      </p>
      <FormGroup label="New password" labelFor="reset-password" intent={errors.password ? 'danger' : 'none'} helperText={errors.password}>
        <PasswordInput
          id="reset-password"
          name="password"
          size="large"
          autoComplete="new-password"
          autoFocus
          required
          value={form.password}
          disabled={busy}
          intent={errors.password ? 'danger' : 'none'}
          aria-invalid={Boolean(errors.password)}
          onChange={(event) => setForm({ ...form, password: event.target.value })}
        />
      </FormGroup>
      <FormGroup
        label="Confirm Password"
        labelFor="reset-confirm-password"
        intent={errors.confirmPassword ? 'danger' : 'none'}
        helperText={errors.confirmPassword}
      >
        <PasswordInput
          id="reset-confirm-password"
          name="confirmPassword"
          size="large"
          autoComplete="new-password"
          required
          value={form.confirmPassword}
          disabled={busy}
          intent={errors.confirmPassword ? 'danger' : 'none'}
          aria-invalid={Boolean(errors.confirmPassword)}
          onChange={(event) => setForm({ ...form, confirmPassword: event.target.value })}
        />
      </FormGroup>
      <Button type="submit" intent="primary" size="large" fill icon="key" loading={busy}>
        Reset Password
      </Button>
    </form>
  );
}
