import type { Knex } from 'knex';
import type { RecordedEventOf } from '@more-ai/events/definitions';
import type {
  ParkedEventRetryRequested,
  ParkedEventSkipRequested,
  ProjectionRebuildCancelRequested,
  ProjectionRebuildEnded,
  ProjectionRebuildRequested,
} from '@more-ai/events/catalog/index';
import { formatPosition } from '@more-ai/events/position';
import { defineConsumer } from '@more-ai/platform/consumers/define-consumer';
import type { Consumer } from '@more-ai/platform/consumers/consumer';

/** The schema of the admins' requests to the projections and their progress; never rebuilt (it is not a read model of allProjectors). */
export const ADMIN_SCHEMA = 'projection_admin';

/** What a rebuild is doing: waiting for the coordinator, replaying, or how it ended. */
export type RebuildState = 'pending' | 'running' | 'swapped' | 'cancelled' | 'failed';
export const FINISHED_REBUILD_STATES: readonly RebuildState[] = ['swapped', 'cancelled', 'failed'];

/** What became of an admin's request about a parked event. */
export type ParkedActionOutcome = 'pending' | 'applied' | 'still parked' | 'skipped' | 'not found';

const migrations: Record<string, Knex.Migration> = {
  '001_requests': {
    async up(knex) {
      await knex.schema.createTable('rebuilds', (table) => {
        table.text('id').primary();
        table.text('projector').notNullable();
        table.text('state').notNullable();
        table.text('requested_by').notNullable();
        table.timestamp('requested_at', { useTz: true }).notNullable();
        table.boolean('cancel_requested').notNullable().defaultTo(false);
        table.text('phase');
        table.bigInteger('processed').notNullable().defaultTo(0);
        table.bigInteger('total').notNullable().defaultTo(0);
        table.double('rate').notNullable().defaultTo(0);
        table.integer('eta_seconds');
        table.text('error');
        table.timestamp('started_at', { useTz: true });
        table.timestamp('finished_at', { useTz: true });
        table.jsonb('verification');
        /** The end is in the log (ProjectionRebuildEnded): until then the coordinator tries to record it. */
        table.boolean('end_recorded').notNullable().defaultTo(false);
        table.index(['projector', 'requested_at']);
      });
      await knex.schema.createTable('parked_actions', (table) => {
        /** The request event's position ('123-4'): one row per request. */
        table.text('request_position').primary();
        table.bigInteger('request_commit').notNullable();
        table.bigInteger('request_prepare').notNullable();
        table.text('projector').notNullable();
        table.text('position').notNullable();
        table.text('action').notNullable();
        table.text('requested_by').notNullable();
        table.timestamp('requested_at', { useTz: true }).notNullable();
        table.text('outcome').notNullable();
        table.text('error');
        table.timestamp('done_at', { useTz: true });
        table.index(['projector', 'position']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable('parked_actions');
      await knex.schema.dropTable('rebuilds');
    },
  },
};

type Requested = RecordedEventOf<typeof ProjectionRebuildRequested>;
type CancelRequested = RecordedEventOf<typeof ProjectionRebuildCancelRequested>;
type Ended = RecordedEventOf<typeof ProjectionRebuildEnded>;
type RetryRequested = RecordedEventOf<typeof ParkedEventRetryRequested>;
type SkipRequested = RecordedEventOf<typeof ParkedEventSkipRequested>;

/**
 * Follows the admins' requests in the log into the coordinator's work list: a rebuild requested
 * becomes a 'pending' row, a cancel marks it, a parked event's retry or skip becomes a 'pending'
 * action. The coordinator (coordinator.ts) carries them out and writes their progress and outcome.
 */
export const adminRequestsConsumer: Consumer = defineConsumer({
  name: 'projection-admin',
  schema: ADMIN_SCHEMA,
  migrations,
  on: {
    ProjectionRebuildRequested: async (events: readonly Requested[], trx) => {
      await trx('rebuilds')
        .insert(
          events.map((event) => ({
            id: event.data.rebuildId,
            projector: event.data.projector,
            state: 'pending',
            requested_by: event.metadata.actor,
            requested_at: event.recordedAt,
          })),
        )
        .onConflict('id')
        .ignore();
    },
    ProjectionRebuildCancelRequested: async (events: readonly CancelRequested[], trx) => {
      for (const event of events) await trx('rebuilds').where({ id: event.data.rebuildId }).update({ cancel_requested: true });
    },
    ProjectionRebuildEnded: async (events: readonly Ended[], trx) => {
      // Normally the coordinator wrote the end already; this keeps the row true to the log if it did not.
      for (const event of events)
        await trx('rebuilds')
          .where({ id: event.data.rebuildId })
          .whereIn('state', ['pending', 'running'])
          .update({ state: event.data.outcome, finished_at: event.recordedAt, end_recorded: true });
      await trx('rebuilds')
        .whereIn(
          'id',
          events.map((event) => event.data.rebuildId),
        )
        .update({ end_recorded: true });
    },
    ParkedEventRetryRequested: (events: readonly RetryRequested[], trx) => recordParkedActions(events, 'retry', trx),
    ParkedEventSkipRequested: (events: readonly SkipRequested[], trx) => recordParkedActions(events, 'skip', trx),
  },
});

async function recordParkedActions(events: readonly (RetryRequested | SkipRequested)[], action: 'retry' | 'skip', trx: Knex.Transaction) {
  await trx('parked_actions')
    .insert(
      events.map((event) => ({
        request_position: formatPosition(event.position),
        request_commit: event.position.commit.toString(),
        request_prepare: event.position.prepare.toString(),
        projector: event.data.projector,
        position: event.data.position,
        action,
        requested_by: event.metadata.actor,
        requested_at: event.recordedAt,
        outcome: 'pending',
      })),
    )
    .onConflict('request_position')
    .ignore();
}
