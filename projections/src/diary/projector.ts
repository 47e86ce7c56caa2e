import type { Knex } from 'knex';
import type { RecordedEventOf } from '@more-ai/events/definitions';
import type {
  AccountDeleted,
  DiaryEntryFields,
  DiaryEntryLogged,
  DiaryEntryRemoved,
  DiaryEntryRevised,
} from '@more-ai/events/catalog/index';
import { defineProjector } from '../runner/projector';
import { diaryMigrations } from './migrations';

type Logged = RecordedEventOf<typeof DiaryEntryLogged>;
type Revised = RecordedEventOf<typeof DiaryEntryRevised>;
type Removed = RecordedEventOf<typeof DiaryEntryRemoved>;
type Deleted = RecordedEventOf<typeof AccountDeleted>;

/**
 * Read model `rm_diary.entries`: every member's diary entries (GET /api/diary, a profile's public
 * diary, a movie page's watched state, and the taste recommendations read). A deleted account's
 * entries are removed, reviews and all.
 */
export const diaryProjector = defineProjector({
  name: 'diary',
  schema: 'rm_diary',
  migrations: diaryMigrations,
  // Runs of one type keep the order: an entry logged, revised and removed ends up removed.
  on: {
    DiaryEntryLogged: logEntries,
    DiaryEntryRevised: reviseEntries,
    DiaryEntryRemoved: removeEntries,
    AccountDeleted: forgetAccounts,
  },
});

async function logEntries(events: readonly Logged[], trx: Knex.Transaction): Promise<void> {
  const userIds = [...new Set(events.map((event) => event.data.userId))];
  const deleted = new Set((await trx('deleted_accounts').whereIn('user_id', userIds).pluck('user_id')) as string[]);
  const rows = events
    .filter((event) => !deleted.has(event.data.userId))
    .map(({ data, recordedAt, position }) => ({
      entry_id: data.entryId,
      user_id: data.userId,
      ...entryColumns(data),
      logged_at: recordedAt,
      position_commit: position.commit.toString(),
      position_prepare: position.prepare.toString(),
    }));
  if (rows.length > 0) await trx('entries').insert(rows).onConflict(['user_id', 'entry_id']).ignore();
}

async function reviseEntries(events: readonly Revised[], trx: Knex.Transaction): Promise<void> {
  for (const { data } of events) await trx('entries').where({ entry_id: data.entryId, user_id: data.userId }).update(entryColumns(data));
}

/** The columns an entry's author may change. */
function entryColumns(data: DiaryEntryFields) {
  return {
    movie_id: data.movieId,
    watched_on: data.watchedOn,
    rating: data.rating,
    review: data.review,
    visibility: data.visibility,
    rewatch: data.rewatch,
  };
}

async function removeEntries(events: readonly Removed[], trx: Knex.Transaction): Promise<void> {
  await trx('entries')
    .whereIn(
      ['user_id', 'entry_id'],
      events.map(({ data }) => [data.userId, data.entryId]),
    )
    .delete();
}

async function forgetAccounts(events: readonly Deleted[], trx: Knex.Transaction): Promise<void> {
  const userIds = events.map((event) => event.data.userId);
  await trx('deleted_accounts')
    .insert(userIds.map((user_id) => ({ user_id })))
    .onConflict('user_id')
    .ignore();
  await trx('entries').whereIn('user_id', userIds).delete();
}
