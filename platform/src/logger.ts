import pino from 'pino';
import pretty from 'pino-pretty';

export type Logger = pino.Logger;

/**
 * The one logger: one child per service, correlation ids added per request by the HTTP middleware
 * and per event by the projection runner. Secrets never reach it: callers log ids, not payloads.
 * JSON lines for machines (a pipe, a file, a container's log); on a terminal the same records
 * pretty-printed for the person reading them.
 */
export function createLogger(service: string, level = 'info', terminal = process.stdout.isTTY === true): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.otp'], remove: true },
  };
  if (!terminal) return pino(options);
  return pino(
    options,
    pretty({
      colorize: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,service',
      messageFormat: '[{service}] {msg}',
      sync: true,
    }),
  );
}
