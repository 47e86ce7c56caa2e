import path from 'node:path';
import { z } from 'zod';

const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
const SmtpUrl = z.string().regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must be an smtp:// or smtps:// URL');

/**
 * Every setting the app reads, in one table: what each one accepts. `npm start` needs none of them
 * (README lists them); a service run on its own (docker-compose) needs the ones that have no
 * embedded default. Nothing else in the code reads the environment.
 */
const Settings = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  // Loopback unless asked: the embedded app has a dev mailbox and demo logins, not for a network.
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.string().url({ message: 'DATABASE_URL must be a postgres:// URL' }).optional(),
  EVENTSTORE_URL: z.string().min(1).optional(),
  PII_MASTER_KEY: z.string().min(1).optional(),
  SESSION_SECRET: z.string().min(1).optional(),
  LOG_LEVEL: LogLevel.default('info'),
  SMTP_URL: SmtpUrl.optional(),
  MAIL_FROM: z.string().min(1).optional(),
  SUPERADMIN_EMAIL: z.string().email('SUPERADMIN_EMAIL must be an e-mail address').optional(),
  SUPERADMIN_PASSWORD: z.string().min(1).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.string().url({ message: 'OPENAI_BASE_URL must be a URL' }).optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  PROCESS_GRACE_SECONDS: z.coerce.number().int().min(1).optional(),
  COMMAND_API_URL: z.string().url({ message: 'COMMAND_API_URL must be a URL' }).default('http://localhost:3001'),
  PAYMENTS: z.enum(['sandbox', 'razorpay'], { message: "PAYMENTS must be 'sandbox' or 'razorpay'" }).default('sandbox'),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'RAZORPAY_KEY_ID must be a Razorpay key id (rzp_test_… or rzp_live_…)')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, 'RAZORPAY_KEY_SECRET is too short').optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, 'RAZORPAY_WEBHOOK_SECRET is too short').optional(),
  INVOICE_SUPPLIER_NAME: z.string().min(1).default('MoRe AI Technologies Private Limited'),
  INVOICE_SUPPLIER_GSTIN: z
    .string()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'INVOICE_SUPPLIER_GSTIN must be a 15-character GSTIN')
    .default('36AABCM1234A1Z5'),
  INVOICE_SUPPLIER_ADDRESS: z.string().min(1).default('Plot 42, HITEC City; Madhapur, Hyderabad 500081; Telangana, India'),
  INVOICE_SUPPLIER_EMAIL: z.string().email('INVOICE_SUPPLIER_EMAIL must be an e-mail address').default('billing@moreai.local'),
});

export type SettingName = keyof typeof Settings.shape;

/** OPENAI_API_KEY, OPENAI_BASE_URL (any OpenAI-compatible server) and OPENAI_MODEL. */
export interface OpenAiConfig {
  apiKey: string;
  baseUrl: string | undefined;
  model: string;
}

/** The settings as the code uses them. */
export interface Config {
  port: number;
  host: string;
  /** Absolute; the embedded PostgreSQL and the generated key files live under it. */
  dataDir: string;
  /** When unset (`npm start` only), an embedded PostgreSQL under DATA_DIR/postgres is used. */
  databaseUrl: string | undefined;
  eventstoreUrl: string | undefined;
  /** When unset (`npm start` only), a key file under DATA_DIR/secrets is created and kept. */
  piiMasterKey: string | undefined;
  /** Base64. When unset under `npm start`, a key file under DATA_DIR/secrets is kept, so sessions survive restarts. */
  sessionSecret: string | undefined;
  logLevel: string;
  /** When unset under `npm start`, mail goes to the embedded dev mailbox (GET /dev/mailbox). */
  smtpUrl: string | undefined;
  /** When unset, the mailer's own sender. */
  mailFrom: string | undefined;
  /** Created at start when its e-mail has no account yet. */
  superadmin: { email: string; password: string } | undefined;
  /** When set, the OpenAI engine answers recommendation requests (the local engine stands in when it fails). */
  openai: OpenAiConfig | undefined;
  /** How long a signup or a watchlist create may stay half done before its reactor finishes it; unset, the processes' default. */
  processGraceSeconds: number | undefined;
  /** Where the read-api finds the command-api's health (a service on its own only). */
  commandApiUrl: string;
  /**
   * PAYMENTS and the RAZORPAY_* keys. 'sandbox' (the default) runs the embedded Razorpay sandbox,
   * with these keys when set, else with keys generated once under DATA_DIR; 'razorpay' needs all three.
   */
  payments: { mode: 'sandbox' | 'razorpay'; keyId: string | undefined; keySecret: string | undefined; webhookSecret: string | undefined };
  /** The seller the invoices name (INVOICE_SUPPLIER_*); the address's lines are separated by ';'. */
  supplier: InvoiceSupplier;
}

