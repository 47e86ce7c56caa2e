import type { Knex } from 'knex';
import type { RecordedEventOf } from '@more-ai/events/definitions';
import type { SearchQuotaReturned, SearchQuotaUsed } from '@more-ai/events/catalog/index';
import { defineProjector } from '../runner/projector';
import { searchQuotaMigrations } from './migrations';

type Counted = RecordedEventOf<typeof SearchQuotaUsed> | RecordedEventOf<typeof SearchQuotaReturned>;

/**
 * Read model `rm_search_quota.searches_per_day`: how many AI searches each user made on each IST
 * day, for the quota bar (GET /api/user-subscriptions/api-request-usage). The command side keeps
 * its own count in the quota stream; this one only shows it.
 */
export const searchQuotaProjector = defineProjector({
  name: 'search-quota',
  schema: 'rm_search_quota',
  migrations: searchQuotaMigrations,
  on: { SearchQuotaUsed: countSearches, SearchQuotaReturned: countSearches },
});

/** One upsert per run: each (user, day) moves by its searches used less those given back. */
async function countSearches(events: readonly Counted[], trx: Knex.Transaction): Promise<void> {
  const deltas = new Map<string, { user_id: string; day: string; used: number }>();
  for (const event of events) {
    const { userId, day } = event.data;
    const key = `${userId} ${day}`;
    const row = deltas.get(key) ?? { user_id: userId, day, used: 0 };
    row.used += event.type === 'SearchQuotaUsed' ? 1 : -1;
    deltas.set(key, row);
  }
  await trx('searches_per_day')
    .insert([...deltas.values()])
    .onConflict(['user_id', 'day'])
    .merge({ used: trx.raw('searches_per_day.used + excluded.used') });
}
