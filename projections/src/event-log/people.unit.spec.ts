import { expect } from 'chai';
import { isUserActor, usersOf } from './people';

describe('whom an event is about (the per-user audit trail)', () => {
  it('counts its actor when the actor is a user', () => {
    expect(usersOf({}, { actor: 'u1' })).to.deep.equal(['u1']);
    for (const actor of ['system', 'system:processes', 'anonymous']) expect(usersOf({}, { actor }), actor).to.deep.equal([]);
  });

  it('counts the people its payload names: account owner, watchlist owner, follower and followee', () => {
    expect(
      usersOf({ userId: 'a', ownerId: 'b', followerId: 'c', followeeId: 'd', movieId: 'm', watchlistId: 'w' }, { actor: 'system' }),
    ).to.deep.equal(['a', 'b', 'c', 'd']);
  });

  it('counts the owner of its personal data, but not a visitor record', () => {
    expect(usersOf({}, { actor: 'anonymous', piiSubject: 'user:u9' })).to.deep.equal(['u9']);
    expect(usersOf({}, { actor: 'anonymous', piiSubject: 'contact:c1' })).to.deep.equal([]);
  });

  it('names each user once, actor first', () => {
    expect(usersOf({ followerId: 'u1', followeeId: 'u2', userId: 'u1' }, { actor: 'u1', piiSubject: 'user:u2' })).to.deep.equal([
      'u1',
      'u2',
    ]);
  });

  it('ignores what cannot be a user id', () => {
    const odd = { userId: 42, ownerId: 'has space', followerId: 'x'.repeat(129), followeeId: '' };
    expect(usersOf(odd, { actor: 'a b', piiSubject: 'user:' })).to.deep.equal([]);
    expect(usersOf({ userId: 'x'.repeat(128) }, { actor: 'system' })).to.deep.equal(['x'.repeat(128)]);
    expect(usersOf({ userId: 'a.b_c:d-9' }, { actor: 'system' })).to.deep.equal(['a.b_c:d-9']);
  });

  it('tells user actors from the system and anonymous callers', () => {
    expect(isUserActor('5d0c8f3a-7b21-4e96-a4d8-1c9e6b3f2a70')).to.equal(true);
    expect(isUserActor('systematic')).to.equal(true);
    expect(isUserActor('system')).to.equal(false);
    expect(isUserActor('system:scheduler')).to.equal(false);
    expect(isUserActor('anonymous')).to.equal(false);
  });
});
