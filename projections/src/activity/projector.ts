import type { Knex } from 'knex';
import type { RecordedEventOf } from '@more-ai/events/definitions';
import type {
  AccountDeleted,
  DiaryEntryLogged,
  DiaryEntryRevised,
  MovieAddedToWatchlist,
  MovieRemovedFromWatchlist,
  RecommendationsMade,
  WatchlistCreated,
  WatchlistUpdated,
} from '@more-ai/events/catalog/index';
import type { RecordedEvent } from '@more-ai/events/store/port';
import { defineProjector } from '../runner/projector';
import { idsOf, isId, isRename, joinsBatch, type ActivityKind } from './batching';
import { activityMigrations } from './migrations';

type Created = RecordedEventOf<typeof WatchlistCreated>;
type Updated = RecordedEventOf<typeof WatchlistUpdated>;
type Added = RecordedEventOf<typeof MovieAddedToWatchlist>;
type Removed = RecordedEventOf<typeof MovieRemovedFromWatchlist>;
type Made = RecordedEventOf<typeof RecommendationsMade>;
type Deleted = RecordedEventOf<typeof AccountDeleted>;
type Watched = RecordedEventOf<typeof DiaryEntryLogged> | RecordedEventOf<typeof DiaryEntryRevised>;

interface ListRow {
  id: string;
  owner_id: string;
  name: string;
  is_private: boolean;
  deleted: boolean;
}

/**
 * Read model `rm_activity`: what followers see in the Following view (issue 13). Items: a member
 * created a watchlist, added titles to one (adds in one sitting are one item), renamed one, or
 * discovered titles with an AI search, or logged watching a film in a public diary entry. Items are kept for private lists too, and read only while
 * their list is public, live and not archived (see queries.ts): a list made private hides its past
 * items and shows them again when it is public once more.
 *
 * Nothing dangles: a deleted list's items go with it; a title taken off a list leaves the items
 * that announced it (an item left with no title goes); a deleted account's items go, and events
 * that raced the deletion make none. Discoveries of a member on PRO are private (SPEC §6) and make
 * none. A diary entry is an item only while it is public: made private, its item goes; made
 * public, it becomes an item then; removed, its item goes. Every payload is checked before it is stored: an event with a malformed id is passed over,
 * so no input can stop the projector.
 */
export const activityProjector = defineProjector({
  name: 'activity',
  schema: 'rm_activity',
  migrations: activityMigrations,
  // Event by event: each may grow or remove what the one before it made.
  on: {
    WatchlistCreated: (events, trx) => each(events, trx, createList),
    WatchlistUpdated: (events, trx) => each(events, trx, updateList),
    async WatchlistDeleted(events, trx) {
      const ids = events.map((event) => event.data.watchlistId).filter(isId);
      if (ids.length === 0) return;
      await trx('items').whereIn('watchlist_id', ids).delete();
      await trx('watchlists').whereIn('id', ids).update({ deleted: true });
    },
    WatchlistArchived: (events, trx) => markArchived(events, true, trx),
    WatchlistRestored: (events, trx) => markArchived(events, false, trx),
    MovieAddedToWatchlist: (events, trx) => each(events, trx, addTitle),
    MovieRemovedFromWatchlist: (events, trx) => each(events, trx, removeTitle),
    RecommendationsMade: (events, trx) => each(events, trx, recordDiscovery),
    async PlanChanged(events, trx) {
      for (const { data } of events) {
        if (!isId(data.userId)) continue;
        if (data.plan === 'pro') await trx('pro_members').insert({ user_id: data.userId }).onConflict('user_id').ignore();
        else await trx('pro_members').where({ user_id: data.userId }).delete();
      }
    },
    DiaryEntryLogged: (events, trx) => each(events, trx, recordWatch),
    DiaryEntryRevised: (events, trx) => each(events, trx, recordWatch),
    async DiaryEntryRemoved(events, trx) {
      const ids = events.map((event) => event.data.entryId).filter(isId);
      if (ids.length > 0) await trx('items').whereIn('entry_id', ids).delete();
    },
    AccountDeleted: (events, trx) => forgetAccounts(events, trx),
  },
});

async function each<E extends RecordedEvent>(
  events: readonly E[],
  trx: Knex.Transaction,
  apply: (event: E, trx: Knex.Transaction) => Promise<void>,
): Promise<void> {
  for (const event of events) await apply(event, trx);
}

function itemRow(event: RecordedEvent, kind: ActivityKind, actorId: string, fields: Record<string, unknown> = {}) {
  return {
    position_commit: event.position.commit.toString(),
    position_prepare: event.position.prepare.toString(),
    kind,
    actor_id: actorId,
    occurred_at: event.recordedAt,
    last_at: event.recordedAt,
    ...fields,
  };
}

async function isDeleted(userId: string, trx: Knex.Transaction): Promise<boolean> {
  return (await trx('deleted_accounts').where({ user_id: userId }).first()) !== undefined;
}

async function liveList(watchlistId: unknown, trx: Knex.Transaction): Promise<ListRow | undefined> {
  if (!isId(watchlistId)) return undefined;
  const list: ListRow | undefined = await trx('watchlists').where({ id: watchlistId }).first();
  return list && !list.deleted ? list : undefined;
}

