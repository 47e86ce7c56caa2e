import { TextField } from '../forms/TextField';
import { Button, Callout, Checkbox, FormGroup, Icon, InputGroup } from '@blueprintjs/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector, usePageTitle } from '../../app/hooks';
import { AuthCard } from '../auth/AuthCard';
import { PasswordInput } from '../auth/PasswordInput';
import { passwordRules } from './password-rules';
import { canCreateAccount, emptySignupForm, missingSignupFields, signupHelpers, signupProblem, type SignupForm } from './signup-form';
import { signupOpened, signupSubmitted } from './slice';

/** SPEC §2 Signup: the form; the verify-email step follows on /verify-otp. */
export function SignupPage() {
  usePageTitle('Sign Up');
  const dispatch = useAppDispatch();
  const { submitting, error } = useAppSelector((state) => state.signup);
  const [form, setForm] = useState<SignupForm>(emptySignupForm);
  const [attempted, setAttempted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const missing = attempted ? missingSignupFields(form) : {};
  const helpers = signupHelpers(form);

  useEffect(() => {
    dispatch(signupOpened());
  }, [dispatch]);

  const change = (field: Exclude<keyof SignupForm, 'acceptedTerms'>) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });

  // Enter in a field submits too, even while the button is disabled, so the user learns what is missing.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const empty = (['username', 'email'] as const).find((field) => missingSignupFields(form)[field]);
    if (empty) {
      setProblem(null);
      document.getElementById(`signup-${empty}`)?.focus();
      return;
    }
    const refusal = signupProblem(form);
    setProblem(refusal);
    if (!refusal) dispatch(signupSubmitted({ username: form.username, email: form.email, password: form.password }));
  };

  const shownError = problem ?? error;
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shownError) errorRef.current?.scrollIntoView({ block: 'nearest' });
  }, [shownError]);

  return (
    <AuthCard
      icon="new-person"
      title="Create your account"
      lead="Sign up to get AI recommendations, keep favorites and build watchlists."
      footer={
        <>
          Already have an account? <Link href="/login">Sign in</Link>
        </>
      }
    >
      <form onSubmit={submit} onKeyDown={submitOnEnter} noValidate aria-label="Sign up">
        <FormGroup label="Username" labelFor="signup-username" intent={missing.username ? 'danger' : 'none'} helperText={missing.username}>
          <InputGroup
            id="signup-username"
            name="username"
            size="large"
            autoComplete="username"
            maxLength={30}
            required
            value={form.username}
            disabled={submitting}
            intent={missing.username ? 'danger' : 'none'}
            aria-invalid={Boolean(missing.username)}
            onChange={change('username')}
          />
        </FormGroup>
        <TextField
          id="signup-email"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          value={form.email}
          error={missing.email}
          disabled={submitting}
          onChange={change('email')}
        />
        <FormGroup
          label="Password"
          labelFor="signup-password"
          intent={helpers.password ? 'danger' : 'none'}
          helperText={
            <>
              {helpers.password && <span className="signup-helper">{helpers.password}</span>}
              <ul className="password-rules" aria-label="Password requirements">
                {passwordRules.map((rule) => {
                  const met = rule.met(form.password);
                  return (
                    <li key={rule.label} data-met={met}>
                      <Icon icon={met ? 'tick-circle' : 'circle'} size={12} />
                      <span>
                        {rule.label}
                        <span className="visually-hidden">{met ? ' (met)' : ' (not met yet)'}</span>
                      </span>
                    </li>
                  );
                })}
              </ul>
            </>
          }
        >
          <PasswordInput
            id="signup-password"
            name="password"
            size="large"
            autoComplete="new-password"
            required
            value={form.password}
            disabled={submitting}
            intent={helpers.password ? 'danger' : 'none'}
            aria-invalid={Boolean(helpers.password)}
            onChange={change('password')}
          />
        </FormGroup>
        <TextField
          id="signup-confirm-password"
          name="confirmPassword"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={form.confirmPassword}
          error={helpers.confirmPassword}
          disabled={submitting}
          onChange={change('confirmPassword')}
        />
        <Checkbox
          className="signup-terms"
          checked={form.acceptedTerms}
          disabled={submitting}
          onChange={(event) => setForm({ ...form, acceptedTerms: event.currentTarget.checked })}
        >
          I agree to the {/* A new tab, so reading them does not lose what the user typed. */}
          <a href="/terms-conditions" target="_blank" rel="noopener">
            Terms of service
          </a>{' '}
          and the{' '}
          <a href="/privacy-policy" target="_blank" rel="noopener">
            Privacy policy
          </a>
        </Checkbox>
        {/* Beside the button that was just pressed, and scrolled to, so the answer is never out of view. */}
        <div ref={errorRef}>
          {shownError && (
            <Callout intent="danger" icon="error" role="alert">
              {shownError}
            </Callout>
          )}
        </div>
        <Button type="submit" intent="primary" size="large" fill icon="new-person" loading={submitting} disabled={!canCreateAccount(form)}>
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}

/** Browsers skip implicit submission when the submit button is disabled; this form still wants it. */
function submitOnEnter(event: React.KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (event.key !== 'Enter' || target.tagName !== 'INPUT' || (target as HTMLInputElement).type === 'checkbox') return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}
