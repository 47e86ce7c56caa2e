import { CommandHandler } from '@more-ai/command-api/pipeline/handle-command';
import { openEventLog } from '@more-ai/events/open';
import { masterKeyFrom } from '@more-ai/events/personal-data/index';
import { createLogger, failedToStart, openDatabase, readServiceConfig, serve } from '@more-ai/platform';
import { consumersHealthListener } from '@more-ai/platform/consumers/health';
import { sessionSecretFrom, sessionSecretsFrom } from '@more-ai/platform/auth/secrets';
import { createSmtpMailer, DEFAULT_MAIL_FROM } from '@more-ai/platform/mail/mailer';
import { agendaScheduler, allReactors, ProcessRunner, scheduleSafetySweep } from '@more-ai/processes';
import { processCommandsOver } from '../process-commands';

/**
 * The processes on their own (docker-compose): the reactors and their jobs. Composed here, since
 * their commands are carried out by the command-api's pipeline. GET /health answers 200 while every
 * reactor is applied somewhere (here, or by the replica this one stands by for), with each
 * reactor's figures (see consumersHealthListener).
 */
async function main(): Promise<void> {
  const config = readServiceConfig('processes');
  const log = createLogger('processes', config.logLevel);
  // The mail outbox runs here: on its own there is no embedded mailbox, so mail must reach a real server.
  if (!config.smtpUrl) throw new Error('Invalid setting SMTP_URL: required when the processes run on their own');
  const { otpCodeKey } = sessionSecretsFrom(sessionSecretFrom(config.sessionSecret));
  const mailer = createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom ?? DEFAULT_MAIL_FROM, log: log.child({ service: 'mail' }) });
  const events = await openEventLog({
    databaseUrl: config.databaseUrl,
    eventstoreUrl: config.eventstoreUrl,
    masterKey: masterKeyFrom(config.piiMasterKey),
  });
  const db = openDatabase(config.databaseUrl, { applicationName: 'more-ai processes' });
  const scheduler = await agendaScheduler({ databaseUrl: config.databaseUrl, log: log.child({ service: 'scheduler' }) });
  const reactors = allReactors(processCommandsOver(new CommandHandler(events.log)), {
    graceSeconds: config.processGraceSeconds,
    mail: { mailer, codeKey: otpCodeKey, log: log.child({ service: 'mail' }), supplier: config.supplier },
    schedule: { scheduler, db },
  });
  const runner = new ProcessRunner({ store: events.log, db, databaseUrl: config.databaseUrl, reactors, log });
  await runner.start();
  await scheduler.start();
  await scheduleSafetySweep(scheduler);
  serve(
    'processes',
    consumersHealthListener(() => runner.figures()),
    config.port,
    log,
    async () => {
      await scheduler.stop();
      await runner.stop();
      await db.destroy();
      await events.close();
    },
  );
}

main().catch(failedToStart('processes'));
