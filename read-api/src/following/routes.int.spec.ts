import { expect } from 'chai';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import { ACTIVITY_PAGE_MAX, BAD_CURSOR, type ActivityItem } from '@more-ai/contracts/api/following';
import { formatPosition } from '@more-ai/events/position';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { catalogMovieIds, readAfterAll, signedUpMember, type Member } from '@more-ai/testing/members';

describe('the Following view: GET /api/following and /api/following/activity', function () {
  this.timeout(180_000);
  let app: TestApp;
  let movies: string[];
  let members = 0;
  const newMember = (plan: 'free' | 'pro' = 'free') => signedUpMember(app, `fan${(members += 1)}`, plan);
  const newList = async (owner: Member, name: string, isPrivate = false) => {
    const answer = await owner.visitor.request('POST', '/api/watchlist', { json: { name, isPrivate } });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(201);
    return answer.body.watchlist._id as string;
  };
  const addTitle = async (owner: Member, listId: string, movieId: string) =>
    expect((await owner.visitor.request('POST', `/api/watchlist/${listId}/movies`, { json: { movieId } })).status).to.be.oneOf([200, 201]);
  const makePrivate = async (owner: Member, listId: string, isPrivate: boolean) =>
    expect((await owner.visitor.request('PUT', `/api/watchlist/${listId}`, { json: { isPrivate } })).status).to.equal(200);
  const followPerson = async (follower: Member, followee: Member) =>
    expect((await follower.visitor.request('POST', `/api/profile/${followee.userId}/follow`)).status).to.equal(200);
  const followList = async (follower: Member, listId: string) =>
    expect((await follower.visitor.request('POST', `/api/watchlist/${listId}/follow`)).status).to.equal(200);
  const activity = async (member: Member, query = '') => {
    const answer = await readAfterAll(app, member, `/api/following/activity${query}`);
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    return answer.body as { items: ActivityItem[]; nextCursor: string | null };
  };
  const listsIn = (items: ActivityItem[]) => items.map((item) => `${item.kind} ${item.watchlist?.name ?? '-'}`);

  before(async () => {
    app = await startTestApp('following_routes', { catalogDir: SAMPLE_CATALOG_DIR });
    movies = await catalogMovieIds(app, 4);
  });
  after(() => app.close());

  it('answers 401 to a caller who is not signed in', async () => {
    for (const path of ['/api/following', '/api/following/activity']) expect((await app.request('GET', path)).status).to.equal(401);
  });

  it('refuses a malformed cursor or limit with a 400 that names it, appending nothing', async () => {
    const member = await newMember();
    const head = await app.events.store.headPosition();
    const refused = async (query: string, message: string) => {
      const answer = await member.visitor.request('GET', `/api/following/activity${query}`);
      expect(answer.status, query).to.equal(400);
      expect(answer.body.message, query).to.equal(message);
    };
    const badLimit = `limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}`;
    await refused('?before=yesterday', BAD_CURSOR);
    await refused('?before=1-2-3', BAD_CURSOR);
    await refused(`?before=${'9'.repeat(21)}-1`, BAD_CURSOR);
    await refused('?before=12-3%0A', 'The query must be on one line');
    await refused('?before=12-3%00', 'The query contains a control character (U+0000)');
    await refused('?before=1-1&before=2-2', BAD_CURSOR);
    await refused('?limit=0', badLimit);
    await refused(`?limit=${ACTIVITY_PAGE_MAX + 1}`, badLimit);
    await refused('?limit=2.5', badLimit);
    await refused('?limit=ten', badLimit);
    expect(await app.events.store.headPosition()).to.deep.equal(head);
  });

  it('pages newest first by cursor, neither repeating nor skipping an item while new ones arrive', async () => {
    const [author, reader] = [await newMember('pro'), await newMember()];
    await followPerson(reader, author);
    for (let n = 1; n <= 7; n += 1) await newList(author, `List ${n}`);
    const first = await activity(reader, '?limit=3');
    expect(listsIn(first.items)).to.deep.equal(['watchlistCreated List 7', 'watchlistCreated List 6', 'watchlistCreated List 5']);
    expect(first.nextCursor).to.equal(first.items[2]!.id);

    await newList(author, 'List 8');
    const second = await activity(reader, `?limit=3&before=${first.nextCursor}`);
    expect(listsIn(second.items)).to.deep.equal(['watchlistCreated List 4', 'watchlistCreated List 3', 'watchlistCreated List 2']);
    const last = await activity(reader, `?limit=3&before=${second.nextCursor}`);
    expect(listsIn(last.items)).to.deep.equal(['watchlistCreated List 1']);
    expect(last.nextCursor).to.equal(null);

    expect(listsIn((await activity(reader, '?limit=1')).items)).to.deep.equal(['watchlistCreated List 8']);
    expect(first.items[0]).to.deep.include({ actor: { _id: author.userId, username: author.username }, movies: [], movieCount: 0 });
    expect(Date.parse(first.items[0]!.at)).to.be.closeTo(Date.now(), 120_000);
    // A cursor from before every item reads nothing; one from the future reads from the newest.
    expect((await activity(reader, '?before=0-0')).items).to.deep.equal([]);
    const future = formatPosition({ commit: 10n ** 19n, prepare: 0n });
    expect(listsIn((await activity(reader, `?limit=1&before=${future}`)).items)).to.deep.equal(['watchlistCreated List 8']);
  });

  it('shows titles added to a public list with their cards, and nothing ever of a private list', async () => {
    const [author, reader] = [await newMember('pro'), await newMember()];
    await followPerson(reader, author);
    const open = await newList(author, 'Noir nights');
    const hidden = await newList(author, 'Hidden gems', true);
    for (const movieId of movies.slice(0, 3)) await addTitle(author, open, movieId);
    await addTitle(author, hidden, movies[3]!);

    const { items } = await activity(reader);
    expect(listsIn(items)).to.deep.equal(['titlesAdded Noir nights', 'watchlistCreated Noir nights']);
    const movie = await app.db('rm_movies.movies').where({ id: movies[0] }).first('title', 'year', 'genres');
    expect(items[0]).to.deep.include({ movieCount: 3, watchlist: { _id: open, name: 'Noir nights' }, previousName: null, rating: null });
    expect(items[0]!.movies[0]).to.deep.equal({
      _id: movies[0],
      title: movie.title,
      year: movie.year,
      posterUrl: null,
      genre: movie.genres,
    });
    expect(JSON.stringify(items)).to.not.include(hidden).and.not.include('Hidden gems');

    await makePrivate(author, open, true);
    expect((await activity(reader)).items).to.deep.equal([]);
    await makePrivate(author, open, false);
    expect(listsIn((await activity(reader)).items)).to.deep.equal(['titlesAdded Noir nights', 'watchlistCreated Noir nights']);
  });

  it("shows a followed list's activity without following its owner, and lists whom and what the caller follows", async () => {
    const [owner, reader, other, stranger] = [await newMember(), await newMember(), await newMember(), await newMember()];
    const listId = await newList(owner, 'Kiran picks');
    await followList(reader, listId);
    await followPerson(reader, other);
    await addTitle(owner, listId, movies[0]!);
    await newList(owner, 'Not followed');

    expect(listsIn((await activity(reader)).items)).to.deep.equal(['titlesAdded Kiran picks', 'watchlistCreated Kiran picks']);
    const overview = (await readAfterAll(app, reader, '/api/following')).body;
    expect(overview.people).to.deep.equal([{ _id: other.userId, username: other.username }]);
    expect(overview.watchlists).to.have.length(1);
    expect(overview.watchlists[0]).to.deep.include({
      _id: listId,
      name: 'Kiran picks',
      movieCount: 1,
      followersCount: 1,
      isFollowing: true,
      user: { _id: owner.userId, username: owner.username },
    });

    // Nobody reads another member's follows: the stranger follows nothing and sees nothing.
    expect((await activity(stranger)).items).to.deep.equal([]);
    expect((await readAfterAll(app, stranger, '/api/following')).body).to.deep.equal({ people: [], watchlists: [] });
  });

  it('drops a followed list made private from the lists one follows, and a deleted account from everything', async () => {
    const [owner, reader] = [await newMember('pro'), await newMember()];
    const listId = await newList(owner, 'Soon private');
    await followList(reader, listId);
    await followPerson(reader, owner);
    await makePrivate(owner, listId, true);
    expect((await readAfterAll(app, reader, '/api/following')).body.watchlists).to.deep.equal([]);

    await newList(owner, 'Last words');
    expect((await activity(reader)).items).to.have.length(1);
    expect((await owner.visitor.request('DELETE', '/api/auth/delete-account')).status).to.equal(200);
    expect((await activity(reader)).items).to.deep.equal([]);
    expect((await readAfterAll(app, reader, '/api/following')).body).to.deep.equal({ people: [], watchlists: [] });
  });
});
