import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { eventRegistry } from '@more-ai/events/catalog/index';
import { CREDENTIAL_WORDS, HIDDEN, hideSecrets, looksLikeCredential, SECRET_DECISIONS } from './secrets';

const CATALOG = new URL('../../../events/src/catalog/', import.meta.url);

/** Every property name declared in the event catalog's sources (comments left out). */
function declaredFieldNames(): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(CATALOG).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(new URL(file, CATALOG), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    for (const match of source.matchAll(/[{;,(\s]([A-Za-z_$][\w$]*)\??\s*:/g)) names.add(match[1]!);
  }
  return names;
}

describe('secrets in the admin event log', () => {
  it('has a decision for every credential-like field an event type declares', () => {
    const decided = new Set(Object.values(SECRET_DECISIONS).flatMap((fields) => Object.keys(fields)));
    const declared = declaredFieldNames();
    // The scan sees the fields decided so far, so it would see a new one.
    expect([...declared]).to.include.members([...decided, 'userId', 'userAgent']);
    const undecided = [...declared].filter((name) => looksLikeCredential(name) && !decided.has(name));
    // A new field named like a hash, token, secret, signature or password needs an entry in SECRET_DECISIONS.
    expect(undecided).to.deep.equal([]);
  });

  it('decides only for event types the catalog knows, and only fields that look like credentials', () => {
    expect(Object.keys(SECRET_DECISIONS).filter((type) => !eventRegistry.get(type))).to.deep.equal([]);
    for (const fields of Object.values(SECRET_DECISIONS))
      for (const field of Object.keys(fields)) expect(looksLikeCredential(field), field).to.equal(true);
  });

  it("decides each credential-like field of each type that has one, as that type's payload names it", () => {
    const samples: Record<string, Record<string, unknown>> = {
      AccountRegistered: { userId: 'u', username: 'a', email: 'e', passwordHash: 'h', role: 'user', registeredAt: 't' },
      OtpIssued: { userId: 'u', purpose: 'verify-email', otpHash: 'h', expiresAt: 't', deliveryId: 'd' },
      ResetTokenIssued: { userId: 'u', tokenHash: 'h', expiresAt: 't' },
      PasswordChanged: { userId: 'u', passwordHash: 'h' },
      SessionStarted: { sessionId: 's', userId: 'u', refreshTokenHash: 'h', expiresAt: 't', userAgent: 'a' },
      SessionRefreshed: { sessionId: 's', refreshTokenHash: 'h', expiresAt: 't', refreshedAt: 't' },
    };
    const decisions = SECRET_DECISIONS as Record<string, Record<string, string>>;
    expect(Object.keys(decisions)).to.have.members(Object.keys(samples));
    for (const [type, sample] of Object.entries(samples))
      expect(Object.keys(decisions[type]!), type).to.deep.equal(Object.keys(sample).filter(looksLikeCredential));
  });

  it("shows a credential-like field decided 'shown', and hides one decided 'hidden' whatever its name", () => {
    const table = { Receipt: { signatureValid: 'shown', pin: 'hidden' } } as const;
    expect(hideSecrets('Receipt', { signatureValid: true, pin: '1234', apiToken: 't' }, table)).to.deep.equal({
      signatureValid: true,
      pin: HIDDEN,
      apiToken: HIDDEN,
    });
  });

  it('hides password, code, reset and refresh token hashes', () => {
    expect(hideSecrets('AccountRegistered', { userId: 'u1', username: 'asha', passwordHash: 'scrypt$1' })).to.deep.equal({
      userId: 'u1',
      username: 'asha',
      passwordHash: HIDDEN,
    });
    expect(hideSecrets('PasswordChanged', { userId: 'u1', passwordHash: 'scrypt$2' })).to.deep.equal({
      userId: 'u1',
      passwordHash: HIDDEN,
    });
    expect(hideSecrets('OtpIssued', { otpHash: 'h', deliveryId: 'd' })).to.deep.equal({ otpHash: HIDDEN, deliveryId: 'd' });
    expect(hideSecrets('ResetTokenIssued', { tokenHash: 'h' })).to.deep.equal({ tokenHash: HIDDEN });
    expect(hideSecrets('SessionStarted', { refreshTokenHash: 'h', userAgent: 'Firefox' })).to.deep.equal({
      refreshTokenHash: HIDDEN,
      userAgent: 'Firefox',
    });
    expect(hideSecrets('SessionRefreshed', { refreshTokenHash: 'h' })).to.deep.equal({ refreshTokenHash: HIDDEN });
  });

  it('hides an undecided credential-like field of any type, at any depth, in arrays too', () => {
    expect(hideSecrets('PaymentCaptured', { paymentId: 'p', webhookSignature: 's' })).to.deep.equal({
      paymentId: 'p',
      webhookSignature: HIDDEN,
    });
    expect(hideSecrets('SomeFutureType', { gateway: { apiSecret: 'k', name: 'rzp' }, list: [{ Token: 't' }, 'plain'] })).to.deep.equal({
      gateway: { apiSecret: HIDDEN, name: 'rzp' },
      list: [{ Token: HIDDEN }, 'plain'],
    });
  });

  it('leaves null and absent secrets, and payloads without any, as they are', () => {
    const plain = { userId: 'u1', movieIds: ['m1'], nested: { a: 1 }, list: [{ b: 2 }] };
    expect(hideSecrets('FavoritesArchived', plain)).to.equal(plain);
    expect(hideSecrets('AccountRegistered', { passwordHash: null, other: undefined })).to.deep.equal({
      passwordHash: null,
      other: undefined,
    });
    expect(hideSecrets('X', { nested: { secret: null } })).to.deep.equal({ nested: { secret: null } });
  });

  it("keeps a '__proto__' key a plain key", () => {
    const data = JSON.parse('{"__proto__": {"token": "t"}, "passwordHash": "h"}') as Record<string, unknown>;
    const hidden = hideSecrets('AccountRegistered', data);
    expect(Object.getPrototypeOf(hidden)).to.equal(Object.prototype);
    expect(JSON.stringify(hidden)).to.equal('{"__proto__":{"token":"[hidden]"},"passwordHash":"[hidden]"}');
  });

  it('tells credential-like names by their words, in any case', () => {
    for (const word of CREDENTIAL_WORDS) {
      expect(looksLikeCredential(word), word).to.equal(true);
      expect(looksLikeCredential(`my${word.toUpperCase()}Field`), word).to.equal(true);
    }
    for (const name of ['userId', 'deliveryId', 'expiresAt', 'has', 'toke', 'signed'])
      expect(looksLikeCredential(name), name).to.equal(false);
  });
});
