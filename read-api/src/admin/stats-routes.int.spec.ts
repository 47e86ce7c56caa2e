import { expect } from 'chai';
import { AdminStats } from '@more-ai/contracts/api/admin';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { catalogMovieIds, signedUpMember, type Member } from '@more-ai/testing/members';
import { Visitor } from '@more-ai/testing/visitor';

const SUPERADMIN = { email: 'chief@example.com', password: 'Director#2025' };
const ADMIN = { username: 'deputy', email: 'deputy@example.com', password: 'Deputy#2025' };
const STATS = '/api/admin/stats';

describe('GET /api/admin/stats', function () {
  this.timeout(60_000);
  let app: TestApp;
  let chief: Visitor;
  let admin: Visitor;
  let member: Member;

  const signIn = async (credentials: { email: string; password: string }) => {
    const visitor = new Visitor(app);
    expect((await visitor.request('POST', '/api/auth/login', { json: credentials })).status).to.equal(200);
    return visitor;
  };

  before(async () => {
    app = await startTestApp('admin_stats_route', { superadmin: SUPERADMIN });
    chief = await signIn(SUPERADMIN);
    expect((await chief.request('POST', '/api/auth/create-admin', { json: ADMIN })).status).to.equal(201);
    admin = await signIn(ADMIN);
    member = await signedUpMember(app, 'asha');
  });
  after(() => app?.close());

  it('refuses anonymous callers with 401', async () => {
    const answer = await app.request('GET', STATS);
    expect(answer.status).to.equal(401);
    expect(answer.body).to.have.property('message');
  });

  it('refuses users with 403', async () => {
    expect((await member.visitor.request('GET', STATS)).status).to.equal(403);
  });

  it("answers admins and superadmins with the dashboard's figures", async () => {
    await app.settled();
    for (const caller of [admin, chief]) {
      const answer = await caller.request('GET', STATS);
      expect(answer.status).to.equal(200);
      expect(AdminStats.safeParse(answer.body).success).to.equal(true);
      expect(answer.body).to.include({ totalUsers: 1, totalAdmins: 1, totalSuperadmins: 1 });
      expect(answer.body.asOf).to.be.a('string');
    }
  });

  it("shows a user's action to an admin who read after it (X-Min-Position)", async () => {
    const [movieId] = await catalogMovieIds(app, 1);
    const added = await member.visitor.request('POST', '/api/favorites', { json: { movieId } });
    expect(added.status).to.equal(201);
    const answer = await admin.request('GET', STATS, { headers: { 'X-Min-Position': added.body.position } });
    expect(answer.headers.get('X-Read-Model-Stale')).to.equal(null);
    expect(answer.body).to.include({ totalFavorites: 1 });
    expect(answer.body.mostFavoritedMovie).to.include({ _id: movieId, favoritesCount: 1 });
  });
});
