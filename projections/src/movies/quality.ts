import type { MovieFacts } from '@more-ai/events/catalog/movies';

// Wins that signal a title most viewers would call essential, not only well made.
const MAJOR_AWARD =
  /academy award|oscar|palme d'or|golden lion|golden bear|national film award|bafta|golden globe|emmy|filmfare|césar|cesar|goya|grand prix|blue dragon|baeksang|golden horse|hong kong film award|japan academy/i;

/**
 * A title's prior from its own facts, between 0.1 and 0.75: notable awards count most, then the
 * 'Award winner' tag, then being watchable in India at all. Fame (how many catalog titles its
 * people are in) is added on top by the projector, as it depends on the other titles.
 */
export function ownQuality(movie: Pick<MovieFacts, 'awards' | 'tags' | 'streaming'>): number {
  let quality = 0.1;
  quality += 0.12 * Math.min(movie.awards.length, 3);
  if (movie.awards.some((award) => MAJOR_AWARD.test(award))) quality += 0.14;
  if (movie.tags.includes('Award winner')) quality += 0.1;
  if (movie.streaming.platforms.length > 0) quality += 0.05;
  return Math.round(quality * 1000) / 1000;
}

/**
 * The qualities of the titles of `candidates` (a query of rows of `movies`) with their fame: a
 * director or creator counts more than an actor, capped at 0.25 (each person once per title, counted
 * `titles - 1`: the other titles they are in). Computed for all the candidates at once, by joining
 * their people with `people` rather than looking each title's people up on its own.
 */
export function freshQualitiesSql(candidates: string): string {
  return `WITH candidates AS (${candidates}),
  crew AS (
    SELECT c.id, sum(p.titles - 1) AS titles
    FROM candidates c
    CROSS JOIN LATERAL (SELECT DISTINCT name FROM unnest(array_remove(ARRAY[c.director, c.creator], NULL)) AS n(name)) AS n
    JOIN people p ON p.name = n.name
    GROUP BY c.id
  ),
  actors AS (
    SELECT c.id, sum(p.titles - 1) AS titles
    FROM candidates c
    CROSS JOIN LATERAL (SELECT DISTINCT name FROM unnest(c.cast) AS n(name)) AS n
    JOIN people p ON p.name = n.name
    GROUP BY c.id
  )
  SELECT c.id, (c.own_quality + LEAST(0.25, 0.04 * coalesce(crew.titles, 0) + 0.015 * coalesce(actors.titles, 0)))::real AS quality
  FROM candidates c LEFT JOIN crew ON crew.id = c.id LEFT JOIN actors ON actors.id = c.id`;
}
