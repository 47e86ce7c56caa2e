import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Redirect } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { useAppDispatch, useAppSelector, usePageTitle } from '../../app/hooks';
import { AuthCard } from '../auth/AuthCard';
import { CodeDeliveryNotice } from '../code-delivery/CodeDeliveryNotice';
import { deliveryIdOf } from '../code-delivery/follow';
import { otpResendRequested, otpSubmitted, verifyScreenLeft, verifyScreenOpened } from './slice';
import { useCountdown } from './use-countdown';

/**
 * SPEC §4: the verify-email step; it needs the e-mail the signup form sent in navigation state, and
 * follows the code's mail when the state names its delivery.
 */
export function VerifyOtpPage() {
  usePageTitle('Verify your email');
  const state: unknown = useHistoryState();
  const { email, deliveryId } = typeof state === 'object' && state !== null ? (state as { email?: unknown; deliveryId?: unknown }) : {};
  if (typeof email !== 'string' || !email) return <Redirect to="/signup" replace />;
  return <VerifyOtpForm email={email} deliveryId={deliveryIdOf(deliveryId)} />;
}

function VerifyOtpForm({ email, deliveryId }: { email: string; deliveryId: string | undefined }) {
  const dispatch = useAppDispatch();
  const { verifying, resending, verifyError, resendWait, delivery } = useAppSelector((state) => state.signup);
  const [otp, setOtp] = useState('');
  const [attempted, setAttempted] = useState(false);
  const secondsLeft = useCountdown(resendWait.seconds, resendWait.restarts);
  const missing = attempted && !otp.trim() ? 'Verification code is required' : undefined;
  const mailFailed = delivery?.status === 'failed';

  useEffect(() => {
    dispatch(verifyScreenOpened({ deliveryId }));
    return () => {
      dispatch(verifyScreenLeft());
    };
  }, [dispatch, deliveryId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (otp.trim()) dispatch(otpSubmitted({ email, otp }));
    else document.getElementById('verify-otp')?.focus();
  };

  return (
    <AuthCard
      icon="envelope"
      title="Verify your email"
      lead={
        <>
          We sent a 6-digit code to <strong>{email}</strong>. Enter it below to finish creating your account.
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-label="Verify email">
        <CodeDeliveryNotice delivery={delivery} resendWaitRuns={secondsLeft > 0} />
        {verifyError && (
          <Callout intent="danger" icon="error" role="alert">
            {verifyError}
          </Callout>
        )}
        <FormGroup label="Verification code" labelFor="verify-otp" intent={missing ? 'danger' : 'none'} helperText={missing}>
          <InputGroup
            id="verify-otp"
            name="otp"
            className="otp-input"
            size="large"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={otp}
            disabled={verifying}
            intent={missing ? 'danger' : 'none'}
            aria-invalid={Boolean(missing)}
            onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
          />
        </FormGroup>
        <div className="auth-card__actions">
          <Button type="submit" intent="primary" size="large" fill icon="endorsed" loading={verifying}>
            Verify Email
          </Button>
          {/* Once the mail failed, a new code is the only way on: Resend Code stands out. */}
          <Button
            size="large"
            fill
            variant={mailFailed ? 'outlined' : 'minimal'}
            intent={mailFailed ? 'primary' : 'none'}
            icon="refresh"
            loading={resending}
            disabled={secondsLeft > 0 || verifying}
            onClick={() => dispatch(otpResendRequested(email))}
          >
            Resend Code
          </Button>
        </div>
        <p className="otp-countdown">
          {secondsLeft > 0 ? `You can ask for a new code in ${secondsLeft} s.` : "Didn't get the code? You can ask for a new one now."}
        </p>
      </form>
    </AuthCard>
  );
}
