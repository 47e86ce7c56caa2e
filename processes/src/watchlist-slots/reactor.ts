import type { ProcessCommands } from '../commands';
import type { Reactor, WorkflowTiming } from '../reactor';
import { watchlistSlotsMigrations } from './migrations';

const SCHEMA = 'pm_watchlist_slots';

interface Slot {
  watchlist_id: string;
  user_id: string;
  event_id: string;
  correlation_id: string;
}

/**
 * Creating a watchlist opens a slot at its owner's gate (where the FREE limit is decided), then
 * creates the list in its own stream. This reactor sees that no slot stays taken by a list that
 * does not exist: a slot whose list was not created within the grace time (the create failed, or
 * its process died between the steps), or whose list was deleted, is closed.
 */
export function watchlistSlotsReactor(commands: ProcessCommands, timing: WorkflowTiming): Reactor {
  return {
    name: 'watchlist_slots',
    schema: SCHEMA,
    migrations: watchlistSlotsMigrations,
    handles: ['WatchlistOpened', 'WatchlistCreated', 'WatchlistDeleted', 'WatchlistClosed'],
    async handle(events, trx) {
      for (const event of events) {
        const data = event.data as { watchlistId: string; userId?: string; ownerId?: string };
        const slot = { watchlist_id: data.watchlistId, opened_at: event.recordedAt, event_id: event.id, correlation_id: event.metadata.correlationId };
        if (event.type === 'WatchlistOpened') {
          await trx('slots').insert({ ...slot, user_id: data.userId, state: 'opened' }).onConflict('watchlist_id').merge(['user_id', 'opened_at', 'event_id', 'correlation_id']);
        } else if (event.type === 'WatchlistCreated') {
          await trx('slots').insert({ ...slot, user_id: data.ownerId, state: 'created' }).onConflict('watchlist_id').merge(['state']);
        } else if (event.type === 'WatchlistDeleted') {
          await trx('slots').where({ watchlist_id: data.watchlistId }).update({ state: 'deleted' });
        } else {
          await trx('slots').where({ watchlist_id: data.watchlistId }).delete();
        }
      }
    },
    jobs: [
      {
        name: 'close slots without a list',
        everyMs: timing.sweepEveryMs,
        async run(db, now) {
          const unused: Slot[] = await db(`${SCHEMA}.slots`)
            .where((q) => q.where('state', 'deleted').orWhere((o) => o.where('state', 'opened').where('opened_at', '<', new Date(now.getTime() - timing.graceMs))))
            .select('watchlist_id', 'user_id', 'event_id', 'correlation_id');
          for (const slot of unused) {
            const cause = { commandId: `close:${slot.event_id}`, correlationId: slot.correlation_id, causationId: slot.event_id };
            await commands.closeWatchlistSlot(slot.user_id, slot.watchlist_id, cause);
          }
        },
      },
    ],
  };
}
