import { z } from 'zod';

const ServiceEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535),
  DATABASE_URL: z.string().url({ message: 'DATABASE_URL must be a postgres:// URL' }),
  EVENTSTORE_URL: z.string().min(1).optional(),
  PII_MASTER_KEY: z.string().min(1, 'PII_MASTER_KEY is required when a service runs on its own'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_SECRET: z.string().min(1).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(1).optional(),
  SUPERADMIN_EMAIL: z.string().email('SUPERADMIN_EMAIL must be an e-mail address').optional(),
  SUPERADMIN_PASSWORD: z.string().min(1).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.string().url({ message: 'OPENAI_BASE_URL must be a URL' }).optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  PROCESS_GRACE_SECONDS: z.coerce.number().int().min(1).optional(),
});

export interface ServiceConfig {
  port: number;
  databaseUrl: string;
  eventstoreUrl: string | undefined;
  piiMasterKey: string;
  logLevel: string;
  /** Base64; the APIs that check sessions require it (sessionSecretFrom), the projections do not. */
  sessionSecret: string | undefined;
  /** The mail server (the command-api sends mail and requires it). */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** The superadmin the command-api makes sure exists, when both SUPERADMIN_ variables are set. */
  superadmin: { email: string; password: string } | undefined;
  /** The OpenAI engine (the command-api's recommendations), when OPENAI_API_KEY is set. */
  openai: OpenAiConfig | undefined;
  /** How long the processes let a signup or a watchlist create stay half done; unset, their default. */
  processGraceSeconds: number | undefined;
}

/** OPENAI_API_KEY, OPENAI_BASE_URL (any OpenAI-compatible server) and OPENAI_MODEL. */
export interface OpenAiConfig {
  apiKey: string;
  baseUrl: string | undefined;
  model: string;
}

/**
 * Settings of a service run on its own (docker-compose): unlike `npm start` there is no embedded
 * default, so the database and the personal-data master key must be given.
 */
export function readServiceConfig(defaultPort: number, env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const parsed = ServiceEnv.safeParse({ PORT: String(defaultPort), ...definedOnly(env) });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid setting ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  if (Boolean(e.SUPERADMIN_EMAIL) !== Boolean(e.SUPERADMIN_PASSWORD)) throw new Error('Invalid setting: set SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD together');
  const superadmin = e.SUPERADMIN_EMAIL && e.SUPERADMIN_PASSWORD ? { email: e.SUPERADMIN_EMAIL, password: e.SUPERADMIN_PASSWORD } : undefined;
  const openai = e.OPENAI_API_KEY ? { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL } : undefined;
  return { port: e.PORT, databaseUrl: e.DATABASE_URL, eventstoreUrl: e.EVENTSTORE_URL, piiMasterKey: e.PII_MASTER_KEY, logLevel: e.LOG_LEVEL, sessionSecret: e.SESSION_SECRET, smtpUrl: e.SMTP_URL, mailFrom: e.MAIL_FROM, superadmin, openai, processGraceSeconds: e.PROCESS_GRACE_SECONDS };
}

function definedOnly(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])));
}
