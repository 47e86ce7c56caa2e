import { expect } from 'chai';
import { displayName } from '../profiles/slice';
import { describe, it } from 'mocha';
import { draftProblem } from './watchlist';

describe('Watchlist drafts and profile names', () => {
  const draft = { name: 'Weekend picks', description: '', isPrivate: false };

  it('asks for a name that is more than spaces', () => {
    expect(draftProblem({ ...draft, name: '   ' })).to.equal('Watchlist name is required');
  });

  it('refuses a name over 30 characters after trimming, and a description over 200', () => {
    expect(draftProblem({ ...draft, name: `  ${'a'.repeat(30)}  ` })).to.equal(null);
    expect(draftProblem({ ...draft, name: 'a'.repeat(31) })).to.equal('Watchlist name must be at most 30 characters');
    expect(draftProblem({ ...draft, description: 'd'.repeat(201) })).to.equal('Description must be at most 200 characters');
  });

  it("names a profile by its username, else the e-mail before the @, else 'User'", () => {
    expect(displayName({ username: 'cinephile', email: 'c@example.com' })).to.equal('cinephile');
    expect(displayName({ username: ' ', email: 'asha@example.com' })).to.equal('asha');
    expect(displayName({})).to.equal('User');
  });
});
