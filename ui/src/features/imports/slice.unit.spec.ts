import { expect } from 'chai';
import { describe, it } from 'mocha';
import type { UnknownAction } from 'redux';
import {
  importApplied,
  importLoaded,
  importNotLoaded,
  importOpened,
  importPrepared,
  importsReducer,
  type ImportDraftView,
  type ImportsState,
} from './slice';

const run = (...actions: UnknownAction[]): ImportsState => actions.reduce(importsReducer, importsReducer(undefined, { type: '@@init' }));

const draftOf = (id: string): ImportDraftView => ({
  _id: id,
  source: 'letterboxd',
  counts: { matched: 1, uncertain: 0, notFound: 0 },
  uncertain: [],
  notFound: [],
  hasWatchlist: false,
});
const summary = { entries: 1, watchlistId: null, watchlistAdded: 0, watchlistLeftOut: 0, skipped: 0 };

describe('the import page opened by its address', () => {
  it('reads the import back into the review it was', () => {
    const state = run(importOpened('a'), importLoaded({ import: draftOf('a'), applied: null }));
    expect(state).to.deep.include({ step: 'review', importId: 'a', draft: draftOf('a'), summary: null });
  });

  it('shows what an applied import added instead of its review', () => {
    const state = run(importOpened('a'), importLoaded({ import: draftOf('a'), applied: summary }));
    expect(state).to.deep.include({ step: 'done', summary });
  });

  it('says why an import could not be opened', () => {
    expect(run(importOpened('a'), importNotLoaded('Not yours'))).to.deep.include({ step: 'missing', error: 'Not yours' });
  });

  it('ignores an answer for an import the page no longer shows', () => {
    const state = run(importOpened('a'), importOpened('b'), importLoaded({ import: draftOf('a'), applied: summary }));
    expect(state).to.deep.include({ step: 'loading', importId: 'b', draft: null });
  });

  it('keeps the id of an upload it reviews, so its address does not read it again', () => {
    const state = run(importPrepared(draftOf('c')));
    expect(state).to.deep.include({ step: 'review', importId: 'c' });
    expect(run(importPrepared(draftOf('c')), importApplied(summary))).to.deep.include({ step: 'done', importId: 'c' });
  });
});
