import type { ActivityItem } from './slice';

/** What an item says after the actor's name; `list` when the watchlist's name follows it. */
export interface ActivityWords {
  readonly text: string;
  readonly list: boolean;
}

/** '1 title', '3 titles'. */
export function titles(count: number): string {
  return count === 1 ? '1 title' : `${count} titles`;
}

/** A rating in half stars as it reads aloud and on screen: '4.5 out of 5'. */
export function ratingWords(rating: number): string {
  return `${rating} out of 5`;
}

/**
 * The sentence of an item, after who did it: 'added 3 titles to' Noir nights, 'renamed ‘Noir’ to'
 * Noir nights, 'discovered 4 titles with an AI search', 'watched and rated it 4.5 out of 5'.
 */
export function activityWords(item: Pick<ActivityItem, 'kind' | 'movieCount' | 'previousName' | 'rating'>): ActivityWords {
  switch (item.kind) {
    case 'watchlistCreated':
      return { text: 'created the watchlist', list: true };
    case 'titlesAdded':
      return { text: `added ${titles(item.movieCount)} to`, list: true };
    case 'watchlistRenamed':
      return { text: item.previousName ? `renamed ‘${item.previousName}’ to` : 'renamed a watchlist to', list: true };
    case 'discovered':
      return { text: `discovered ${titles(item.movieCount)} with an AI search`, list: false };
    case 'watched':
      return { text: item.rating === null ? 'watched' : `watched and rated it ${ratingWords(item.rating)}`, list: false };
  }
}
