import { meetsPasswordRules } from './password-rules';

export interface SignupForm {
  readonly username: string;
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly acceptedTerms: boolean;
}

export const emptySignupForm: SignupForm = { username: '', email: '', password: '', confirmPassword: '', acceptedTerms: false };

export const PASSWORD_RULES_MESSAGE = 'Password does not meet requirements';
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match';
export const TERMS_MESSAGE = 'Please accept the Terms of service to continue';

/** SPEC §5 field helpers, shown while typing once a field has something in it. */
export function signupHelpers(form: SignupForm): { password?: string; confirmPassword?: string } {
  return {
    ...(form.password && !meetsPasswordRules(form.password) ? { password: "Password doesn't meet requirements" } : {}),
    ...(form.confirmPassword && form.confirmPassword !== form.password ? { confirmPassword: "Passwords don't match" } : {}),
  };
}

/** SPEC §5: Create account stays disabled until the password is valid and confirmed and the terms are ticked. */
export function canCreateAccount(form: SignupForm): boolean {
  return meetsPasswordRules(form.password) && form.password === form.confirmPassword && form.acceptedTerms;
}

/** Required fields left empty, named for their helper texts. */
export function missingSignupFields(form: SignupForm): { username?: string; email?: string } {
  return {
    ...(form.username.trim() ? {} : { username: 'Username is required' }),
    ...(form.email.trim() ? {} : { email: 'Email is required' }),
  };
}

/** Why a form with every field filled in cannot be sent yet (SPEC §5 messages), or null when it can. */
export function signupProblem(form: SignupForm): string | null {
  if (!meetsPasswordRules(form.password)) return PASSWORD_RULES_MESSAGE;
  if (form.password !== form.confirmPassword) return PASSWORDS_DIFFER_MESSAGE;
  if (!form.acceptedTerms) return TERMS_MESSAGE;
  return null;
}
