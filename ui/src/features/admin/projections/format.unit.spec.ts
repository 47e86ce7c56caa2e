import { expect } from 'chai';
import { describe, it } from 'mocha';
import { rebuildView } from './fixtures';
import {
  differingTables,
  formatDateTime,
  formatEta,
  formatLag,
  formatRate,
  formatSeconds,
  isRebuildActive,
  rebuildFraction,
  rebuildProgress,
  shortHash,
  STATE_INTENT,
} from './format';

describe('Projections page formatting', () => {
  it('colours each state: green running, blue moving, orange stalled, red failed', () => {
    expect(STATE_INTENT).to.deep.equal({
      running: 'success',
      'catching up': 'primary',
      rebuilding: 'primary',
      stalled: 'warning',
      failed: 'danger',
    });
  });

  it('writes lag in events and in time, with the server’s 10,000 cap shown as more', () => {
    expect(formatLag({ events: 0, ms: 0 })).to.equal('Up to date');
    expect(formatLag({ events: 1, ms: 400 })).to.equal('1 event · 0.4 s');
    expect(formatLag({ events: 1234, ms: 75_000 })).to.equal('1,234 events · 1 min 15 s');
    expect(formatLag({ events: 10_000, ms: 3_720_000 })).to.equal('10,000+ events · 1 h 2 min');
  });

  it('writes rates and spans of time as a console would', () => {
    expect(formatRate(0)).to.equal('0/s');
    expect(formatRate(3.14)).to.equal('3.1/s');
    expect(formatRate(1234.6)).to.equal('1,235/s');
    expect(formatSeconds(9.96)).to.equal('10 s');
    expect(formatSeconds(12.4)).to.equal('12 s');
    expect(formatSeconds(60)).to.equal('1 min');
    expect(formatSeconds(3600)).to.equal('1 h');
    expect(formatSeconds(-1)).to.equal('0 s');
  });

  it('shows a rebuild in progress with its share done, and its ETA once known', () => {
    expect(isRebuildActive(rebuildView({ state: 'pending' }))).to.equal(true);
    expect(isRebuildActive(rebuildView({ state: 'running' }))).to.equal(true);
    for (const state of ['swapped', 'cancelled', 'failed'] as const) expect(isRebuildActive(rebuildView({ state }))).to.equal(false);
    expect(isRebuildActive(null)).to.equal(false);
    expect(rebuildFraction({ processed: 250, total: 1000 })).to.equal(0.25);
    expect(rebuildFraction({ processed: 1200, total: 1000 })).to.equal(1);
    expect(rebuildFraction({ processed: 0, total: 0 })).to.equal(0);
    expect(rebuildFraction({ processed: 3, total: 0 })).to.equal(1);
    expect(rebuildProgress({ processed: 1234, total: 5000 })).to.equal('1,234 of 5,000 events (24%)');
    expect(formatEta(null)).to.equal('ETA not known yet');
    expect(formatEta(125)).to.equal('ETA 2 min 5 s');
  });

  it('names the tables whose rebuilt rows differ, and shortens hashes', () => {
    const table = (name: string, equal: boolean) => ({ table: name, rowsLive: 1, rowsRebuilt: 1, hashLive: 'a', hashRebuilt: 'b', equal });
    expect(differingTables({ position: '1-1', equal: false, tables: [table('movies', true), table('ratings', false)] })).to.deep.equal([
      'ratings',
    ]);
    expect(shortHash('0123456789abcdef0123')).to.equal('0123456789ab');
    expect(shortHash(null)).to.equal('—');
  });

  it('shows moments to the second, and a dash for nonsense', () => {
    expect(formatDateTime('2026-11-26T09:00:05.000Z')).to.match(/^Nov 2[56], \d\d:\d\d:05$/);
    expect(formatDateTime('later')).to.equal('—');
  });
});
