import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { accountDecider } from '@more-ai/command-api/accounts/decide';
import type { FavoritesCommand } from '@more-ai/command-api/favorites/commands';
import { favoritesDecider } from '@more-ai/command-api/favorites/decide';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { registerAccounts } from '@more-ai/testing/members';
import { rebuildProjection } from '../runner/rebuild';
import { favoritesProjector } from './projector';

describe('the favorites read model', function () {
  this.timeout(60_000);
  let app: TestApp;
  const metadata = { actor: 'system', correlationId: 'test', causationId: 'test' };
  const ids = { asha: randomUUID(), ravi: randomUUID(), gone: randomUUID() };
  const movies = Array.from({ length: 6 }, () => randomUUID());
  const favorites = (command: FavoritesCommand) => app.commands.handle(favoritesDecider, command.userId, command, metadata);
  const addFavorite = (userId: string, movieId: string) => favorites({ type: 'AddFavorite', userId, movieId, limit: -1 });
  const removeFavorite = (userId: string, movieId: string) => favorites({ type: 'RemoveFavorite', userId, movieId });
  const rows = () => app.db('rm_favorites.favorites').whereIn('user_id', Object.values(ids)).orderBy(['user_id', 'movie_id']);
  const movieIdsOf = async (userId: string) =>
    (await app.db('rm_favorites.favorites').where({ user_id: userId }).orderBy('movie_id').pluck('movie_id')) as string[];

  before(async () => {
    app = await startTestApp('favorites_projector', { catalogDir: SAMPLE_CATALOG_DIR });
    await registerAccounts(app, ids);
    for (const movieId of movies.slice(0, 4)) await addFavorite(ids.asha, movieId);
    await removeFavorite(ids.asha, movies[1]!);
    await removeFavorite(ids.asha, movies[2]!);
    await addFavorite(ids.asha, movies[2]!);
    for (const movieId of movies.slice(2, 5)) await addFavorite(ids.ravi, movieId);
    for (const movieId of movies.slice(0, 3)) await addFavorite(ids.gone, movieId);
    await app.commands.handle(accountDecider, ids.gone, { type: 'DeleteAccount' }, metadata);
    // A favorite decided before the deletion whose append landed after it.
    await addFavorite(ids.gone, movies[5]!);
    await app.settled();
  });
  after(() => app.close());

  it("holds each user's favorites as added and removed, with when each was added", async () => {
    expect(await movieIdsOf(ids.asha)).to.deep.equal([movies[0]!, movies[2]!, movies[3]!].sort());
    expect(await movieIdsOf(ids.ravi)).to.deep.equal(movies.slice(2, 5).sort());
    const [row] = await app.db('rm_favorites.favorites').where({ user_id: ids.ravi, movie_id: movies[2] });
    expect(Date.parse(row.added_at)).to.be.closeTo(Date.now(), 60_000);
  });

  it("removes a deleted user's favorites, and a favorite appended after the deletion does not bring them back", async () => {
    expect(await movieIdsOf(ids.gone)).to.deep.equal([]);
    expect(await movieIdsOf(ids.ravi)).to.have.length(3);
  });

  it('rebuilds from the log into the same rows', async () => {
    const incremental = await rows();
    expect(incremental).to.have.length(6);
    await rebuildProjection({ store: app.events.log, db: app.db, projector: favoritesProjector });
    expect(await rows()).to.deep.equal(incremental);
    expect(await app.db('rm_favorites.deleted_accounts').pluck('user_id')).to.include(ids.gone);
  });
});
