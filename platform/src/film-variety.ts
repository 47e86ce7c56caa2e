/** What the variety re-rank compares two titles on. */
export interface Diversifiable {
  genres: readonly string[];
  year: number;
  language: string;
  /** Director, or creator for a series. */
  maker: string | null;
  /** How well it answers the request, any scale (higher is better). */
  score: number;
  /** Whether it answers the request at all; titles that do always come before those that do not. */
  reached: boolean;
  /** A maker the request named: picks sharing them are what was asked, not repetition. */
  makerNamed: boolean;
}

/** Relevance against variety: 0.75 keeps relevance first and breaks runs of near neighbours. */
export const RELEVANCE_WEIGHT = 0.75;

// How much two titles resemble each other, by what a viewer notices first.
const SAME_MAKER = 0.35;
const GENRES = 0.3;
const SAME_DECADE = 0.15;
const SAME_LANGUAGE = 0.2;

/** How alike two titles are, from 0 (nothing shared) to 1. */
export function likeness(a: Diversifiable, b: Diversifiable): number {
  const shared = a.genres.filter((genre) => b.genres.includes(genre)).length;
  const union = new Set([...a.genres, ...b.genres]).size;
  const sameMaker = a.maker !== null && a.maker === b.maker && !(a.makerNamed && b.makerNamed);
  return (
    (sameMaker ? SAME_MAKER : 0) +
    (union === 0 ? 0 : (GENRES * shared) / union) +
    (Math.floor(a.year / 10) === Math.floor(b.year / 10) ? SAME_DECADE : 0) +
    (a.language === b.language ? SAME_LANGUAGE : 0)
  );
}

/**
 * Maximal marginal relevance: picks one at a time the title with the best mix of its relevance
 * (scaled to the best in its tier) and its difference from the titles already picked, so ten picks
 * are not ten neighbours. The best title is always first; titles that answer the request all come
 * before those that only fill the list.
 */
export function diversified<T extends Diversifiable>(pool: readonly T[], limit: number, relevanceWeight = RELEVANCE_WEIGHT): T[] {
  const picks: T[] = [];
  for (const tier of [pool.filter((t) => t.reached), pool.filter((t) => !t.reached)]) {
    const top = Math.max(...tier.map((t) => t.score), 0);
    // Each candidate with how alike it is to the closest pick so far, brought up to date with each new pick.
    const left = tier.map((candidate) => ({
      candidate,
      closest: picks.reduce((most, picked) => Math.max(most, likeness(candidate, picked)), 0),
    }));
    while (left.length > 0 && picks.length < limit) {
      let bestAt = 0;
      let bestValue = -Infinity;
      left.forEach(({ candidate, closest }, at) => {
        const relevance = top > 0 ? candidate.score / top : 0;
        const value = relevanceWeight * relevance - (1 - relevanceWeight) * closest;
        if (value > bestValue) {
          bestValue = value;
          bestAt = at;
        }
      });
      const picked = left.splice(bestAt, 1)[0]!.candidate;
      picks.push(picked);
      for (const entry of left) entry.closest = Math.max(entry.closest, likeness(entry.candidate, picked));
    }
  }
  return picks;
}
