import { expect } from 'chai';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sinon from 'sinon';
import { comparisonRows, readLastRun, scoresFrom, tableText, type Measurement, type PageScores, type StoredRun } from './lighthouse-scores';

const SCORES: PageScores = {
  performance: 62,
  accessibility: 91,
  bestPractices: 100,
  firstContentfulPaint: 1834.6,
  largestContentfulPaint: 3120.2,
  totalBlockingTime: 240,
  cumulativeLayoutShift: 0.0123,
  speedIndex: 2010,
};

function measurement(page: string, formFactor: 'mobile' | 'desktop', scores: Partial<PageScores> = {}): Measurement {
  return { page, formFactor, scores: { ...SCORES, ...scores } };
}

describe('Lighthouse bench figures', () => {
  describe('reading a Lighthouse result', () => {
    it('takes the category scores as 0–100 and the metrics as Lighthouse measured them', () => {
      const scores = scoresFrom({
        categories: { performance: { score: 0.617 }, accessibility: { score: 0.9 }, 'best-practices': { score: 1 }, seo: { score: 0.5 } },
        audits: {
          'first-contentful-paint': { numericValue: 1834.6 },
          'largest-contentful-paint': { numericValue: 3120.2 },
          'total-blocking-time': { numericValue: 240 },
          'cumulative-layout-shift': { numericValue: 0.0123 },
          'speed-index': { numericValue: 2010 },
          interactive: { numericValue: 5000 },
        },
      });
      expect(scores).to.deep.equal({ ...SCORES, performance: 62, accessibility: 90 });
    });

    it('gives no figure for a category or metric Lighthouse could not measure', () => {
      const scores = scoresFrom({
        categories: { performance: { score: null }, accessibility: { score: 0.5 } },
        audits: { 'first-contentful-paint': {}, 'speed-index': { numericValue: Number.NaN } },
      });
      expect(scores).to.deep.equal({
        performance: null,
        accessibility: 50,
        bestPractices: null,
        firstContentfulPaint: null,
        largestContentfulPaint: null,
        totalBlockingTime: null,
        cumulativeLayoutShift: null,
        speedIndex: null,
      });
    });
  });

  describe('the comparison with the last run', () => {
    it('shows every figure of each page and form factor beside the same one of the last run, with the change', () => {
      const last: StoredRun = {
        measuredAt: '2026-11-20T10:00:00.000Z',
        measurements: [
          measurement('/ signed out', 'desktop', { performance: 90 }),
          measurement('/ signed out', 'mobile', {
            performance: 58,
            accessibility: 91,
            bestPractices: 96,
            firstContentfulPaint: 2100,
            largestContentfulPaint: 3000,
            totalBlockingTime: 240.4,
            cumulativeLayoutShift: 0.2,
            speedIndex: 1000,
          }),
        ],
      };
      const rows = comparisonRows([measurement('/ signed out', 'mobile')], last);
      expect(rows).to.deep.equal([
        ['page', 'form factor', 'figure', 'this run', 'last run', 'change'],
        ['/ signed out', 'mobile', 'performance', '62', '58', '+4'],
        ['/ signed out', 'mobile', 'accessibility', '91', '91', '0'],
        ['/ signed out', 'mobile', 'best practices', '100', '96', '+4'],
        ['/ signed out', 'mobile', 'First Contentful Paint', '1,835 ms', '2,100 ms', '-265 ms'],
        ['/ signed out', 'mobile', 'Largest Contentful Paint', '3,120 ms', '3,000 ms', '+120 ms'],
        ['/ signed out', 'mobile', 'Total Blocking Time', '240 ms', '240 ms', '0'],
        ['/ signed out', 'mobile', 'Cumulative Layout Shift', '0.012', '0.200', '-0.188'],
        ['/ signed out', 'mobile', 'Speed Index', '2,010 ms', '1,000 ms', '+1,010 ms'],
      ]);
    });

    it('shows "—" for the last run when there was none, or it did not measure that page or form factor', () => {
      const last: StoredRun = { measuredAt: '2026-11-20T10:00:00.000Z', measurements: [measurement('/ signed out', 'mobile')] };
      for (const [current, previous] of [
        [measurement('/ signed out', 'mobile'), undefined],
        [measurement('/ signed out', 'desktop'), last],
        [measurement('/recommendations signed in', 'mobile'), last],
      ] as const) {
        const rows = comparisonRows([current], previous).slice(1);
        expect(rows).to.have.length(8);
        for (const row of rows) expect(row.slice(4)).to.deep.equal(['—', '—']);
      }
    });

    it('gives the change between the figures as shown, so it always matches the two cells', () => {
      const last: StoredRun = {
        measuredAt: '2026-11-20T10:00:00.000Z',
        measurements: [measurement('/ signed out', 'mobile', { firstContentfulPaint: 6572.4, cumulativeLayoutShift: 0.0674 })],
      };
      const rows = comparisonRows(
        [measurement('/ signed out', 'mobile', { firstContentfulPaint: 2572.6, cumulativeLayoutShift: 0.0666 })],
        last,
      );
      expect(rows[4]!.slice(3)).to.deep.equal(['2,573 ms', '6,572 ms', '-3,999 ms']);
      expect(rows[7]!.slice(3)).to.deep.equal(['0.067', '0.067', '0']);
    });

    it('shows "—" for a figure missing on either side, and no change', () => {
      const last: StoredRun = {
        measuredAt: '2026-11-20T10:00:00.000Z',
        measurements: [measurement('/ signed out', 'mobile', { accessibility: null })],
      };
      const rows = comparisonRows([measurement('/ signed out', 'mobile', { performance: null })], last);
      expect(rows[1]).to.deep.equal(['/ signed out', 'mobile', 'performance', '—', '62', '—']);
      expect(rows[2]).to.deep.equal(['/ signed out', 'mobile', 'accessibility', '91', '—', '—']);
    });
  });

  describe('the table', () => {
    it('pads each column to its widest cell, two spaces apart, with no trailing spaces', () => {
      expect(
        tableText([
          ['figure', 'this run', 'last run'],
          ['performance', '62', '—'],
          ['Speed Index', '2,010 ms', '1,000 ms'],
        ]),
      ).to.equal(['figure       this run  last run', 'performance  62        —', 'Speed Index  2,010 ms  1,000 ms'].join('\n'));
    });
  });

  describe('the last run file', () => {
    let folder: string;
    beforeEach(async () => {
      folder = await mkdtemp(path.join(tmpdir(), 'more-ai-lighthouse-spec-'));
    });
    afterEach(() => sinon.restore());

    it('reads back the stored run', async () => {
      const stored: StoredRun = { measuredAt: '2026-11-20T10:00:00.000Z', measurements: [measurement('/ signed out', 'mobile')] };
      await writeFile(path.join(folder, 'last.json'), JSON.stringify(stored));
      expect(await readLastRun(path.join(folder, 'last.json'))).to.deep.equal(stored);
    });

    it('is no last run when the file does not exist yet', async () => {
      expect(await readLastRun(path.join(folder, 'missing.json'))).to.equal(undefined);
    });

    it('is no last run, said plainly, when the file holds something else', async () => {
      const log = sinon.stub(console, 'log');
      for (const text of ['not json', '{"measurements": "none"}', '[]']) {
        await writeFile(path.join(folder, 'last.json'), text);
        expect(await readLastRun(path.join(folder, 'last.json'))).to.equal(undefined);
      }
      expect(log.callCount).to.equal(3);
      expect(log.firstCall.args[0]).to.equal(
        `lighthouse: ${path.join(folder, 'last.json')} does not hold a previous run's figures; comparing with none`,
      );
    });
  });
});
