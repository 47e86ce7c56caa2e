import type { WatchlistView } from '@more-ai/contracts/watchlists';
import type { LinkToShare } from '../sharing/actions';

/** A watchlist as the APIs send it (SPEC §3 Watchlist). */
export type { WatchlistView };

/** SPEC §5 watchlist rules, checked before the server is asked. */
export const NAME_MAX = 30;
export const DESCRIPTION_MAX = 200;
export const NAME_REQUIRED = 'Watchlist name is required';
export const PRIVATE_FOR_PRO = 'Creating private watchlists is available exclusively for PRO users.';
export const LIMITS_UNVERIFIED = 'Unable to verify your watchlist limits. Please try again later.';
export const WATCHLIST_LINK_COPIED = 'Watchlist link copied to clipboard!';

/** What the create and edit dialogs send. */
export interface WatchlistDraft {
  readonly name: string;
  readonly description: string;
  readonly isPrivate: boolean;
}

export function watchlistPath(watchlistId: string): string {
  return `/watchlist/${encodeURIComponent(watchlistId)}`;
}

/** The link anyone may open (SPEC §2 /shared/watchlist/{id}). */
export function watchlistLinkToShare(watchlist: Pick<WatchlistView, '_id' | 'name'>): LinkToShare {
  return { path: `/shared/watchlist/${encodeURIComponent(watchlist._id)}`, copiedMessage: WATCHLIST_LINK_COPIED, title: watchlist.name };
}

/** The draft's first problem, or null when the server may be asked. */
export function draftProblem(draft: WatchlistDraft): string | null {
  const name = draft.name.trim();
  if (!name) return NAME_REQUIRED;
  if (name.length > NAME_MAX) return `Watchlist name must be at most ${NAME_MAX} characters`;
  if (draft.description.length > DESCRIPTION_MAX) return `Description must be at most ${DESCRIPTION_MAX} characters`;
  return null;
}
