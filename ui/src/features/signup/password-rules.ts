/** SPEC §5, §9: at least 8 characters, a digit and one of ! @ # $ % ^ & * (the server checks the same). */
export const passwordRules = [
  { label: 'At least 8 characters', met: (password: string) => password.length >= 8 },
  { label: 'At least one digit', met: (password: string) => /\d/.test(password) },
  { label: 'One of ! @ # $ % ^ & *', met: (password: string) => /[!@#$%^&*]/.test(password) },
] as const;

export function meetsPasswordRules(password: string): boolean {
  return passwordRules.every((rule) => rule.met(password));
}
