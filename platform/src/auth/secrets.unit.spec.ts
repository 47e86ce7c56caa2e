import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { sessionSecretFrom, sessionSecretsFrom } from './secrets';

describe('session secrets', () => {
  it('derives the same keys from the same secret, so every process agrees on them', () => {
    const secret = randomBytes(32);
    expect(sessionSecretsFrom(secret)).to.deep.equal(sessionSecretsFrom(Buffer.from(secret)));
  });

  it('derives a different key for each purpose, and different keys from another secret', () => {
    const one = sessionSecretsFrom(randomBytes(32));
    const keys = [Buffer.from(one.jwtKey), one.csrfKey, one.otpPepper, one.refreshKey];
    expect(new Set(keys.map((k) => k.toString('hex'))).size).to.equal(4);
    const other = sessionSecretsFrom(randomBytes(32));
    expect(Buffer.from(other.jwtKey).equals(keys[0]!)).to.equal(false);
  });

  it('refuses a secret shorter than 32 bytes', () => {
    expect(() => sessionSecretsFrom(randomBytes(16))).to.throw('at least 32 bytes');
  });

  it('reads SESSION_SECRET as base64 of at least 32 bytes', () => {
    const secret = randomBytes(48);
    expect(sessionSecretFrom(` ${secret.toString('base64')}\n`).equals(secret)).to.equal(true);
    expect(() => sessionSecretFrom(undefined)).to.throw('SESSION_SECRET is not set');
    expect(() => sessionSecretFrom(randomBytes(16).toString('base64'))).to.throw('SESSION_SECRET must be base64 of at least 32 bytes');
    expect(() => sessionSecretFrom('not base64 at all, but long enough to pass a length check!!')).to.throw(
      'SESSION_SECRET must be base64',
    );
  });
});
