import { TextField } from '../forms/TextField';
import { Button, Callout } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { useAppDispatch, useAppSelector, usePageTitle } from '../../app/hooks';
import { safeReturnPath } from '../../app/navigation';
import { AuthCard } from '../auth/AuthCard';
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
        <TextField
          id="login-email"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          value={form.email}
          error={errors.email}
          disabled={submitting}
          onChange={(event) => setForm({ ...form, email: event.target.value })}
        />
        <TextField
          id="login-password"
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={form.password}
          error={errors.password}
          disabled={submitting}
          onChange={(event) => setForm({ ...form, password: event.target.value })}
        />
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
