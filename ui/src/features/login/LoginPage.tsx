import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { useAppDispatch, useAppSelector, usePageTitle } from '../../app/hooks';
import { safeReturnPath } from '../../app/navigation';
import { AuthCard } from '../auth/AuthCard';
import { PasswordInput } from '../auth/PasswordInput';
import { loginFormErrors, loginOpened, loginSubmitted, verificationRequested, type LoginForm } from './slice';

/** SPEC §2 Login (Sign In). */
export function LoginPage() {
  usePageTitle('Sign In');
  const dispatch = useAppDispatch();
  const from = safeReturnPath(useHistoryState());
  const { submitting, error, unverifiedEmail } = useAppSelector((state) => state.login);
  const [form, setForm] = useState<LoginForm>({ email: '', password: '' });
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? loginFormErrors(form) : {};

  useEffect(() => {
    dispatch(loginOpened());
  }, [dispatch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const problems = loginFormErrors(form);
    const first = (['email', 'password'] as const).find((field) => problems[field]);
    if (first) {
      document.getElementById(`login-${first}`)?.focus();
      return;
    }
    dispatch(loginSubmitted({ ...form, from }));
  };

  return (
    <AuthCard
      icon="log-in"
      title="Sign In"
      lead="Welcome back. Sign in to get your recommendations, watchlists and favorites."
      footer={
        <>
          Don't have an account? <Link href="/signup">Sign up now</Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-label="Sign in">
        {error && (
          <Callout intent="danger" icon="error" role="alert">
            {error}
            {unverifiedEmail && (
              <Button
                className="auth-card__callout-action"
                intent="primary"
                variant="outlined"
                size="small"
                text="Verify my email"
                onClick={() => dispatch(verificationRequested(unverifiedEmail))}
              />
            )}
          </Callout>
        )}
        <FormGroup label="Email" labelFor="login-email" intent={errors.email ? 'danger' : 'none'} helperText={errors.email}>
          <InputGroup
            id="login-email"
            name="email"
            type="email"
            size="large"
            autoComplete="email"
            required
            value={form.email}
            disabled={submitting}
            intent={errors.email ? 'danger' : 'none'}
            aria-invalid={Boolean(errors.email)}
            onChange={(event) => setForm({ ...form, email: event.target.value })}
          />
        </FormGroup>
        <FormGroup label="Password" labelFor="login-password" intent={errors.password ? 'danger' : 'none'} helperText={errors.password}>
          <PasswordInput
            id="login-password"
            name="password"
            size="large"
            autoComplete="current-password"
            required
            value={form.password}
            disabled={submitting}
            intent={errors.password ? 'danger' : 'none'}
            aria-invalid={Boolean(errors.password)}
            onChange={(event) => setForm({ ...form, password: event.target.value })}
          />
        </FormGroup>
        <div className="auth-card__row">
          <span />
          <Link href="/forgot-password">Forgot password?</Link>
        </div>
        <Button type="submit" intent="primary" size="large" fill icon="log-in" loading={submitting}>
          Sign In
        </Button>
      </form>
    </AuthCard>
  );
}
