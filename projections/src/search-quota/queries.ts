import type { Knex } from 'knex';
import { istDay } from '@more-ai/contracts/search-quota';

/** How many AI searches the user has made on the IST day of `now` (the daily quota counts them). */
export async function searchesUsedOn(db: Knex, userId: string, now: Date): Promise<number> {
  const today: { used: number } | undefined = await db('rm_search_quota.searches_per_day')
    .where({ user_id: userId, day: istDay(now) })
    .first('used');
  return today?.used ?? 0;
}