/** Who sells PRO, as the receipts print it. */
export interface InvoiceSupplier {
  name: string;
  gstin: string;
  address: string[];
  email: string;
}

/** A service on its own has no embedded default for its data: the database and the key are given. */
export type ServiceConfig = Config & { databaseUrl: string; piiMasterKey: string };

/** The services that run on their own, each with its port when PORT is unset. */
const SERVICE_PORTS = { 'command-api': 3001, 'read-api': 3002, projections: 3003, processes: 3004 } as const;
export type ServiceName = keyof typeof SERVICE_PORTS;

// HOST and DATA_DIR are `npm start`'s (a container listens on every interface and keeps no files);
// COMMAND_API_URL is the read-api's.
const SHARED: readonly SettingName[] = (Object.keys(Settings.shape) as SettingName[]).filter(
  (name) => !['HOST', 'DATA_DIR', 'COMMAND_API_URL'].includes(name),
);

/** The settings each service reads when it runs on its own: its container must set them (docker-compose). */
export function settingsOf(service: ServiceName): readonly SettingName[] {
  return service === 'read-api' ? [...SHARED, 'COMMAND_API_URL'] : SHARED;
}

/** `npm start`'s settings, all optional. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Settings.safeParse(definedOnly(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid setting ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e.PAYMENTS === 'razorpay' && !(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET))
    throw new Error('Invalid setting: PAYMENTS=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET');
  if (Boolean(e.SUPERADMIN_EMAIL) !== Boolean(e.SUPERADMIN_PASSWORD))
    throw new Error('Invalid setting: set SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD together');
  return {
    port: e.PORT ?? 3000,
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
    commandApiUrl: e.COMMAND_API_URL,
    payments: { mode: e.PAYMENTS, keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET },
    supplier: {
      name: e.INVOICE_SUPPLIER_NAME,
      gstin: e.INVOICE_SUPPLIER_GSTIN,
      address: e.INVOICE_SUPPLIER_ADDRESS.split(';')
        .map((line) => line.trim())
        .filter(Boolean),
      email: e.INVOICE_SUPPLIER_EMAIL,
    },
  };
}

/**
 * Settings of a service run on its own (docker-compose): the same table, but with no embedded
 * default the database and the personal-data master key must be given.
 */
export function readServiceConfig(service: ServiceName, env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const own = Object.fromEntries(settingsOf(service).map((name) => [name, env[name]]));
  const config = readConfig({ PORT: String(SERVICE_PORTS[service]), ...definedOnly(own) });
  const { databaseUrl, piiMasterKey } = config;
  if (!databaseUrl) throw new Error('Invalid setting DATABASE_URL: required when a service runs on its own');
  if (!piiMasterKey) throw new Error('Invalid setting PII_MASTER_KEY: required when a service runs on its own');
  return { ...config, databaseUrl, piiMasterKey };
}

/** Empty variables count as unset, as docker-compose passes `${X:-}` through as ''. */
function definedOnly(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])));
}
