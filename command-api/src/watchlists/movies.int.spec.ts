import { expect } from 'chai';
import { START } from '@more-ai/events/position';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { SELECT_A_WATCHLIST } from '@more-ai/contracts/api/watchlists';
import { MOVIE_ALREADY_IN_WATCHLIST, MOVIE_NOT_IN_WATCHLIST, WATCHLIST_NOT_FOUND } from './decide';
import { ADDED_TO_WATCHLISTS, MOVIE_REMOVED } from './movie-routes';
import { catalogMovieIds, readAfterAll, signedUpMember, type Member } from '@more-ai/testing/members';

const MOVIES_LIMIT = 'You can add up to 5 movies per watchlist on the FREE plan. Upgrade to PRO for unlimited movies.';
const BATCH = '/api/watchlist/batch/add-movie';
const MISSING_LIST = '0b7c9d2e-1f3a-4b5c-8d6e-7f8091a2b3c4';
const MISSING_MOVIE = '5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716';

describe('watchlists: movies in and out, one list at a time and in a batch', function () {
  this.timeout(120_000);
  let app: TestApp;
  let movieIds: string[];
  let members = 0;
  const newMember = (plan: 'free' | 'pro' = 'free') => signedUpMember(app, `collector${(members += 1)}`, plan);
  const newList = async (member: Member, name = 'Picks') =>
    (await member.visitor.request('POST', '/api/watchlist', { json: { name } })).body.watchlist._id as string;
  const add = (member: Member, listId: string, movieId: string) =>
    member.visitor.request('POST', `/api/watchlist/${listId}/movies`, { json: { movieId } });
  const batch = (member: Member, json: unknown) => member.visitor.request('POST', BATCH, { json });
  const moviesOf = async (member: Member, listId: string) =>
    ((await readAfterAll(app, member, `/api/watchlist/${listId}/movies`)).body.movies as { _id: string }[]).map((m) => m._id);

  before(async () => {
    app = await startTestApp('watchlists_movies');
    movieIds = await catalogMovieIds(app, 60);
  });
  after(() => app.close());

  it('adds a movie and answers with the watchlist holding it, newest first', async () => {
    const owner = await newMember();
    const listId = await newList(owner);
    await add(owner, listId, movieIds[0]!);
    const response = await add(owner, listId, movieIds[1]!);
    expect(response.status).to.equal(201);
    expect(response.body.message).to.equal(ADDED_TO_WATCHLISTS);
    expect(response.body.watchlist).to.include({ _id: listId, movieCount: 2 });
    expect(response.body.watchlist.movies.map((m: { _id: string }) => m._id)).to.deep.equal([movieIds[1], movieIds[0]]);
    expect(response.body.watchlist.movies[0]).to.include.keys(
      'title',
      'year',
      'length',
      'director',
      'cast',
      'plot',
      'genre',
      'availableOn',
    );
    expect(await moviesOf(owner, listId)).to.deep.equal([movieIds[1], movieIds[0]]);
  });

  it('refuses a movie already in the list (409), an unknown movie and a missing movie id', async () => {
    const owner = await newMember();
    const listId = await newList(owner);
    await add(owner, listId, movieIds[0]!);
    const twice = await add(owner, listId, movieIds[0]!);
    expect([twice.status, twice.body.message]).to.deep.equal([409, MOVIE_ALREADY_IN_WATCHLIST]);
    const unknown = await add(owner, listId, MISSING_MOVIE);
    expect([unknown.status, unknown.body.message]).to.deep.equal([404, 'Movie not found']);
    const notAnId = await add(owner, listId, 'not-a-movie');
    expect([notAnId.status, notAnId.body.message]).to.deep.equal([404, 'Movie not found']);
    const missing = await owner.visitor.request('POST', `/api/watchlist/${listId}/movies`, { json: {} });
    expect([missing.status, missing.body.message]).to.deep.equal([400, 'Movie id is required']);
  });

  it("answers 404 to adding to or removing from someone else's list", async () => {
    const [owner, other] = [await newMember(), await newMember()];
    const listId = await newList(owner);
    await add(owner, listId, movieIds[0]!);
    expect((await add(other, listId, movieIds[1]!)).body.message).to.equal(WATCHLIST_NOT_FOUND);
    const removal = await other.visitor.request('DELETE', `/api/watchlist/${listId}/movies/${movieIds[0]}`);
    expect([removal.status, removal.body.message]).to.deep.equal([404, WATCHLIST_NOT_FOUND]);
    expect(await moviesOf(owner, listId)).to.deep.equal([movieIds[0]]);
  });

  it('removes a movie and answers with the updated watchlist; a movie not in it is 404', async () => {
    const owner = await newMember();
    const listId = await newList(owner);
    await add(owner, listId, movieIds[0]!);
    await add(owner, listId, movieIds[1]!);
    const response = await owner.visitor.request('DELETE', `/api/watchlist/${listId}/movies/${movieIds[0]}`);
    expect(response.status).to.equal(200);
    expect(response.body.message).to.equal(MOVIE_REMOVED);
    expect(response.body.watchlist.movies.map((m: { _id: string }) => m._id)).to.deep.equal([movieIds[1]]);
    expect(response.body.watchlist.movieCount).to.equal(1);
    const again = await owner.visitor.request('DELETE', `/api/watchlist/${listId}/movies/${movieIds[0]}`);
    expect([again.status, again.body.message]).to.deep.equal([404, MOVIE_NOT_IN_WATCHLIST]);
    expect(await moviesOf(owner, listId)).to.deep.equal([movieIds[1]]);
  });

  it('keeps exactly 5 of 50 simultaneous adds to one list on FREE, refusing the rest with the upgrade message', async () => {
    const owner = await newMember();
    const listId = await newList(owner);
    const responses = await Promise.all(movieIds.slice(0, 50).map((movieId) => add(owner, listId, movieId)));
    expect(responses.filter((r) => r.status === 201)).to.have.length(5);
    const refused = responses.filter((r) => r.status !== 201);
    expect(refused).to.have.length(45);
    for (const response of refused)
      expect(response.body).to.deep.equal({ message: MOVIES_LIMIT, code: 'MOVIES_PER_WATCHLIST_LIMIT_REACHED' });
    expect(await moviesOf(owner, listId)).to.have.length(5);
    expect(await app.events.store.readStream(`Watchlist-${listId}`)).to.have.length(6);
  });

  it('lets PRO add more than 5 movies to a list', async () => {
    const owner = await newMember('pro');
    const listId = await newList(owner);
    for (const movieId of movieIds.slice(0, 8)) expect((await add(owner, listId, movieId)).status).to.equal(201);
    expect(await moviesOf(owner, listId)).to.have.length(8);
  });

  describe('the batch add of the Add to Watchlist drawer', () => {
    it('adds the movie to every selected list and says success', async () => {
      const owner = await newMember();
      const lists = [await newList(owner, 'One'), await newList(owner, 'Two')];
      const response = await batch(owner, { movieId: movieIds[9], watchlistIds: lists });
      expect(response.status).to.equal(200);
      expect(response.body).to.deep.include({ success: true, added: lists, errors: [] });
      expect(response.body.position).to.match(/^\d+-\d+$/);
      for (const listId of lists) expect(await moviesOf(owner, listId)).to.deep.equal([movieIds[9]]);
    });

    it('adds where it can and gives one error per failed list: full, not yours, missing, already holding the movie', async () => {
      const [owner, other] = [await newMember(), await newMember()];
      const movieId = movieIds[20]!;
      const open = await newList(owner, 'Open');
      const full = await newList(owner, 'Full');
      for (const id of movieIds.slice(0, 5)) await add(owner, full, id);
      const holding = await newList(owner, 'Holding');
      await add(owner, holding, movieId);
      const notYours = await newList(other, 'Theirs');

      await app.settled();
      const before = await app.events.store.countAfter(START, 1_000_000);
      const response = await batch(owner, { movieId, watchlistIds: [open, full, notYours, MISSING_LIST, holding] });
      expect(response.status).to.equal(200);
      expect(response.body.success).to.equal(false);
      expect(response.body.added).to.deep.equal([open]);
      expect(response.body.errors).to.deep.equal([
        { watchlistId: full, message: MOVIES_LIMIT, code: 'MOVIES_PER_WATCHLIST_LIMIT_REACHED' },
        { watchlistId: notYours, message: WATCHLIST_NOT_FOUND, code: 'WATCHLIST_NOT_FOUND' },
        { watchlistId: MISSING_LIST, message: WATCHLIST_NOT_FOUND, code: 'WATCHLIST_NOT_FOUND' },
        { watchlistId: holding, message: MOVIE_ALREADY_IN_WATCHLIST, code: 'MOVIE_ALREADY_IN_WATCHLIST' },
      ]);
      expect(await app.events.store.countAfter(START, 1_000_000)).to.equal(before + 1);
      expect(await moviesOf(owner, open)).to.deep.equal([movieId]);
      expect(await moviesOf(owner, full)).to.not.include(movieId);
      expect(await moviesOf(other, notYours)).to.deep.equal([]);
    });

    it('refuses no selection, more than 50 lists and an unknown movie, adding nothing', async () => {
      const owner = await newMember();
      const listId = await newList(owner);
      const none = await batch(owner, { movieId: movieIds[0], watchlistIds: [] });
      expect([none.status, none.body.message]).to.deep.equal([400, SELECT_A_WATCHLIST]);
      const absent = await batch(owner, { movieId: movieIds[0] });
      expect([absent.status, absent.body.message]).to.deep.equal([400, SELECT_A_WATCHLIST]);
      const tooMany = await batch(owner, { movieId: movieIds[0], watchlistIds: Array.from({ length: 51 }, () => listId) });
      expect([tooMany.status, tooMany.body.message]).to.deep.equal([400, 'At most 50 watchlists at a time']);
      const unknown = await batch(owner, { movieId: MISSING_MOVIE, watchlistIds: [listId] });
      expect([unknown.status, unknown.body.message]).to.deep.equal([404, 'Movie not found']);
      expect(await moviesOf(owner, listId)).to.deep.equal([]);
    });

    it('adds once to a list selected twice', async () => {
      const owner = await newMember();
      const listId = await newList(owner);
      const response = await batch(owner, { movieId: movieIds[3], watchlistIds: [listId, listId] });
      expect(response.body).to.deep.include({ success: true, added: [listId], errors: [] });
      expect(await moviesOf(owner, listId)).to.deep.equal([movieIds[3]]);
    });
  });
});
