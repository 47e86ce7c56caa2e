import pino from 'pino';

export type Logger = pino.Logger;

/**
 * The one logger: JSON lines on stdout, one child per service, correlation ids added per request by
 * the HTTP middleware and per event by the projection runner. Secrets never reach it: callers log
 * ids, not payloads.
 */
export function createLogger(service: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.otp'], remove: true },
  });
}
