import { expect } from 'chai';
import { eventRegistry } from '@more-ai/events/catalog/index';
import { redactionsOf } from './redaction';

describe("a deleted user's personal data in the admin event log", () => {
  const redactions = redactionsOf(eventRegistry);

  it("takes the registry's redaction values for every type with personal data, and no other type", () => {
    expect(redactions.AccountRegistered).to.deep.equal({ username: 'Deleted user', email: 'Deleted user' });
    expect(redactions.WatchlistCreated).to.deep.equal({ name: 'Deleted watchlist', description: '' });
    expect(redactions.SessionStarted).to.deep.equal({ userAgent: null });
    expect(redactions).to.not.have.property('FavoriteAdded');
    const withPersonalData = eventRegistry.types.filter(
      (type) => Object.keys(eventRegistry.get(type)?.personalData?.fields ?? {}).length > 0,
    );
    expect(Object.keys(redactions)).to.have.members(withPersonalData);
  });

  it('skips a type whose personal data declares no fields', () => {
    const registry = {
      types: ['A', 'B', 'C'],
      get: (type: string) =>
        ({
          A: { type, version: 1, personalData: { subject: () => 's', fields: {} } },
          B: { type, version: 1 },
          C: { type, version: 1, personalData: { subject: () => 's', fields: { f: 'x' } } },
        })[type],
    };
    expect(redactionsOf(registry)).to.deep.equal({ C: { f: 'x' } });
  });
});
