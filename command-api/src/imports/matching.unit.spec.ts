import { expect } from 'chai';
import { CANDIDATES_MAX, matchRow, NEAR_SIMILARITY, planImport, type FoundTitle, type PlanContext } from './matching';
import type { ImportRow, ParsedRow } from './rows';

const row = (changes: Partial<ParsedRow> = {}): ParsedRow => ({
  file: 'diary',
  line: 2,
  title: 'Parasite',
  originalTitle: '',
  year: 2019,
  date: '2024-01-02',
  rating: null,
  review: '',
  rewatch: false,
  ...changes,
});

const found = (movieId: string, changes: Partial<FoundTitle> = {}): FoundTitle => ({
  movieId,
  title: 'Parasite',
  year: 2019,
  sameTitle: true,
  similarity: 1,
  ...changes,
});

describe('matching an imported row to the catalog', () => {
  it('the one title with the same folded title and year is a match', () => {
    const other = found('b', { title: 'Parasites', year: 2020, sameTitle: false, similarity: 0.8 });
    expect(matchRow(row(), [other, found('a')])).to.deep.equal({ ...row(), status: 'matched', movieId: 'a', candidates: [] });
  });

  it('two titles with the same title and year are uncertain, both offered', () => {
    const match = matchRow(row(), [found('a'), found('b', { title: 'PARASITE' })]);
    expect(match.status).to.equal('uncertain');
    expect(match.movieId).to.equal(null);
    expect(match.candidates).to.deep.equal([
      { movieId: 'a', title: 'Parasite', year: 2019 },
      { movieId: 'b', title: 'PARASITE', year: 2019 },
    ]);
  });

  it('two titles with the same title and year offer only those two, not the close titles beside them', () => {
    const close = found('c', { title: 'Parasyte', sameTitle: false, similarity: 0.9 });
    expect(matchRow(row(), [found('a'), close, found('b')]).candidates.map((candidate) => candidate.movieId)).to.deep.equal(['a', 'b']);
  });

  it('the same title a year off is uncertain; two years off is not in the catalog', () => {
    expect(matchRow(row(), [found('a', { year: 2020 })])).to.deep.include({
      status: 'uncertain',
      candidates: [{ movieId: 'a', title: 'Parasite', year: 2020 }],
    });
    expect(matchRow(row(), [found('a', { year: 2018 })]).status).to.equal('uncertain');
    expect(matchRow(row(), [found('a', { year: 2021 })])).to.deep.include({ status: 'not-found', movieId: null, candidates: [] });
    expect(matchRow(row(), [found('a', { year: 2017 })]).status).to.equal('not-found');
  });

  it(`a title close by trigrams (at least ${NEAR_SIMILARITY}) within a year is uncertain; a farther one is not offered`, () => {
    const close = found('a', { title: 'Parasyte', sameTitle: false, similarity: NEAR_SIMILARITY });
    const far = found('b', { title: 'Paradise', sameTitle: false, similarity: NEAR_SIMILARITY - 0.01 });
    expect(matchRow(row(), [close, far]).candidates).to.deep.equal([{ movieId: 'a', title: 'Parasyte', year: 2019 }]);
    expect(matchRow(row(), [far]).status).to.equal('not-found');
    expect(matchRow(row(), [{ ...close, year: 2021 }]).status).to.equal('not-found');
  });

  it('offers the same title first, then the closest, then the nearest year, at most three', () => {
    const titles = [
      found('close-far-year', { sameTitle: false, similarity: 0.9, year: 2020 }),
      found('closest', { sameTitle: false, similarity: 0.95, year: 2020 }),
      found('same-title', { year: 2020, similarity: 1 }),
      found('close-same-year', { sameTitle: false, similarity: 0.9, year: 2019 }),
    ];
    expect(matchRow(row(), titles).candidates.map((candidate) => candidate.movieId)).to.deep.equal([
      'same-title',
      'closest',
      'close-same-year',
    ]);
    expect(CANDIDATES_MAX).to.equal(3);
    const fewer = [
      found('x', { sameTitle: false, similarity: 0.6, year: 2018 }),
      found('y', { sameTitle: false, similarity: 0.6, year: 2019 }),
    ];
    expect(matchRow(row(), fewer).candidates.map((candidate) => candidate.movieId)).to.deep.equal(['y', 'x']);
  });

  it('a row without a year is never a sure match: its same titles of any year are offered', () => {
    const match = matchRow(row({ year: null }), [found('a', { year: 1990 }), found('b', { year: 2019 })]);
    expect(match.status).to.equal('uncertain');
    expect(match.candidates.map((candidate) => candidate.movieId)).to.deep.equal(['a', 'b']);
  });

  it('nothing found is not in the catalog', () => {
    expect(matchRow(row(), [])).to.deep.include({ status: 'not-found', movieId: null, candidates: [] });
  });
});

