import Router from '@koa/router';
import { CreateWatchlistInput, UpdateWatchlistInput, updateWatchlist } from '@more-ai/contracts/api/watchlists';
import { NotFound, parseInput, validatePathIds } from '@more-ai/platform';
import { requireUser } from '@more-ai/platform/auth/middleware';
import { laterOf } from '../accounts/registration';
import { commandMetadata, respond } from '../pipeline/respond';
import { accountOf, signedIn, WatchlistAnswers, type WatchlistRouteDependencies } from './answers';
import { WATCHLIST_NOT_FOUND, watchlistDecider } from './decide';
import { planLimitsOf } from '../plans/limits';
import { ensureMayMakePrivate } from './limits';
import { slotsTaken, watchlistOwnerDecider } from './owner-gate';
import { newIdFor } from '../pipeline/idempotency';
import type { CommandHandler } from '../pipeline/handle-command';

export const WATCHLIST_CREATED = 'Watchlist created successfully';
export const WATCHLIST_UPDATED = 'Watchlist updated successfully';
export const WATCHLIST_DELETED = 'Watchlist deleted successfully';

const WATCHLIST_IDS = '5d0c8f3a-7b21-4e96-a4d8-1c9e6b3f2a70';

/** POST /api/watchlist, PUT and DELETE /api/watchlist/{id}: the owner's own watchlists. */
export function watchlistLifecycleRoutes(deps: WatchlistRouteDependencies): Router {
  const { commands } = deps;
  const answers = new WatchlistAnswers(deps);
  const router = validatePathIds(new Router(), updateWatchlist.request.params.shape);

  /**
   * A create is two appends: the watchlist is opened at its owner's gate, where the plan's limit is
   * decided against all the owner's lists, and then created in its own stream. A slot opened for a
   * list that was never created (the create failed, or the process died between) is closed by the
   * watchlist slots reactor (processes/) after its grace time, so a slot is never lost. At the
   * limit, lists deleted but not closed at the gate yet are closed with the opening (see deletedAtGate).
   */
  router.post('/api/watchlist', requireUser(), async (ctx) => {
    const input = parseInput(CreateWatchlistInput, ctx.request.body);
    const userId = signedIn(ctx);
    const account = await accountOf(commands, userId);
    // Refused before the gate, so a FREE user's private list opens no slot.
    if (input.isPrivate) ensureMayMakePrivate(account.plan);
    // With an Idempotency-Key a retry is the same request: the same watchlist, created once.
    const watchlistId = newIdFor(ctx, WATCHLIST_IDS);
    const metadata = commandMetadata(ctx);
    const limit = (await planLimitsOf(commands, account.plan)).limited_watchlists;
    const deleted = await deletedAtGate(commands, userId, limit);
    const opened = await commands.handle(
      watchlistOwnerDecider,
      userId,
      { type: 'OpenWatchlist', userId, watchlistId, limit, deleted },
      metadata,
    );
    const created = await commands.handle(
      watchlistDecider,
      watchlistId,
      { type: 'CreateWatchlist', watchlistId, userId, plan: account.plan, ...input },
      metadata,
    );
    const watchlist = await answers.ownersView(created.state, account, { withMovies: false });
    respond(ctx, 201, { message: WATCHLIST_CREATED, watchlist }, laterOf(opened.position, created.position));
  });

  router.put('/api/watchlist/:id', requireUser(), async (ctx) => {
    const changes = parseInput(UpdateWatchlistInput, ctx.request.body);
    const userId = signedIn(ctx);
    const account = await accountOf(commands, userId);
    const result = await commands.handle(
      watchlistDecider,
      ctx.params.id!,
      { type: 'UpdateWatchlist', userId, plan: account.plan, changes },
      commandMetadata(ctx),
    );
    respond(
      ctx,
      200,
      { message: WATCHLIST_UPDATED, watchlist: await answers.ownersView(result.state, account, { withMovies: true }) },
      result.position,
    );
  });

  /**
   * Deleted in its stream; its slot at the owner's gate is closed by the watchlist slots reactor
   * (processes/) on WatchlistDeleted, so no crash can keep the slot taken, and a create at the limit
   * does not wait for it (deletedAtGate). A delete that finds the list deleted finds no watchlist.
   */
  router.delete('/api/watchlist/:id', requireUser(), async (ctx) => {
    const deleted = await commands.handle(
      watchlistDecider,
      ctx.params.id!,
      { type: 'DeleteWatchlist', userId: signedIn(ctx) },
      commandMetadata(ctx),
    );
    if (deleted.events.length === 0) throw new NotFound(WATCHLIST_NOT_FOUND, 'WATCHLIST_NOT_FOUND');
    respond(ctx, 200, { message: WATCHLIST_DELETED }, deleted.position);
  });

  return router;
}

/**
 * The owner's lists still open at the gate but deleted in their own streams, looked for only when
 * the owner is at the limit: a list deleted a moment ago frees its slot at once, before the
 * reactor has closed it.
 */
export async function deletedAtGate(commands: CommandHandler, userId: string, limit: number): Promise<string[]> {
  const { state } = await commands.load(watchlistOwnerDecider, userId);
  if (limit < 0 || slotsTaken(state) < limit) return [];
  const lists = await Promise.all(
    [...state.open]
      .filter((id) => !state.archived.has(id))
      .map(async (id) => ({ id, status: (await commands.load(watchlistDecider, id)).state.status })),
  );
  return lists.filter((list) => list.status === 'deleted').map((list) => list.id);
}
