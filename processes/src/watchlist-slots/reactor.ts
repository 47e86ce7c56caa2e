import type { ProcessCommands } from '../commands';
import type { RecordedEvent } from '@more-ai/events/store/port';
import { defineReactor, type Reactor, type WorkflowTiming } from '../reactor';
import { watchlistSlotsMigrations } from './migrations';
import { decidedAt } from '../decided-at';

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
  // One command id per slot, whoever closes it (the event or the sweep). Closed because its list
  // was deleted, the deletion caused the command; found by the sweep, the slot's opening did.
  const close = async (slots: readonly Slot[], endedBy?: ReadonlyMap<string, RecordedEvent>) => {
    for (const slot of slots) {
      const because = endedBy?.get(slot.watchlist_id);
      const cause = {
        commandId: `close:${slot.event_id}`,
        correlationId: because?.metadata.correlationId ?? slot.correlation_id,
        causationId: because?.id ?? slot.event_id,
      };
      await commands.closeWatchlistSlot(slot.user_id, slot.watchlist_id, cause);
    }
  };

  return defineReactor({
    name: 'watchlist_slots',
    schema: SCHEMA,
    migrations: watchlistSlotsMigrations,
    on: {
      async WatchlistOpened(events, trx) {
        for (const event of events) {
          await trx('slots')
            .insert({ ...slotOf(event), user_id: event.data.userId, state: 'opened' })
            .onConflict('watchlist_id')
            .merge(['user_id', 'opened_at', 'event_id', 'correlation_id']);
        }
      },
      async WatchlistCreated(events, trx) {
        for (const event of events)
          await trx('slots')
            .insert({ ...slotOf(event), user_id: event.data.ownerId, state: 'created' })
            .onConflict('watchlist_id')
            .merge(['state']);
      },
      async WatchlistDeleted(events, trx) {
        const ids = events.map((event) => event.data.watchlistId);
        await trx('slots').whereIn('watchlist_id', ids).update({ state: 'deleted' });
        // Event in, command out, at once: the deleting request leaves the slot to this reactor.
        // Closing is idempotent by its id, so a run applied again appends nothing new.
        const deletions = new Map(events.map((event) => [event.data.watchlistId, event]));
        await close(
          await trx('slots').whereIn('watchlist_id', ids).select('watchlist_id', 'user_id', 'event_id', 'correlation_id'),
          deletions,
        );
      },
      async WatchlistClosed(events, trx) {
        for (const event of events) await trx('slots').where({ watchlist_id: event.data.watchlistId }).delete();
      },
    },
    jobs: [
      {
        name: 'close slots without a list',
        everyMs: timing.sweepEveryMs,
        async run(db, now) {
          const unused: Slot[] = await db(`${SCHEMA}.slots`)
            .where((q) =>
              q
                .where('state', 'deleted')
                .orWhere((o) => o.where('state', 'opened').where('opened_at', '<', new Date(now.getTime() - timing.graceMs))),
            )
            .select('watchlist_id', 'user_id', 'event_id', 'correlation_id');
          await close(unused);
        },
      },
    ],
  });
}

function slotOf(event: RecordedEvent<string, { watchlistId: string }>) {
  return {
    watchlist_id: event.data.watchlistId,
    opened_at: decidedAt(event),
    event_id: event.id,
    correlation_id: event.metadata.correlationId,
  };
}
