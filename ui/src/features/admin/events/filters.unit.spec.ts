import { expect } from 'chai';
import { describe, it } from 'mocha';
import { apiQuery, eventLogHref, filtersFromSearch, hasFilters, isoOfLocalInput, localInputOf, sameFilters, searchOf } from './filters';

describe('Event log filters in the address', () => {
  it('reads every filter from the query, trimmed, and ignores blanks and other names', () => {
    expect(
      filtersFromSearch('?stream=Account-1&type=%20AccountRegistered%20&user=&correlationId=abc&from=2026-11-01T00%3A00%3A00.000Z&page=3'),
    ).to.deep.equal({
      stream: 'Account-1',
      type: 'AccountRegistered',
      correlationId: 'abc',
      from: '2026-11-01T00:00:00.000Z',
    });
    expect(filtersFromSearch('')).to.deep.equal({});
  });

  it('writes the filters back in one order, so the same view has the same address', () => {
    const search = searchOf({ to: '2026-11-02T00:00:00.000Z', user: 'user-1', stream: 'Account-1' });
    expect(search).to.equal('?stream=Account-1&user=user-1&to=2026-11-02T00%3A00%3A00.000Z');
    expect(filtersFromSearch(search)).to.deep.equal({ stream: 'Account-1', user: 'user-1', to: '2026-11-02T00:00:00.000Z' });
    expect(searchOf({ stream: '  ' })).to.equal('');
    expect(eventLogHref({ correlationId: 'a b' })).to.equal('/events?correlationId=a+b');
    expect(eventLogHref({})).to.equal('/events');
  });

  it('sends only the filters given to the API', () => {
    expect(apiQuery({ type: 'MovieAdded', user: ' ', correlationId: 'c-1' })).to.deep.equal({ type: 'MovieAdded', correlationId: 'c-1' });
  });

  it('tells a filtered view from the whole log, and the same filters from others', () => {
    expect(hasFilters({})).to.equal(false);
    expect(hasFilters({ stream: ' ' })).to.equal(false);
    expect(hasFilters({ to: '2026-11-02T00:00:00.000Z' })).to.equal(true);
    expect(sameFilters({ stream: 'a', user: 'b' }, { user: 'b', stream: 'a' })).to.equal(true);
    expect(sameFilters({ stream: 'a' }, { stream: 'b' })).to.equal(false);
  });

  it('turns a time field (local time, to the minute) into an instant and back', () => {
    const iso = isoOfLocalInput('2026-11-26T09:30')!;
    expect(new Date(iso).getHours()).to.equal(9);
    expect(new Date(iso).getMinutes()).to.equal(30);
    expect(localInputOf(iso)).to.equal('2026-11-26T09:30');
    expect(isoOfLocalInput('')).to.equal(undefined);
    expect(isoOfLocalInput('not a time')).to.equal(undefined);
    expect(localInputOf(undefined)).to.equal('');
    expect(localInputOf('nonsense')).to.equal('');
  });
});
