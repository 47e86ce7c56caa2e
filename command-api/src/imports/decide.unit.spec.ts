import { expect } from 'chai';
import { SHREDDED_IMPORT_ROWS, type DiaryEvent, type ImportEvent } from '@more-ai/events/catalog/index';
import { InvalidInput, NotFound } from '@more-ai/platform/domain/errors';
import { initialDiaryState } from '../diary/evolve';
import {
  decideImport,
  decideImportedEntries,
  decisionNotACandidate,
  evolveImport,
  importDecider,
  importedEntriesDecider,
  initialImportState,
  IMPORT_NOT_FOUND,
  type ImportCommand,
  type ImportState,
  type ImportSummary,
} from './decide';
import type { ImportRow } from './rows';

const ROWS: ImportRow[] = [
  {
    file: 'diary',
    line: 2,
    title: 'Parasite',
    originalTitle: '',
    year: 2019,
    date: '2024-01-02',
    rating: 4.5,
    review: '',
    rewatch: false,
    status: 'matched',
    movieId: 'm1',
    candidates: [],
  },
  {
    file: 'diary',
    line: 3,
    title: 'Spirited Awayy',
    originalTitle: '',
    year: 2001,
    date: '2024-01-03',
    rating: null,
    review: '',
    rewatch: false,
    status: 'uncertain',
    movieId: null,
    candidates: [
      { movieId: 'm2', title: 'Spirited Away', year: 2001 },
      { movieId: 'm3', title: 'Spirited', year: 2000 },
    ],
  },
];
const SUMMARY: ImportSummary = { entries: 1, watchlistId: null, watchlistAdded: 0, watchlistLeftOut: 0, skipped: 1 };

const prepared: ImportEvent = {
  type: 'ImportPrepared',
  data: { userId: 'u1', importId: 'i1', source: 'letterboxd', rows: JSON.stringify(ROWS) },
};
const stateAfter = (...events: ImportEvent[]): ImportState => events.reduce(evolveImport, initialImportState());
const review = (decisions: { row: number; movieId: string | null }[], userId = 'u1'): ImportCommand => ({
  type: 'ReviewImport',
  userId,
  importId: 'i1',
  decisions,
});
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
};

describe('an import stream', () => {
  it('is prepared once with its rows sealed as one JSON field; preparing again appends nothing', () => {
    const prepare: ImportCommand = { type: 'PrepareImport', userId: 'u1', importId: 'i1', source: 'letterboxd', rows: ROWS };
    expect(decideImport(prepare, initialImportState())).to.deep.equal([prepared]);
    expect(decideImport(prepare, stateAfter(prepared))).to.deep.equal([]);
    expect(stateAfter(prepared)).to.deep.equal({ userId: 'u1', source: 'letterboxd', rows: ROWS, decisions: {}, applied: null });
  });

  it('reads as having no rows once its member deleted the account', () => {
    expect(stateAfter({ ...prepared, data: { ...prepared.data, source: 'imdb', rows: SHREDDED_IMPORT_ROWS } })).to.deep.include({
      rows: [],
      source: 'imdb',
    });
  });

  it('records the decisions that change something, for uncertain rows only, each a candidate or a skip', () => {
    const state = stateAfter(prepared);
    expect(decideImport(review([{ row: 1, movieId: 'm2' }]), state)).to.deep.equal([
      { type: 'ImportReviewed', data: { userId: 'u1', importId: 'i1', decisions: [{ row: 1, movieId: 'm2' }] } },
    ]);
    expect(decideImport(review([]), state)).to.deep.equal([]);
    const reviewed = stateAfter(prepared, {
      type: 'ImportReviewed',
      data: { userId: 'u1', importId: 'i1', decisions: [{ row: 1, movieId: 'm2' }] },
    });
    expect(reviewed.decisions).to.deep.equal({ 1: 'm2' });
    expect(decideImport(review([{ row: 1, movieId: 'm2' }]), reviewed)).to.deep.equal([]);
    expect(decideImport(review([{ row: 1, movieId: null }]), reviewed)).to.deep.equal([
      { type: 'ImportReviewed', data: { userId: 'u1', importId: 'i1', decisions: [{ row: 1, movieId: null }] } },
    ]);
    const skipped = evolveImport(reviewed, {
      type: 'ImportReviewed',
      data: { userId: 'u1', importId: 'i1', decisions: [{ row: 1, movieId: null }] },
    });
    expect(skipped.decisions).to.deep.equal({ 1: null });
  });

  it('refuses a decision for a row that is not uncertain, or naming a film that is not its candidate', () => {
    const state = stateAfter(prepared);
    for (const decision of [
      { row: 0, movieId: 'm1' },
      { row: 0, movieId: null },
      { row: 2, movieId: null },
      { row: 1, movieId: 'm1' },
    ]) {
      const error = refusal(() => decideImport(review([decision]), state));
      expect(error).to.be.instanceOf(InvalidInput);
      expect(error.message).to.equal(decisionNotACandidate(decision.row));
    }
    expect(decisionNotACandidate(0)).to.equal('Row 1: choose one of its candidates or skip it');
  });

  it('is not found by anyone but its member, nor before it was prepared', () => {
    for (const state of [stateAfter(prepared), initialImportState()]) {
      const error = refusal(() => decideImport(review([], 'u2'), state));
      expect(error).to.be.instanceOf(NotFound);
      expect(error.message).to.equal(IMPORT_NOT_FOUND);
    }
    const record: ImportCommand = { type: 'RecordImportApplied', userId: 'u2', importId: 'i1', summary: SUMMARY };
    expect(refusal(() => decideImport(record, stateAfter(prepared)))).to.be.instanceOf(NotFound);
  });

  it('records once what it added; after that, neither reviews nor records append anything', () => {
    const record: ImportCommand = { type: 'RecordImportApplied', userId: 'u1', importId: 'i1', summary: SUMMARY };
    const applied: ImportEvent = { type: 'ImportApplied', data: { userId: 'u1', importId: 'i1', ...SUMMARY } };
    expect(decideImport(record, stateAfter(prepared))).to.deep.equal([applied]);
    const done = stateAfter(prepared, applied);
    expect(done.applied).to.deep.equal(SUMMARY);
    expect(decideImport(record, done)).to.deep.equal([]);
    expect(decideImport(review([{ row: 1, movieId: 'm2' }]), done)).to.deep.equal([]);
    expect(importDecider.category).to.equal('Import');
    expect(importDecider.initialState()).to.deep.equal(initialImportState());
  });
});

describe("an import's diary entries", () => {
  const entry = { movieId: 'm1', watchedOn: '2024-01-02', rating: 4.5, review: '', visibility: 'private' as const, rewatch: false };

  it('are logged in one decision, those the diary does not hold yet', () => {
    const logged: DiaryEvent = { type: 'DiaryEntryLogged', data: { userId: 'u1', entryId: 'e1', ...entry } };
    const state = [logged].reduce(importedEntriesDecider.evolve, initialDiaryState());
    const command = {
      type: 'LogImportedEntries' as const,
      userId: 'u1',
      entries: [
        { entryId: 'e1', ...entry },
        { entryId: 'e2', ...entry, rating: null },
      ],
    };
    expect(decideImportedEntries(command, state)).to.deep.equal([
      { type: 'DiaryEntryLogged', data: { userId: 'u1', entryId: 'e2', ...entry, rating: null } },
    ]);
    expect(decideImportedEntries(command, initialDiaryState())).to.have.length(2);
    expect(importedEntriesDecider.category).to.equal('Diary');
  });
});
