import type { Knex } from 'knex';
import { createLogger } from '@more-ai/platform';
import { assertConsumersActive } from '@more-ai/platform/consumers/locks';
import type { ProcessCommands } from './commands';
import { timingFor, type Reactor } from './reactor';
import { archiveReactor } from './archive/reactor';
import { mailOutboxReactor, type MailOutboxOptions } from './mail-outbox/reactor';
import { paymentsReactor, type PaymentsSchedule } from './payments/reactor';
import { signupReservationsReactor } from './signup-reservations/reactor';
import { watchlistSlotsReactor } from './watchlist-slots/reactor';

export type { MailOutcome, ProcessCause, ProcessCommands, SignupOutcome } from './commands';
export type { MailOutboxOptions } from './mail-outbox/reactor';
export { ABANDON_AFTER_MS, PAYMENT_JOBS, scheduleSafetySweep, type PaymentsSchedule } from './payments/reactor';
export { agendaScheduler, SCHEDULER_SCHEMA, type JobScheduler, type ScheduledRun } from './scheduler/agenda-scheduler';
export type { Reactor, ScheduledJob, WorkflowTiming } from './reactor';
import { reactorLockKey } from './runner';

export { ProcessRunner, reactorLockKey, type ProcessRunnerOptions } from './runner';
export { archiveReactor, mailOutboxReactor, paymentsReactor, signupReservationsReactor, watchlistSlotsReactor };

/** How long a signup or a watchlist create may stay half done before its reactor finishes it (PROCESS_GRACE_SECONDS). */
export const DEFAULT_GRACE_SECONDS = 120;

export interface ReactorOptions {
  /** PROCESS_GRACE_SECONDS. */
  graceSeconds?: number | undefined;
  /** How the mail outbox sends. */
  mail: MailOutboxOptions;
  /** Where the payments' timed jobs run; without it they are not scheduled (a process that only reads the reactors). */
  schedule?: PaymentsSchedule | undefined;
}

/** Every reactor. Add one here and the app and the processes service run it. */
export function allReactors(
  commands: ProcessCommands,
  { graceSeconds = DEFAULT_GRACE_SECONDS, mail, schedule }: ReactorOptions,
): Reactor[] {
  const timing = timingFor(graceSeconds * 1000);
  return [
    signupReservationsReactor(commands, timing),
    watchlistSlotsReactor(commands, timing),
    mailOutboxReactor(commands, mail),
    paymentsReactor(commands, schedule),
    archiveReactor(commands),
  ];
}

// Reactors built only to be named: nothing runs them, so nothing may ask these for a command.
const notHere = (): never => {
  throw new Error('This process reads the reactors; it does not run them');
};
const NO_COMMANDS: ProcessCommands = {
  abandonRegistration: notHere,
  releaseEmailReservation: notHere,
  releaseUsernameReservation: notHere,
  closeWatchlistSlot: notHere,
  recordMailOutcome: notHere,
  completeCapture: notHere,
  alignPlanWithSubscription: notHere,
  endSubscriptionPeriod: notHere,
  abandonOrder: notHere,
  archiveOverFreeLimits: notHere,
  restoreArchive: notHere,
};
/** For a process that applies reactor events (retries of parked ones) but runs no jobs: it never mails. */
export const NO_MAIL: MailOutboxOptions = {
  mailer: { send: notHere },
  codeKey: Buffer.alloc(32),
  log: createLogger('processes', 'silent'),
};

/** Every reactor's name and schema, for a service that reports on them without running them (the read-api's health). */
export const reactorTables: readonly Pick<Reactor, 'name' | 'schema'>[] = allReactors(NO_COMMANDS, { mail: NO_MAIL }).map(
  ({ name, schema }) => ({
    name,
    schema,
  }),
);

/** Throws unless every reactor has an active instance somewhere (its single-instance lock is held). */
export function assertReactorsActive(db: Knex, reactors: readonly Pick<Reactor, 'name'>[] = reactorTables): Promise<void> {
  return assertConsumersActive(
    db,
    reactors.map((reactor) => reactor.name),
    reactorLockKey,
    'reactor',
  );
}
