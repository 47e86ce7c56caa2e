import type { Knex } from 'knex';
import type { RecordedEventOf } from '@more-ai/events/definitions';
import type { AccountDeleted, PlanChanged, RecommendationsMade } from '@more-ai/events/catalog/index';
import { defineProjector } from '../runner/projector';
import { discoveriesMigrations } from './migrations';

type Made = RecordedEventOf<typeof RecommendationsMade>;
type Deleted = RecordedEventOf<typeof AccountDeleted>;
type Changed = RecordedEventOf<typeof PlanChanged>;

/**
 * Read model `rm_discoveries.discoveries`: the community's Recently Discovered feed. Every pick of
 * every answered request is a discovery by the requester; a movie found again moves to the top
 * under its newest finder. A deleted finder's name is removed (null), and the feed card says
 * 'Unknown User' as SPEC's display-name order ends; replayed after the key is destroyed, the
 * event's redacted username is removed again by the deletion that follows it in the log.
 * Discoveries are private on PRO (SPEC §6): what a finder turns up while PRO never enters the feed;
 * the projector keeps each finder's plan as the log tells it, so a replay decides the same.
 */
export const discoveriesProjector = defineProjector({
  name: 'discoveries',
  schema: 'rm_discoveries',
  migrations: discoveriesMigrations,
  // Runs of one type keep the order: a discovery made before a deletion is scrubbed by it.
  on: { RecommendationsMade: recordDiscoveries, AccountDeleted: scrubFinders, PlanChanged: rememberPlans },
});

async function recordDiscoveries(events: readonly Made[], trx: Knex.Transaction): Promise<void> {
  // One statement per run; a movie found twice in it keeps only its later discovery (a row can be
  // touched once per INSERT ... ON CONFLICT).
  const byMovie = new Map<string, Record<string, unknown>>();
  const finders = [...new Set(events.map((event) => event.data.userId))];
  const privateFinders = new Set<string>(await trx('pro_finders').whereIn('user_id', finders).pluck('user_id'));
  for (const event of events) {
    if (privateFinders.has(event.data.userId)) continue;
    event.data.picks.forEach((pick, rank) => {
      byMovie.delete(pick.movieId);
      byMovie.set(pick.movieId, {
        movie_id: pick.movieId,
        request_id: event.data.requestId,
        found_by: event.data.userId,
        found_by_username: event.data.username,
        discovered_at: event.recordedAt,
        position_commit: event.position.commit.toString(),
        position_prepare: event.position.prepare.toString(),
        pick_rank: rank,
      });
    });
  }
  if (byMovie.size === 0) return;
  await trx('discoveries')
    .insert([...byMovie.values()])
    .onConflict('movie_id')
    .merge(['request_id', 'found_by', 'found_by_username', 'discovered_at', 'position_commit', 'position_prepare', 'pick_rank']);
}

/** Who is PRO now: their next discoveries are their own. */
async function rememberPlans(events: readonly Changed[], trx: Knex.Transaction): Promise<void> {
  for (const { data } of events) {
    if (data.plan === 'pro') await trx('pro_finders').insert({ user_id: data.userId }).onConflict('user_id').ignore();
    else await trx('pro_finders').where({ user_id: data.userId }).delete();
  }
}

async function scrubFinders(events: readonly Deleted[], trx: Knex.Transaction): Promise<void> {
  await trx('discoveries')
    .whereIn(
      'found_by',
      events.map((event) => event.data.userId),
    )
    .update({ found_by_username: null });
}
