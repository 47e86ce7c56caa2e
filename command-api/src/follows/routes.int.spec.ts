import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { signedUpVisitor, type Visitor } from '@more-ai/testing/visitor';
import { ALREADY_FOLLOWING, CANNOT_FOLLOW_YOURSELF, NOT_FOLLOWING, USER_NOT_FOUND } from './decide';
import { USER_FOLLOWED, USER_UNFOLLOWED } from './routes';

describe('following people over HTTP', function () {
  this.timeout(120_000);
  let app: TestApp;
  let asha: Visitor, ravi: Visitor, meera: Visitor;
  const ids: Record<string, string> = {};
  const follow = (who: Visitor, userId: string) => who.request('POST', `/api/profile/${userId}/follow`);
  const unfollow = (who: Visitor, userId: string) => who.request('DELETE', `/api/profile/${userId}/follow`);
  const refusal = (response: { status: number; body: { message: string } }) => [response.status, response.body.message];

  before(async () => {
    app = await startTestApp('follows');
    [asha, ravi, meera] = await Promise.all([signedUpVisitor(app, 'asha'), signedUpVisitor(app, 'ravi'), signedUpVisitor(app, 'meera')]);
    for (const [name, visitor] of Object.entries({ asha, ravi, meera }))
      ids[name] = (await visitor.request('GET', '/api/auth/me')).body.user._id;
  });
  after(() => app.close());

  it("answers each follow and unfollow with the followee's followers count and a position", async () => {
    const first = await follow(asha, ids.meera!);
    expect(first.status).to.equal(200);
    expect(first.body).to.include({ message: USER_FOLLOWED, followersCount: 1 });
    expect(first.body.position).to.match(/^\d+-\d+$/);
    await app.settled();

    expect((await follow(ravi, ids.meera!)).body).to.include({ message: USER_FOLLOWED, followersCount: 2 });
    await app.settled();
    expect((await unfollow(asha, ids.meera!)).body).to.include({ message: USER_UNFOLLOWED, followersCount: 1 });
    await app.settled();
    expect((await unfollow(ravi, ids.meera!)).body).to.include({ message: USER_UNFOLLOWED, followersCount: 0 });
  });

  it('refuses to follow yourself with 422', async () => {
    expect(refusal(await follow(asha, ids.asha!))).to.deep.equal([422, CANNOT_FOLLOW_YOURSELF]);
  });

  it('refuses an unknown user with 404, whether the id is well-formed or not', async () => {
    expect(refusal(await follow(asha, randomUUID()))).to.deep.equal([404, USER_NOT_FOUND]);
    expect(refusal(await follow(asha, 'not-a-user'))).to.deep.equal([404, USER_NOT_FOUND]);
  });

  it('refuses a second follow with 409 and an unfollow of someone not followed with 404', async () => {
    expect((await follow(ravi, ids.asha!)).status).to.equal(200);
    expect(refusal(await follow(ravi, ids.asha!))).to.deep.equal([409, ALREADY_FOLLOWING]);
    expect(refusal(await unfollow(meera, ids.asha!))).to.deep.equal([404, NOT_FOLLOWING]);
  });

  it('follows once when the same follow is sent ten times at once', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => follow(meera, ids.ravi!)));
    expect(responses.map((r) => r.status).sort()).to.deep.equal([200, ...Array(9).fill(409)]);
    const events = await app.events.store.readStream(`Follows-${ids.meera}`);
    expect(events.filter((e) => e.type === 'UserFollowed' && e.data.followeeId === ids.ravi)).to.have.length(1);
  });

  it('needs a signed-in user', async () => {
    const response = await app.request('POST', `/api/profile/${ids.asha}/follow`);
    expect(response.status).to.equal(401);
  });
});
