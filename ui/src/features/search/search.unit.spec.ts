import { expect } from 'chai';
import { describe, it } from 'mocha';
import { call, delay, put } from 'redux-saga/effects';
import { api } from '../../api/client';
import { putAction, story } from '../../app/saga-testing';
import { titleSearchSaga, SEARCH_DEBOUNCE_MS } from './sagas';
import { initialTitleSearchState, searchText, searchTyped, suggestionsFailed, suggestionsLoaded, titleSearchReducer } from './slice';

const suggestions = { movies: [], people: [{ name: 'Bong Joon-ho', titles: 5 }] };

describe('the header title search', () => {
  it('asks about at most 100 trimmed characters', () => {
    expect(searchText('  amelie  ')).to.equal('amelie');
    expect(searchText('😀'.repeat(120))).to.equal('😀'.repeat(100));
  });

  it('suggests nothing for fewer than two characters, and keeps the last suggestions while new ones load', () => {
    expect(titleSearchReducer(initialTitleSearchState, searchTyped(' a '))).to.deep.equal({
      query: ' a ',
      status: 'idle',
      suggestions: null,
    });
    const loading = titleSearchReducer(initialTitleSearchState, searchTyped('bong'));
    expect(loading).to.deep.equal({ query: 'bong', status: 'loading', suggestions: null });
    const loaded = titleSearchReducer(loading, suggestionsLoaded({ query: 'bong', suggestions }));
    expect(loaded).to.deep.equal({ query: 'bong', status: 'loaded', suggestions });
    expect(titleSearchReducer(loaded, searchTyped('bong j'))).to.deep.equal({ query: 'bong j', status: 'loading', suggestions });
  });

  it('drops an answer or a failure for text no longer in the box', () => {
    const typing = titleSearchReducer(initialTitleSearchState, searchTyped('parasite '));
    expect(titleSearchReducer(typing, suggestionsLoaded({ query: 'parasit', suggestions }))).to.equal(typing);
    expect(titleSearchReducer(typing, suggestionsFailed('parasit'))).to.equal(typing);
    expect(titleSearchReducer(typing, suggestionsLoaded({ query: 'parasite', suggestions }))).to.include({ status: 'loaded' });
    expect(titleSearchReducer(typing, suggestionsFailed('parasite'))).to.deep.equal({
      query: 'parasite ',
      status: 'failed',
      suggestions: null,
    });
  });

  it('waits for a pause in typing, then asks the server about the trimmed text', () => {
    const watcher = story(titleSearchSaga());
    const taken = watcher.next().value as { payload: { args: unknown[] } };
    const worker = taken.payload.args[1] as (action: ReturnType<typeof searchTyped>) => Generator<unknown, unknown, never>;
    const steps = story(worker(searchTyped(' amelie ')));
    expect(steps.next().value).to.deep.equal(delay(SEARCH_DEBOUNCE_MS));
    expect(steps.next().value).to.deep.equal(call(api.get, '/movies/suggest', { q: 'amelie' }));
    expect(putAction(steps.next(suggestions).value)).to.deep.equal(suggestionsLoaded({ query: 'amelie', suggestions }));
    const failing = story(worker(searchTyped('amelie')));
    failing.next();
    failing.next();
    expect(failing.throw(new Error('offline')).value).to.deep.equal(put(suggestionsFailed('amelie')));
    expect(story(worker(searchTyped('a'))).next().done).to.equal(true);
  });
});
