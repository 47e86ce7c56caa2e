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

/** Fame on top of the prior: a director or creator counts more than an actor; capped at 0.25. */
export const FAME_SQL = `LEAST(0.25,
  0.04 * coalesce((SELECT sum(p.titles - 1) FROM people p WHERE p.name = ANY(array_remove(ARRAY[m.director, m.creator], NULL))), 0)
  + 0.015 * coalesce((SELECT sum(p.titles - 1) FROM people p WHERE p.name = ANY(m.cast)), 0))`;