async function createList(event: Created, trx: Knex.Transaction): Promise<void> {
  const { watchlistId, ownerId, name, isPrivate } = event.data;
  if (!isId(watchlistId) || !isId(ownerId) || typeof name !== 'string') return;
  const deleted = await isDeleted(ownerId, trx);
  const inserted = await trx('watchlists')
    .insert({ id: watchlistId, owner_id: ownerId, name, is_private: isPrivate !== false, deleted })
    .onConflict('id')
    .ignore()
    .returning('id');
  if (inserted.length > 0 && !deleted)
    await trx('items').insert(itemRow(event, 'watchlistCreated', ownerId, { watchlist_id: watchlistId }));
}

async function updateList(event: Updated, trx: Knex.Transaction): Promise<void> {
  const list = await liveList(event.data.watchlistId, trx);
  if (!list) return;
  const { name, isPrivate } = event.data;
  if (isRename(list.name, name)) {
    await trx('items').insert(itemRow(event, 'watchlistRenamed', list.owner_id, { watchlist_id: list.id, previous_name: list.name }));
  }
  await trx('watchlists')
    .where({ id: list.id })
    .update({
      ...(typeof name === 'string' && name.trim() !== '' ? { name } : {}),
      ...(typeof isPrivate === 'boolean' ? { is_private: isPrivate } : {}),
    });
}

async function markArchived(events: readonly { data: { watchlistId: string } }[], archived: boolean, trx: Knex.Transaction): Promise<void> {
  const ids = events.map((event) => event.data.watchlistId).filter(isId);
  if (ids.length > 0) await trx('watchlists').whereIn('id', ids).update({ archived });
}

async function addTitle(event: Added, trx: Knex.Transaction): Promise<void> {
  const list = await liveList(event.data.watchlistId, trx);
  const { movieId } = event.data;
  if (!list || !isId(movieId)) return;
  const latest: { position_commit: string; position_prepare: string; kind: string; occurred_at: Date; movie_ids: string[] } | undefined =
    await trx('items')
      .where({ watchlist_id: list.id })
      .orderBy([
        { column: 'position_commit', order: 'desc' },
        { column: 'position_prepare', order: 'desc' },
      ])
      .first('position_commit', 'position_prepare', 'kind', 'occurred_at', 'movie_ids');
  if (latest && joinsBatch({ kind: latest.kind, occurredAt: latest.occurred_at }, event.recordedAt)) {
    await trx('items')
      .where({ position_commit: latest.position_commit, position_prepare: latest.position_prepare })
      .update({
        movie_ids: trx.raw('CASE WHEN ?::uuid = ANY(movie_ids) THEN movie_ids ELSE array_append(movie_ids, ?::uuid) END', [
          movieId,
          movieId,
        ]),
        last_at: event.recordedAt,
      });
    return;
  }
  await trx('items').insert(itemRow(event, 'titlesAdded', list.owner_id, { watchlist_id: list.id, movie_ids: [movieId] }));
}

async function removeTitle(event: Removed, trx: Knex.Transaction): Promise<void> {
  const { watchlistId, movieId } = event.data;
  if (!isId(watchlistId) || !isId(movieId)) return;
  const announcing = () => trx('items').where({ watchlist_id: watchlistId, kind: 'titlesAdded' });
  await announcing()
    .whereRaw('?::uuid = ANY(movie_ids)', [movieId])
    .update({ movie_ids: trx.raw('array_remove(movie_ids, ?::uuid)', [movieId]) });
  await announcing().whereRaw('cardinality(movie_ids) = 0').delete();
}

async function recordDiscovery(event: Made, trx: Knex.Transaction): Promise<void> {
  const { userId, picks } = event.data;
  if (!isId(userId)) return;
  const movieIds = idsOf(Array.isArray(picks) ? picks.map((pick: { movieId?: unknown } | null) => pick?.movieId) : []);
  if (movieIds.length === 0 || (await isDeleted(userId, trx))) return;
  if (await trx('pro_members').where({ user_id: userId }).first()) return;
  await trx('items').insert(itemRow(event, 'discovered', userId, { movie_ids: movieIds }));
}

async function recordWatch(event: Watched, trx: Knex.Transaction): Promise<void> {
  const { userId, entryId, movieId, visibility, rating } = event.data;
  if (!isId(userId) || !isId(entryId) || !isId(movieId)) return;
  if (visibility !== 'public') {
    await trx('items').where({ entry_id: entryId }).delete();
    return;
  }
  if (await isDeleted(userId, trx)) return;
  const fields = { movie_ids: [movieId], rating: isRating(rating) ? rating : null };
  const updated = await trx('items').where({ entry_id: entryId, actor_id: userId }).update(fields);
  if (updated === 0) await trx('items').insert(itemRow(event, 'watched', userId, { entry_id: entryId, ...fields }));
}

function isRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value * 2) && value >= 0.5 && value <= 5;
}

async function forgetAccounts(events: readonly Deleted[], trx: Knex.Transaction): Promise<void> {
  const ids = events.map((event) => event.data.userId).filter(isId);
  if (ids.length === 0) return;
  await trx('deleted_accounts')
    .insert(ids.map((user_id) => ({ user_id })))
    .onConflict('user_id')
    .ignore();
  const owned = trx('watchlists').whereIn('owner_id', ids).select('id');
  await trx('items').whereIn('actor_id', ids).orWhereIn('watchlist_id', owned).delete();
  // The owner's words are sealed and unreadable now: nothing of them is kept.
  await trx('watchlists').whereIn('owner_id', ids).update({ deleted: true, name: '' });
}
