import type { Knex } from 'knex';
import type { Consumer } from '@more-ai/platform/consumers/consumer';
import { defineConsumer, type ConsumerDefinition } from '@more-ai/platform/consumers/define-consumer';

/** Work a reactor does on a timer over its own tables: finding what is overdue and issuing commands for it. */
export interface ScheduledJob {
  readonly name: string;
  readonly everyMs: number;
  run(db: Knex, now: Date): Promise<void>;
}

/**
 * A process manager: a consumer of the log that keeps the state of one workflow in its own schema
 * ('pm_signup_reservations') and issues commands, each with an id derived from its cause
 * (ARCHITECTURE: processes). Its jobs run only on the instance where the reactor is active.
 */
export interface Reactor extends Consumer {
  readonly jobs: readonly ScheduledJob[];
}

/** A reactor from its handlers by event type (`on`): it reads exactly those types, in runs of one type. */
export function defineReactor({ jobs = [], ...definition }: ConsumerDefinition & { jobs?: readonly ScheduledJob[] }): Reactor {
  return { ...defineConsumer(definition), jobs };
}

/** How long a workflow step may stay unfinished before the reactor finishes it the other way. */
export interface WorkflowTiming {
  graceMs: number;
  /** How often overdue work is looked for. */
  sweepEveryMs: number;
}

/** A sweep a few times per grace time, and at least every 30 s. */
export function timingFor(graceMs: number): WorkflowTiming {
  return { graceMs, sweepEveryMs: Math.max(200, Math.min(30_000, Math.round(graceMs / 4))) };
}
