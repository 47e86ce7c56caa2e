import { expect } from 'chai';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', function () {
  this.timeout(20_000);

  it('stores scrypt at N=2^17, r=8, p=1 with a 16-byte salt, never the password', async () => {
    const stored = await hashPassword('Secret#123');
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    expect([scheme, n, r, p]).to.deep.equal(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt!, 'base64')).to.have.length(16);
    expect(Buffer.from(hash!, 'base64')).to.have.length(32);
    expect(stored).not.to.include('Secret');
  });

  it('accepts the password it hashed and nothing else', async () => {
    const stored = await hashPassword('Secret#123');
    expect(await verifyPassword('Secret#123', stored)).to.equal(true);
    expect(await verifyPassword('Secret#124', stored)).to.equal(false);
    expect(await verifyPassword('secret#123', stored)).to.equal(false);
  });

  it('salts each hash, so one password never hashes the same twice', async () => {
    expect(await hashPassword('Secret#123')).not.to.equal(await hashPassword('Secret#123'));
  });
});
