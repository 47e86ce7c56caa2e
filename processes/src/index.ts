import type { ProcessCommands } from './commands';
import { timingFor, type Reactor } from './reactor';
import { signupReservationsReactor } from './signup-reservations/reactor';
import { watchlistSlotsReactor } from './watchlist-slots/reactor';

export type { ProcessCause, ProcessCommands, SignupOutcome } from './commands';
export type { Reactor, ScheduledJob, WorkflowTiming } from './reactor';
export { ProcessRunner, reactorLockKey, type ProcessRunnerOptions } from './runner';
export { signupReservationsReactor, watchlistSlotsReactor };

/** How long a signup or a watchlist create may stay half done before its reactor finishes it (PROCESS_GRACE_SECONDS). */
export const DEFAULT_GRACE_SECONDS = 120;

/** Every reactor. Add one here and the app and the processes service run it. */
export function allReactors(commands: ProcessCommands, graceSeconds = DEFAULT_GRACE_SECONDS): Reactor[] {
  const timing = timingFor(graceSeconds * 1000);
  return [signupReservationsReactor(commands, timing), watchlistSlotsReactor(commands, timing)];
}
