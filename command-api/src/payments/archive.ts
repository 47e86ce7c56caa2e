import type { ArchivedContent } from '@more-ai/events/catalog/index';
import type { GlobalPosition } from '@more-ai/events/position';
import { laterOf } from '../accounts/registration';
import { favoritesDecider } from '../favorites/decide';
import { visibleFavorites } from '../favorites/evolve';
import type { CommandHandler, CommandMetadata, CommandResult } from '../pipeline/handle-command';
import { planLimitsOf } from '../plans/limits';
import { watchlistDecider } from '../watchlists/decide';
import { visibleMovieIds } from '../watchlists/evolve';
import { watchlistOwnerDecider } from '../watchlists/owner-gate';
import { archivePlan, type HeldWatchlist } from './archive-plan';
import { archivedCounts, subscriptionDecider } from './subscription';

/** What an archive or a restore did: the archive's counts as the account shows them, and the last position written. */
export interface ArchiveOutcome {
  archivedContent: ReturnType<typeof archivedCounts>;
  position: GlobalPosition | undefined;
}

/**
 * The archive's commands get an Idempotency-Key of their own: event ids derive from the key and the
 * stream, and the request that went FREE (or paid) already appended to the Subscription stream under
 * the caller's key; with the same key, ContentArchived would be taken for that event and dropped.
 */
function archiveMetadata(metadata: CommandMetadata, step: 'archive' | 'restore'): CommandMetadata {
  return metadata.idempotencyKey ? { ...metadata, idempotencyKey: `${metadata.idempotencyKey}:${step}` } : metadata;
}

/** The owner's live, unarchived watchlists (open at the gate) and visible favourites. */
async function holdingsOf(commands: CommandHandler, userId: string) {
  const gate = (await commands.load(watchlistOwnerDecider, userId)).state;
  const lists = await Promise.all(
    [...gate.open].filter((id) => !gate.archived.has(id)).map(async (id) => (await commands.load(watchlistDecider, id)).state),
  );
  const watchlists: HeldWatchlist[] = lists
    .filter((list) => list.status === 'active' && !list.archived && list.ownerId === userId)
    .map((list) => ({
      watchlistId: list.watchlistId,
      createdAt: list.createdAt,
      isPrivate: list.isPrivate,
      movieIds: visibleMovieIds(list),
    }));
  const favoriteMovieIds = visibleFavorites((await commands.load(favoritesDecider, userId)).state);
  return { watchlists, favoriteMovieIds };
}

/**
 * Going FREE: archives what is over the FREE plan's limits (archive-plan.ts). The plan is recorded
 * on the Subscription stream first (ContentArchived), then carried out stream by stream, each step
 * idempotent: run again, it appends nothing new; stopped halfway, running it again finishes the
 * recorded plan. A user who is PRO again (or whose archive is restored already) is left alone.
 * Lists are archived in their own streams before their slots leave the gate's count, so the gate
 * never lets a FREE user past the limit while a list is still visible.
 */
export async function archiveOverFreeLimits(commands: CommandHandler, userId: string, metadata: CommandMetadata): Promise<ArchiveOutcome> {
  const meta = archiveMetadata(metadata, 'archive');
  const current = (await commands.load(subscriptionDecider, userId)).state;
  const pending = current.archive && !current.archive.restored;
  const content: ArchivedContent = pending
    ? current.archive!.content
    : archivePlan(await holdingsOf(commands, userId), await planLimitsOf(commands, 'free'));
  const recorded = await commands.handle(subscriptionDecider, userId, { type: 'RecordArchive', userId, content }, meta);
  const archive = recorded.state.archive;
  if (recorded.state.active || !archive || archive.restored)
    return { archivedContent: archivedCounts(undefined), position: recorded.position };

  const { watchlistIds, movies, favoriteMovieIds } = archive.content;
  const results: CommandResult<unknown, unknown>[] = [recorded];
  results.push(...(await Promise.all(watchlistIds.map((id) => commands.handle(watchlistDecider, id, { type: 'ArchiveWatchlist' }, meta)))));
  results.push(await commands.handle(watchlistOwnerDecider, userId, { type: 'ArchiveSlots', userId, watchlistIds }, meta));
  results.push(
    ...(await Promise.all(
      movies.map(({ watchlistId, movieIds }) => commands.handle(watchlistDecider, watchlistId, { type: 'ArchiveMovies', movieIds }, meta)),
    )),
  );
  results.push(await commands.handle(favoritesDecider, userId, { type: 'ArchiveFavorites', userId, movieIds: favoriteMovieIds }, meta));
  return { archivedContent: archivedCounts(archive.content), position: latestOf(results) };
}

/**
 * PRO again: restores exactly what the last downgrade archived, and nothing else. Recorded on the
 * Subscription stream first (ArchiveRestored), then carried out stream by stream, each step
 * idempotent; the gate takes the lists back into its count before they reappear. Asked again, the
 * steps find nothing archived and append nothing.
 */
export async function restoreArchive(commands: CommandHandler, userId: string, metadata: CommandMetadata): Promise<ArchiveOutcome> {
  const meta = archiveMetadata(metadata, 'restore');
  const recorded = await commands.handle(subscriptionDecider, userId, { type: 'RestoreArchive', userId }, meta);
  const archive = recorded.state.archive;
  if (!recorded.state.active || !archive?.restored) return { archivedContent: archivedCounts(undefined), position: recorded.position };

  const { watchlistIds, movies, favoriteMovieIds } = archive.content;
  const results: CommandResult<unknown, unknown>[] = [recorded];
  results.push(await commands.handle(watchlistOwnerDecider, userId, { type: 'RestoreSlots', userId, watchlistIds }, meta));
  results.push(...(await Promise.all(watchlistIds.map((id) => commands.handle(watchlistDecider, id, { type: 'RestoreWatchlist' }, meta)))));
  results.push(
    ...(await Promise.all(
      movies.map(({ watchlistId, movieIds }) => commands.handle(watchlistDecider, watchlistId, { type: 'RestoreMovies', movieIds }, meta)),
    )),
  );
  results.push(await commands.handle(favoritesDecider, userId, { type: 'RestoreFavorites', userId, movieIds: favoriteMovieIds }, meta));
  return { archivedContent: archivedCounts(archive.content), position: latestOf(results) };
}

function latestOf(results: readonly CommandResult<unknown, unknown>[]): GlobalPosition | undefined {
  return results.reduce<GlobalPosition | undefined>((latest, result) => laterOf(latest, result.position), undefined);
}
