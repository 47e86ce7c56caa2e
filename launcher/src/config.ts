import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAIL_FROM } from '@more-ai/command-api/mail/mailer';
import type { OpenAiConfig } from '@more-ai/platform';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Loopback unless asked: the embedded app has a dev mailbox and demo logins, not for a network.
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.string().url().optional(),
  EVENTSTORE_URL: z.string().min(1).optional(),
  PII_MASTER_KEY: z.string().min(1).optional(),
  SESSION_SECRET: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(1).default(DEFAULT_MAIL_FROM),
  SUPERADMIN_EMAIL: z.string().email('SUPERADMIN_EMAIL must be an e-mail address').optional(),
  SUPERADMIN_PASSWORD: z.string().min(1).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.string().url('OPENAI_BASE_URL must be a URL').optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  PROCESS_GRACE_SECONDS: z.coerce.number().int().min(1).optional(),
});

export interface LauncherConfig {
  port: number;
  host: string;
  dataDir: string;
  /** When unset, an embedded PostgreSQL under DATA_DIR/postgres is used. */
  databaseUrl: string | undefined;
  eventstoreUrl: string | undefined;
  /** When unset, a key file under DATA_DIR/secrets is created and kept. */
  piiMasterKey: string | undefined;
  /** When unset, a key file under DATA_DIR/secrets is created and kept, so sessions survive restarts. */
  sessionSecret: string | undefined;
  logLevel: string;
  /** When unset, mail goes to the embedded dev mailbox (GET /dev/mailbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Created at start when its e-mail has no account yet. */
  superadmin: { email: string; password: string } | undefined;
  /** When set, the OpenAI engine answers recommendation requests (the local engine stands in when it fails). */
  openai: OpenAiConfig | undefined;
  /** How long a signup or a watchlist create may stay half done before its reactor finishes it; unset, the processes' default. */
  processGraceSeconds: number | undefined;
}

/** `npm start`'s settings, all optional: the embedded defaults need none (README lists them). */
export function readLauncherConfig(env: NodeJS.ProcessEnv = process.env): LauncherConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid setting ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  if (Boolean(e.SUPERADMIN_EMAIL) !== Boolean(e.SUPERADMIN_PASSWORD)) throw new Error('Invalid setting: set SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD together');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    eventstoreUrl: e.EVENTSTORE_URL,
    piiMasterKey: e.PII_MASTER_KEY,
    sessionSecret: e.SESSION_SECRET,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    superadmin: e.SUPERADMIN_EMAIL && e.SUPERADMIN_PASSWORD ? { email: e.SUPERADMIN_EMAIL, password: e.SUPERADMIN_PASSWORD } : undefined,
    openai: e.OPENAI_API_KEY ? { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL } : undefined,
    processGraceSeconds: e.PROCESS_GRACE_SECONDS,
  };
}
