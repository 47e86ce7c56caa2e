import type { Knex } from 'knex';
import type { EventStore } from '@more-ai/events/store/port';
import type { Logger } from '@more-ai/platform';
import { ConsumerRunner } from '@more-ai/platform/consumers/runner';
import type { Reactor, ScheduledJob } from './reactor';

export interface ProcessRunnerOptions {
  store: EventStore;
  db: Knex;
  /** For the connection that holds the single-instance locks. */
  databaseUrl: string;
  reactors: readonly Reactor[];
  log: Logger;
  /** The jobs' clock; tests move it. */
  clock?: () => Date;
  standbyRetryMs?: number;
  retryDelaysMs?: readonly number[];
}

/** The advisory lock that makes one instance, cluster-wide, the active one of a reactor and its jobs. */
export function reactorLockKey(name: string): string {
  return `more-ai:process:${name}`;
}

/**
 * Runs the reactors on the consumer runner the projections use (checkpoint in the transaction of
 * the reactor's own tables, one active replica per reactor, retries and parking), and each
 * reactor's jobs on a timer of that runner, only on the replica where the reactor is active: these
 * jobs are frequent sweeps over tables that only the active replica writes, so the reactor's lock is
 * the one lock they need. Work due at a date (a period's end) goes on the scheduler instead
 * (processes/src/scheduler/), which keeps it across restarts.
 */
export class ProcessRunner extends ConsumerRunner<Reactor> {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly runningJobs = new Set<Promise<void>>();
  private readonly clock: () => Date;

  constructor({ reactors, clock, ...options }: ProcessRunnerOptions) {
    super({ ...options, consumers: reactors, lockKey: reactorLockKey, applicationName: 'more-ai processes', role: 'reactor' });
    this.clock = clock ?? (() => new Date());
  }

  override async start(): Promise<void> {
    await super.start();
    for (const reactor of this.options.consumers) for (const job of reactor.jobs) this.schedule(reactor, job);
  }

  override async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled(this.runningJobs);
    await super.stop();
  }

  private schedule(reactor: Reactor, job: ScheduledJob): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (this.isStopped) return;
      const run = (this.state(reactor.name) === 'running' ? job.run(this.options.db, this.clock()) : Promise.resolve())
        .catch((error: unknown) =>
          this.options.log.warn({ err: error, reactor: reactor.name, job: job.name }, 'job failed; it runs again at its next time'),
        )
        .finally(() => {
          this.runningJobs.delete(run);
          if (!this.isStopped) this.schedule(reactor, job);
        });
      this.runningJobs.add(run);
    }, job.everyMs);
    this.timers.add(timer);
  }
}
