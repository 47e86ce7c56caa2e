export interface NewPassword {
  readonly password: string;
  readonly confirmPassword: string;
}

/** SPEC §5: both fields required and equal; no format rule here, the server applies the password rules. */
export function newPasswordErrors({ password, confirmPassword }: NewPassword): Partial<Record<keyof NewPassword, string>> {
  const errors: Partial<Record<keyof NewPassword, string>> = {};
  if (!password) errors.password = 'Password is required';
  if (!confirmPassword) errors.confirmPassword = 'Confirm Password is required';
  else if (password && confirmPassword !== password) errors.confirmPassword = 'Passwords do not match';
  return errors;
}
