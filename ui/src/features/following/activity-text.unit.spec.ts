import { expect } from 'chai';
import { activityWords, titles } from './activity-text';

describe('Following: what an activity item says', () => {
  const item = { movieCount: 0, previousName: null, rating: null };

  it('counts titles in words', () => {
    expect(titles(1)).to.equal('1 title');
    expect(titles(3)).to.equal('3 titles');
  });

  it('says a batch of adds as one sentence before the list’s name', () => {
    expect(activityWords({ ...item, kind: 'titlesAdded', movieCount: 3 })).to.deep.equal({ text: 'added 3 titles to', list: true });
    expect(activityWords({ ...item, kind: 'titlesAdded', movieCount: 1 })).to.deep.equal({ text: 'added 1 title to', list: true });
  });

  it('names a new list, and a renamed one with its old name', () => {
    expect(activityWords({ ...item, kind: 'watchlistCreated' })).to.deep.equal({ text: 'created the watchlist', list: true });
    expect(activityWords({ ...item, kind: 'watchlistRenamed', previousName: 'Noir' })).to.deep.equal({
      text: 'renamed ‘Noir’ to',
      list: true,
    });
    expect(activityWords({ ...item, kind: 'watchlistRenamed' })).to.deep.equal({ text: 'renamed a watchlist to', list: true });
  });

  it('says discoveries and films watched without a list, with the rating when there is one', () => {
    expect(activityWords({ ...item, kind: 'discovered', movieCount: 4 })).to.deep.equal({
      text: 'discovered 4 titles with an AI search',
      list: false,
    });
    expect(activityWords({ ...item, kind: 'watched', movieCount: 1 })).to.deep.equal({ text: 'watched', list: false });
    expect(activityWords({ ...item, kind: 'watched', rating: 4.5 })).to.deep.equal({
      text: 'watched and rated it 4.5 out of 5',
      list: false,
    });
  });
});
