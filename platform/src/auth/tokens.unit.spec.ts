import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { sessionSecretsFrom } from './secrets';
import { ACCESS_TOKEN_SECONDS, rememberingTokenVerifier, signAccessToken, verifyAccessToken, type SessionUser } from './tokens';

const alice: SessionUser = { userId: 'alice', role: 'user', sessionId: 's-alice' };
const bob: SessionUser = { userId: 'bob', role: 'admin', sessionId: 's-bob' };

describe('access tokens', () => {
  it('verify as the session user they were signed for, and not under another key', async () => {
    const secrets = sessionSecretsFrom(randomBytes(32));
    const token = await signAccessToken(secrets, alice);
    expect(await verifyAccessToken(secrets, token)).to.deep.equal(alice);
    expect(await verifyAccessToken(sessionSecretsFrom(randomBytes(32)), token)).to.equal(undefined);
    expect(await verifyAccessToken(secrets, `${token}x`)).to.equal(undefined);
  });

  describe('rememberingTokenVerifier', () => {
    it('checks a token once and then answers from memory, until it expires', async () => {
      const secrets = sessionSecretsFrom(randomBytes(32));
      const issued = new Date();
      const token = await signAccessToken(secrets, alice, issued);
      const expiresAtMs = (Math.floor(issued.getTime() / 1000) + ACCESS_TOKEN_SECONDS) * 1000;
      let now = Date.now();
      const verify = rememberingTokenVerifier(secrets, { now: () => now });
      expect(await verify(token)).to.deep.equal(alice);
      // With the key changed, only a remembered token can still verify.
      secrets.jwtKey.fill(7);
      expect(await verify(token)).to.deep.equal(alice);
      now = expiresAtMs - 1;
      expect(await verify(token)).to.deep.equal(alice);
      now = expiresAtMs;
      expect(await verify(token)).to.equal(undefined);
      // Forgotten once expired: checked afresh, it fails under the changed key.
      now = Date.now();
      expect(await verify(token)).to.equal(undefined);
    });

    it('keeps nothing of a token that does not verify', async () => {
      const secrets = sessionSecretsFrom(randomBytes(32));
      const forged = await signAccessToken(sessionSecretsFrom(randomBytes(32)), alice);
      const verify = rememberingTokenVerifier(secrets);
      expect(await verify(forged)).to.equal(undefined);
      expect(await verify('not a token')).to.equal(undefined);
    });

    it('keeps at most its capacity, letting the longest kept go first', async () => {
      const secrets = sessionSecretsFrom(randomBytes(32));
      const [first, second] = [await signAccessToken(secrets, alice), await signAccessToken(secrets, bob)];
      const verify = rememberingTokenVerifier(secrets, { capacity: 1 });
      expect(await verify(first)).to.deep.equal(alice);
      expect(await verify(second)).to.deep.equal(bob);
      secrets.jwtKey.fill(7);
      expect(await verify(second)).to.deep.equal(bob);
      expect(await verify(first)).to.equal(undefined);
    });

    it('keeps more than one token by default', async () => {
      const secrets = sessionSecretsFrom(randomBytes(32));
      const tokens = await Promise.all([alice, bob].map((user) => signAccessToken(secrets, user)));
      const verify = rememberingTokenVerifier(secrets);
      for (const token of tokens) await verify(token);
      secrets.jwtKey.fill(7);
      expect(await Promise.all(tokens.map(verify))).to.deep.equal([alice, bob]);
    });
  });
});
