import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { SignupInput } from '@more-ai/contracts/api/auth';
import type { AccountRole } from '@more-ai/events/catalog/index';
import { maxPosition, START, type GlobalPosition } from '@more-ai/events/position';
import { DomainError, parseInput } from '@more-ai/platform';
import type { CommandHandler, CommandMetadata } from '../pipeline/handle-command';
import { findAccount, registerAccount, type OtpKeys } from './registration';

export interface AccountSeedOptions {
  /** SUPERADMIN_EMAIL / SUPERADMIN_PASSWORD: the superadmin to have, when set. */
  superadmin?: { email: string; password: string } | undefined;
  /** Embedded mode: a demo superadmin and two demo users, each with a random password. */
  demo?: boolean;
}

/** A demo login created by this run of the seed, to be shown once. */
export interface DemoLogin {
  role: AccountRole;
  username: string;
  email: string;
  password: string;
}

const SYSTEM: CommandMetadata = { actor: 'system', correlationId: 'seed', causationId: 'seed' };

const DEMO_ACCOUNTS: readonly { role: AccountRole; username: string; email: string }[] = [
  { role: 'superadmin', username: 'superadmin', email: 'superadmin@moreai.local' },
  { role: 'user', username: 'asha', email: 'asha@moreai.local' },
  { role: 'user', username: 'ravi', email: 'ravi@moreai.local' },
];

/**
 * Creates the configured superadmin and, in embedded mode, the demo accounts, unless their e-mails
 * already have accounts: safe at every start. Returns the demo logins it created (only at the first
 * start; a configured superadmin's password is the operator's and never shown) and the position the
 * read side must reach.
 */
export async function seedAccounts(
  commands: CommandHandler,
  keys: OtpKeys,
  { superadmin, demo = false }: AccountSeedOptions,
): Promise<{ demoLogins: DemoLogin[]; position: GlobalPosition }> {
  const wanted: (DemoLogin & { configured: boolean })[] = [];
  if (superadmin) {
    const username = superadmin.email.split('@')[0]!.slice(0, 30);
    try {
      parseInput(SignupInput, { username, ...superadmin });
    } catch (error) {
      throw new Error(`SUPERADMIN_EMAIL / SUPERADMIN_PASSWORD: ${(error as Error).message}`, { cause: error });
    }
    wanted.push({ role: 'superadmin', username, ...superadmin, configured: true });
  }
  if (demo) wanted.push(...DEMO_ACCOUNTS.map((account) => ({ ...account, password: demoPassword(), configured: false })));

  const demoLogins: DemoLogin[] = [];
  let position = START;
  for (const { configured, ...login } of wanted) {
    if (await findAccount(commands, login.email)) continue;
    try {
      const result = await registerAccount(commands, keys, { ...login, userId: randomUUID(), verified: true }, SYSTEM);
      if (result.position) position = maxPosition(position, result.position);
      if (!configured) demoLogins.push(login);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Another process seeded it first; a demo user whose name someone took is simply left out.
      if (error.code === 'EMAIL_TAKEN' || (error.code === 'USERNAME_TAKEN' && !configured)) continue;
      throw new Error(`The superadmin ${login.email} could not be created: ${error.message}`, { cause: error });
    }
  }
  return { demoLogins, position };
}

/** Meets the password rules: letters and digits, then a special character and a digit. */
function demoPassword(): string {
  return `${randomBytes(9).toString('base64url')}!${randomInt(10)}`;
}