const matched = (movieId: string, changes: Partial<ParsedRow> = {}): ImportRow => ({
  ...row(changes),
  status: 'matched',
  movieId,
  candidates: [],
});

const context = (changes: Partial<PlanContext> = {}): PlanContext => ({
  decisions: new Map(),
  years: new Map([
    ['m1', 2019],
    ['m2', 2000],
    ['m3', 2001],
  ]),
  today: '2024-06-01',
  logged: new Set(),
  ...changes,
});

describe('planning what an import adds', () => {
  it('each diary row is an entry keyed by its row, with its date, rating, review and rewatch', () => {
    const plan = planImport([matched('m1', { rating: 4.5, rewatch: true }), matched('m1', { date: '2024-02-01' })], context());
    expect(plan).to.deep.equal({
      entries: [
        { key: 'row:0', movieId: 'm1', watchedOn: '2024-01-02', rating: 4.5, review: '', rewatch: true },
        { key: 'row:1', movieId: 'm1', watchedOn: '2024-02-01', rating: null, review: '', rewatch: false },
      ],
      watchlist: [],
      skipped: 0,
    });
  });

  it('IMDb rows are entries too', () => {
    expect(planImport([matched('m1', { file: 'imdb', rating: 3 })], context()).entries).to.deep.equal([
      { key: 'row:0', movieId: 'm1', watchedOn: '2024-01-02', rating: 3, review: '', rewatch: false },
    ]);
  });

  it('a review goes onto the diary entry of the same film and day; otherwise it is an entry of its own', () => {
    const rows = [
      matched('m1'),
      matched('m1', { file: 'reviews', review: 'Stairs.' }),
      matched('m1', { file: 'reviews', date: '2024-03-03', review: 'Again.' }),
      matched('m2', { file: 'reviews', review: 'Wuxia.' }),
    ];
    expect(
      planImport(rows, context()).entries.map(({ key, movieId, review, watchedOn }) => ({ key, movieId, review, watchedOn })),
    ).to.deep.equal([
      { key: 'row:0', movieId: 'm1', review: 'Stairs.', watchedOn: '2024-01-02' },
      { key: 'row:2', movieId: 'm1', review: 'Again.', watchedOn: '2024-03-03' },
      { key: 'row:3', movieId: 'm2', review: 'Wuxia.', watchedOn: '2024-01-02' },
    ]);
  });

  it('a review of another film or another day never goes onto an entry still without one', () => {
    const rows = [
      matched('m1'),
      matched('m2', { file: 'reviews', review: 'Wuxia.' }),
      matched('m1', { file: 'reviews', date: '2024-03-03', review: 'Again.' }),
    ];
    expect(
      planImport(rows, context()).entries.map(({ key, movieId, review, watchedOn }) => ({ key, movieId, review, watchedOn })),
    ).to.deep.equal([
      { key: 'row:0', movieId: 'm1', review: '', watchedOn: '2024-01-02' },
      { key: 'row:1', movieId: 'm2', review: 'Wuxia.', watchedOn: '2024-01-02' },
      { key: 'row:2', movieId: 'm1', review: 'Again.', watchedOn: '2024-03-03' },
    ]);
  });

  it('a second review of the same day does not overwrite the first: it is its own entry', () => {
    const rows = [matched('m1'), matched('m1', { file: 'reviews', review: 'One.' }), matched('m1', { file: 'reviews', review: 'Two.' })];
    expect(planImport(rows, context()).entries.map((entry) => entry.review)).to.deep.equal(['One.', 'Two.']);
  });

  it('a watched row is an entry dated the day it was added only when no diary row names the film', () => {
    const rows = [
      matched('m1'),
      matched('m1', { file: 'watched', date: '2023-01-01' }),
      matched('m2', { file: 'watched', date: '2023-01-01' }),
    ];
    expect(planImport(rows, context()).entries.map(({ key, watchedOn }) => ({ key, watchedOn }))).to.deep.equal([
      { key: 'row:0', watchedOn: '2024-01-02' },
      { key: 'row:2', watchedOn: '2023-01-01' },
    ]);
  });

  it('a rating goes onto the latest entry of the film, or is an entry dated the day it was rated', () => {
    const rows = [
      matched('m1', { date: '2024-02-01', rating: 2 }),
      matched('m1', { date: '2024-01-01', rating: 1 }),
      matched('m1', { file: 'ratings', rating: 4, date: '2024-05-01' }),
      matched('m2', { file: 'ratings', rating: 3.5, date: '2024-05-02' }),
    ];
    expect(planImport(rows, context()).entries.map(({ key, rating, watchedOn }) => ({ key, rating, watchedOn }))).to.deep.equal([
      { key: 'row:0', rating: 4, watchedOn: '2024-02-01' },
      { key: 'row:1', rating: 1, watchedOn: '2024-01-01' },
      { key: 'row:3', rating: 3.5, watchedOn: '2024-05-02' },
    ]);
  });

  it('a watched row of a film the diary names is left out, whatever other films the diary names', () => {
    const rows = [matched('m1'), matched('m2'), matched('m2', { file: 'watched', date: '2023-01-01' })];
    expect(planImport(rows, context()).entries.map(({ key }) => key)).to.deep.equal(['row:0', 'row:1']);
  });

  it('a rating goes onto the latest entry of the film wherever the file lists it', () => {
    const rows = [
      matched('m1', { date: '2024-01-01', rating: 1 }),
      matched('m1', { date: '2024-02-01', rating: 2 }),
      matched('m1', { file: 'ratings', rating: 4, date: '2024-05-01' }),
    ];
    expect(planImport(rows, context()).entries.map(({ rating }) => rating)).to.deep.equal([1, 4]);
  });

  it('watchlist rows are the watchlist, each film once, in order; they are not diary entries', () => {
    const rows = [matched('m2', { file: 'watchlist' }), matched('m1', { file: 'watchlist' }), matched('m2', { file: 'watchlist' })];
    expect(planImport(rows, context())).to.deep.equal({ entries: [], watchlist: ['m2', 'm1'], skipped: 0 });
  });

  it('an uncertain row counts as its chosen candidate; undecided, skipped or choosing a stranger, it is left out', () => {
    const uncertain = (changes: Partial<ParsedRow> = {}): ImportRow => ({
      ...row(changes),
      status: 'uncertain',
      movieId: null,
      candidates: [
        { movieId: 'm1', title: 'Parasite', year: 2019 },
        { movieId: 'm3', title: 'Amélie', year: 2001 },
      ],
    });
    const rows = [uncertain(), uncertain(), uncertain(), uncertain({ file: 'watchlist' })];
    const decisions = new Map<number, string | null>([
      [0, 'm3'],
      [1, null],
      [2, 'm2'],
      [3, 'm1'],
    ]);
    const plan = planImport([...rows, uncertain()], context({ decisions }));
    expect(plan.entries.map(({ key, movieId }) => ({ key, movieId }))).to.deep.equal([{ key: 'row:0', movieId: 'm3' }]);
    expect(plan.watchlist).to.deep.equal(['m1']);
    expect(plan.skipped).to.equal(3);
  });

  it('rows not in the catalog are skipped', () => {
    const missing: ImportRow = { ...row(), status: 'not-found', movieId: null, candidates: [] };
    expect(planImport([missing, matched('m1')], context())).to.deep.include({ skipped: 1 });
  });

  it('leaves out rows without a date, dated after today, or before the film was made', () => {
    const rows = [
      matched('m1', { date: null }),
      matched('m1', { date: '2024-06-02' }),
      matched('m1', { date: '2018-12-31' }),
      matched('m1', { date: '2024-06-01' }),
      matched('m1', { date: '2019-01-01' }),
      matched('m9', { date: '1900-01-01' }),
    ];
    const plan = planImport(rows, context());
    expect(plan.entries.map((entry) => entry.key)).to.deep.equal(['row:3', 'row:4', 'row:5']);
    expect(plan.skipped).to.equal(3);
  });

  it('does not log again an entry of the same film and day the diary already holds', () => {
    const plan = planImport([matched('m1'), matched('m1', { date: '2024-01-03' })], context({ logged: new Set(['m1 2024-01-02']) }));
    expect(plan.entries.map((entry) => entry.key)).to.deep.equal(['row:1']);
    expect(plan.skipped).to.equal(0);
  });
});
