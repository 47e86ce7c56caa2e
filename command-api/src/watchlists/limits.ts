import { watchlistsLimitMessage } from '@more-ai/contracts/watchlists';
import type { PlanType } from '@more-ai/events/catalog/index';
import { Forbidden, PlanLimitReached } from '@more-ai/platform/domain/errors';

export const PRIVATE_NEEDS_PRO = 'Creating private watchlists is available exclusively for PRO users.';

/** A plan limit in the spec's words, so the UI can open the upgrade dialog with them (SPEC §5, §8). */
export class WatchlistsLimitReached extends PlanLimitReached {
  constructor(limit: number) {
    super(watchlistsLimitMessage(limit), 'WATCHLISTS_LIMIT_REACHED');
  }
}

export class MoviesPerWatchlistLimitReached extends PlanLimitReached {
  constructor(limit: number) {
    super(
      `You can add up to ${limit} movies per watchlist on the FREE plan. Upgrade to PRO for unlimited movies.`,
      'MOVIES_PER_WATCHLIST_LIMIT_REACHED',
    );
  }
}

/** SPEC §5: only PRO users may make a watchlist private (the 'PRO Only: Private Watchlists' dialog). */
export function ensureMayMakePrivate(plan: PlanType): void {
  if (plan !== 'pro') throw new Forbidden(PRIVATE_NEEDS_PRO, 'PRO_ONLY_PRIVATE_WATCHLISTS');
}
