import { expect } from 'chai';
import { ContactMessageSubmitted } from '../catalog/contacts';
import { defineEvent } from '../definitions';
import type { EventMetadata } from '../store/port';
import { decryptPersonalData, encryptPersonalData, isEnvelope, PersonalDataDecryptionError } from './field-encryption';
import { SubjectKeyDestroyedError, type SubjectKeyStore } from './key-store';
import { createInMemoryKeyStore } from './memory-key-store';

const BillingAddressSaved = defineEvent<{ userId: string; address: { city: string; pinCode: string } | null; phone?: string }>()({
  type: 'BillingAddressSaved',
  version: 1,
  personalData: { subject: (data) => `user:${data.userId}`, fields: { address: null, phone: 'Deleted user' } },
});

const message = { contactId: 'c1', name: 'Asha Rao', email: 'asha@example.com', message: 'Please add Telugu films' };

function metadataOf(actor: string): EventMetadata {
  return { actor, correlationId: 'r1', causationId: 'r1', timestamp: '2025-07-01T10:00:00.000Z', schemaVersion: 1 };
}

describe('personal field encryption', () => {
  let keys: SubjectKeyStore;
  beforeEach(() => {
    keys = createInMemoryKeyStore();
  });

  it('leaves no personal plaintext in the encrypted payload and keeps the other fields', async () => {
    const sealed = await encryptPersonalData(ContactMessageSubmitted, message, metadataOf('anonymous'), keys);
    expect(sealed.data.contactId).to.equal('c1');
    for (const field of ['name', 'email', 'message'] as const) {
      expect(isEnvelope(sealed.data[field]), field).to.equal(true);
    }
    const stored = JSON.stringify(sealed);
    for (const secret of ['Asha', 'asha@example.com', 'Telugu']) expect(stored).not.to.include(secret);
  });

  it("names the subject whose key encrypted the event: the user, or the visitor's message", async () => {
    const byUser = await encryptPersonalData(ContactMessageSubmitted, message, metadataOf('u7'), keys);
    const byVisitor = await encryptPersonalData(ContactMessageSubmitted, message, metadataOf('anonymous'), keys);
    expect(byUser.metadata.piiSubject).to.equal('user:u7');
    expect(byVisitor.metadata.piiSubject).to.equal('contact:c1');
  });

  it('encrypts the same value differently each time', async () => {
    const first = await encryptPersonalData(ContactMessageSubmitted, message, metadataOf('u7'), keys);
    const second = await encryptPersonalData(ContactMessageSubmitted, message, metadataOf('u7'), keys);
    expect(first.data.email).not.to.equal(second.data.email);
  });

  it('decrypts back to the original payload, objects included', async () => {
    const contact = await encryptPersonalData(ContactMessageSubmitted, message, metadataOf('u7'), keys);
    expect(await decryptPersonalData(ContactMessageSubmitted, contact.data, contact.metadata, keys)).to.deep.equal(message);
    const billing = { userId: 'u7', address: { city: 'Hyderabad', pinCode: '500001' }, phone: '+91 98480 22338' };
    const sealed = await encryptPersonalData(BillingAddressSaved, billing, metadataOf('u7'), keys);
    expect(sealed.data.address).to.be.a('string');
    expect(await decryptPersonalData(BillingAddressSaved, sealed.data, sealed.metadata, keys)).to.deep.equal(billing);
  });

  it('leaves null and missing personal fields as they are', async () => {
    const billing = { userId: 'u7', address: null };
    const sealed = await encryptPersonalData(BillingAddressSaved, billing, metadataOf('u7'), keys);
    expect(sealed.data).to.deep.equal(billing);
    expect(await decryptPersonalData(BillingAddressSaved, sealed.data, sealed.metadata, keys)).to.deep.equal(billing);
  });

  it('passes events without personal data through untouched', async () => {
    const Plain = defineEvent<{ featureId: string }>()({ type: 'FeatureRegistered', version: 1 });
    const metadata = metadataOf('system');
    const sealed = await encryptPersonalData(Plain, { featureId: 'f1' }, metadata, keys);
    expect(sealed).to.deep.equal({ data: { featureId: 'f1' }, metadata });
  });

  it("reads the declared redacted values once the subject's key is destroyed", async () => {
    const billing = { userId: 'u7', address: { city: 'Hyderabad', pinCode: '500001' }, phone: '+91 98480 22338' };
    const sealedBilling = await encryptPersonalData(BillingAddressSaved, billing, metadataOf('u7'), keys);
    const sealedContact = await encryptPersonalData(ContactMessageSubmitted, message, metadataOf('u7'), keys);
    await keys.destroy('user:u7');
    expect(await decryptPersonalData(ContactMessageSubmitted, sealedContact.data, sealedContact.metadata, keys)).to.deep.equal({
      contactId: 'c1',
      name: 'Deleted user',
      email: 'Deleted user',
      message: '[deleted]',
    });
    expect(await decryptPersonalData(BillingAddressSaved, sealedBilling.data, sealedBilling.metadata, keys)).to.deep.equal({
      userId: 'u7',
      address: null,
      phone: 'Deleted user',
    });
  });

  it('refuses to encrypt anything new for a destroyed subject', async () => {
    await keys.destroy('user:u7');
    const attempt = await encryptPersonalData(ContactMessageSubmitted, message, metadataOf('u7'), keys).catch((e: unknown) => e);
    expect(attempt).to.be.instanceOf(SubjectKeyDestroyedError);
  });

  describe('fails loudly rather than read the wrong data', () => {
    async function attemptToRead(data: Record<string, unknown>, metadata: EventMetadata): Promise<unknown> {
      return decryptPersonalData(ContactMessageSubmitted, data as typeof message, metadata, keys).catch((e: unknown) => e);
    }

    it('when an envelope was altered', async () => {
      const sealed = await encryptPersonalData(ContactMessageSubmitted, message, metadataOf('u7'), keys);
      const envelope = sealed.data.email;
      const flipped = envelope.slice(0, -3) + (envelope.at(-3) === 'A' ? 'B' : 'A') + envelope.slice(-2);
      expect(await attemptToRead({ ...sealed.data, email: flipped }, sealed.metadata)).to.be.instanceOf(PersonalDataDecryptionError);
    });

    it('when an envelope was moved to another field', async () => {
      const sealed = await encryptPersonalData(ContactMessageSubmitted, message, metadataOf('u7'), keys);
      const swapped = { ...sealed.data, name: sealed.data.email, email: sealed.data.name };
      expect(await attemptToRead(swapped, sealed.metadata)).to.be.instanceOf(PersonalDataDecryptionError);
    });

    it("when an event claims another subject's key", async () => {
      await keys.keyFor('user:u8');
      const sealed = await encryptPersonalData(ContactMessageSubmitted, message, metadataOf('u7'), keys);
      expect(await attemptToRead(sealed.data, { ...sealed.metadata, piiSubject: 'user:u8' })).to.be.instanceOf(PersonalDataDecryptionError);
    });

    it('when a personal field was stored in plaintext', async () => {
      const sealed = await encryptPersonalData(ContactMessageSubmitted, message, metadataOf('u7'), keys);
      expect(await attemptToRead({ ...sealed.data, email: 'asha@example.com' }, sealed.metadata)).to.be.instanceOf(
        PersonalDataDecryptionError,
      );
      expect(await attemptToRead(message, metadataOf('u7'))).to.be.instanceOf(PersonalDataDecryptionError);
    });

    it("when the subject's key is unknown to the key store", async () => {
      const sealed = await encryptPersonalData(ContactMessageSubmitted, message, metadataOf('u7'), createInMemoryKeyStore());
      expect(await attemptToRead(sealed.data, sealed.metadata)).to.be.instanceOf(PersonalDataDecryptionError);
    });
  });
});
