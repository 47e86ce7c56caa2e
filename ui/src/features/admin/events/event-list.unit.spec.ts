import { expect } from 'chai';
import { describe, it } from 'mocha';
import { appendOlder, joiningEvents, mergeArrived, typesIn } from './event-list';
import { adminEvent } from './fixtures';

const positions = (list: { rows: readonly { position: string }[] }) => list.rows.map((event) => event.position);

describe('The event list, newest first', () => {
  const list = { rows: [adminEvent('30-1'), adminEvent('20-1'), adminEvent('10-1')], next: '10-1' };

  it('puts arriving events in their place by position, each once', () => {
    const merged = mergeArrived(list, [
      adminEvent('31-1'),
      adminEvent('30-1'),
      adminEvent('25-2'),
      adminEvent('100-1'),
      adminEvent('31-1'),
    ]);
    expect(positions(merged)).to.deep.equal(['100-1', '31-1', '30-1', '25-2', '20-1', '10-1']);
    expect(merged.next).to.equal('10-1');
  });

  it('compares positions as numbers, not as text', () => {
    expect(positions(mergeArrived({ rows: [adminEvent('9-1')], next: null }, [adminEvent('10-1'), adminEvent('9-2')]))).to.deep.equal([
      '10-1',
      '9-2',
      '9-1',
    ]);
  });

  it('leaves events older than the oldest row to Load more, so the list stays one run of the log', () => {
    expect(mergeArrived(list, [adminEvent('5-1')])).to.equal(list);
    expect(joiningEvents(list, [adminEvent('5-1'), adminEvent('11-1')]).map((event) => event.position)).to.deep.equal(['11-1']);
  });

  it('takes everything into an empty list', () => {
    expect(positions(mergeArrived({ rows: [], next: null }, [adminEvent('1-1'), adminEvent('2-1')]))).to.deep.equal(['2-1', '1-1']);
  });

  it('keeps at most the cap, dropping the oldest, and pages on below the oldest kept', () => {
    const capped = mergeArrived(list, [adminEvent('40-1'), adminEvent('50-1')], 4);
    expect(positions(capped)).to.deep.equal(['50-1', '40-1', '30-1', '20-1']);
    expect(capped.next).to.equal('20-1');
  });

  it('appends an older page below, skipping rows already shown', () => {
    const longer = appendOlder(list, { events: [adminEvent('10-1'), adminEvent('8-1')], next: null });
    expect(positions(longer)).to.deep.equal(['30-1', '20-1', '10-1', '8-1']);
    expect(longer.next).to.equal(null);
  });

  it('lists the event types seen, sorted, with those seen before', () => {
    expect(typesIn([adminEvent('2-1', { type: 'MovieAdded' }), adminEvent('1-1')], ['LoginSucceeded', 'MovieAdded'])).to.deep.equal([
      'AccountRegistered',
      'LoginSucceeded',
      'MovieAdded',
    ]);
  });
});
