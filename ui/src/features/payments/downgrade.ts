import type { ArchivedContentView, CurrentSubscriptionView, DowngradeImpactView } from '@more-ai/contracts/payments';

/** SPEC §9: the processed-downgrade notice shows for 30 days after the processed date. */
export const PROCESSED_NOTICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Which downgrade notice /me shows: one waiting for its date, one carried out lately, or none. */
export type DowngradeNotice =
  | { readonly kind: 'scheduled'; readonly effectiveDate: string }
  | { readonly kind: 'processed'; readonly processedDate: string; readonly archived: ArchivedContentView }
  | null;

export function downgradeNotice(current: CurrentSubscriptionView | null, now: Date): DowngradeNotice {
  const metadata = current?.subscription.metadata;
  if (!metadata) return null;
  if (metadata.scheduledDowngrade && current.subscription.type === 'pro') {
    return { kind: 'scheduled', effectiveDate: metadata.scheduledDowngrade.effectiveDate };
  }
  const processed = metadata.downgradeProcessedDate ? Date.parse(metadata.downgradeProcessedDate) : Number.NaN;
  if (metadata.downgradeProcessed && current.subscription.type === 'free' && now.getTime() - processed <= PROCESSED_NOTICE_DAYS * DAY_MS) {
    return { kind: 'processed', processedDate: metadata.downgradeProcessedDate!, archived: metadata.archivedContent };
  }
  return null;
}

/** '2 watchlists, 7 movies in watchlists and 3 favorites', naming only what there is. */
export function describeArchived({ watchlists, moviesInWatchlists, favorites }: ArchivedContentView): string {
  const parts = [
    [watchlists, 'watchlist', 'watchlists'],
    [moviesInWatchlists, 'movie in watchlists', 'movies in watchlists'],
    [favorites, 'favorite', 'favorites'],
  ] as const;
  const named = parts.filter(([count]) => count > 0).map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
  if (named.length <= 1) return named[0] ?? 'nothing';
  return `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}

/** What going FREE would archive now, one line per kind; nothing when all fits the FREE limits. */
export function impactLines(impact: DowngradeImpactView): string[] {
  const lines: string[] = [];
  if (impact.watchlists.toRemove > 0) {
    const privateOnes = impact.privateWatchlists.toRemove;
    lines.push(
      `${impact.watchlists.toRemove} watchlist${impact.watchlists.toRemove === 1 ? '' : 's'} beyond the first ${impact.watchlists.limit}` +
        (privateOnes > 0 ? `, including ${privateOnes} private one${privateOnes === 1 ? '' : 's'}` : ''),
    );
  }
  if (impact.moviesInWatchlists.toRemove > 0) {
    lines.push(
      `${impact.moviesInWatchlists.toRemove} movie${impact.moviesInWatchlists.toRemove === 1 ? '' : 's'} beyond ${impact.moviesPerWatchlist.limit} per watchlist`,
    );
  }
  if (impact.favorites.toRemove > 0) {
    lines.push(
      `${impact.favorites.toRemove} favorite${impact.favorites.toRemove === 1 ? '' : 's'} beyond the first ${impact.favorites.limit}`,
    );
  }
  return lines;
}
