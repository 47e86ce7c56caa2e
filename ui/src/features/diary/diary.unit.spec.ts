import { expect } from 'chai';
import { describe, it } from 'mocha';
import type { DiaryEntryView } from './diary';
import { characterCount, groupByMonth, HALF_STARS, localToday, starGlyphs, starsLabel, watchedLabel } from './diary';
import { diaryLoaded, diaryReducer, entryRemoved, watchedLoaded, watchedStateOf } from './slice';

const entry = (id: string, watchedOn: string) => ({ _id: id, watchedOn }) as DiaryEntryView;

describe('Diary: labels, months and the watched state', () => {
  it("labels a watched film 'Watched ✓ 4.5', or 'Watched ✓' when it is not rated", () => {
    expect(watchedLabel(4.5)).to.equal('Watched ✓ 4.5');
    expect(watchedLabel(null)).to.equal('Watched ✓');
  });

  it('offers ten half stars from 0.5 to 5, read as stars', () => {
    expect(HALF_STARS).to.deep.equal([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    expect(starsLabel(1)).to.equal('1 star');
    expect(starsLabel(3.5)).to.equal('3.5 stars');
  });

  it('draws a rating as five stars, a half one where it has a half', () => {
    expect(starGlyphs(5)).to.equal('★★★★★');
    expect(starGlyphs(3.5)).to.equal('★★★½☆');
    expect(starGlyphs(0.5)).to.equal('½☆☆☆☆');
  });

  it('groups entries, newest watch first, under their months', () => {
    const groups = groupByMonth([entry('a', '2024-03-05'), entry('b', '2024-03-01'), entry('c', '2023-12-31')]);
    expect(groups.map((group) => [group.label, group.entries.map((e) => e._id)])).to.deep.equal([
      ['March 2024', ['a', 'b']],
      ['December 2023', ['c']],
    ]);
  });

  it("counts a review's characters as a person does, trimmed", () => {
    expect(characterCount('  🎬 ok  ')).to.equal(4);
  });

  it("starts a new entry on the browser's own calendar day", () => {
    expect(localToday(new Date(2026, 0, 31, 23, 59))).to.equal('2026-01-31');
  });

  it("knows which films were watched and each one's rating, and drops a removed entry from the page", () => {
    let state = diaryReducer(
      undefined,
      watchedLoaded([
        { movieId: 'm1', rating: null },
        { movieId: 'm2', rating: 4 },
      ]),
    );
    expect(watchedStateOf(state, 'm1')).to.deep.equal({ rating: null });
    expect(watchedStateOf(state, 'm2')).to.deep.equal({ rating: 4 });
    expect(watchedStateOf(state, 'm3')).to.equal(undefined);
    state = diaryReducer(
      state,
      diaryLoaded({ entries: [entry('a', '2024-01-01'), entry('b', '2024-01-01')], page: 1, limit: 20, total: 2, hasMore: false }),
    );
    state = diaryReducer(state, entryRemoved('a'));
    expect(state.page.entries.map((e) => e._id)).to.deep.equal(['b']);
  });

  it('adds a later page to the entries shown', () => {
    let state = diaryReducer(undefined, diaryLoaded({ entries: [entry('a', '2024-02-01')], page: 1, limit: 1, total: 2, hasMore: true }));
    state = diaryReducer(state, diaryLoaded({ entries: [entry('b', '2024-01-01')], page: 2, limit: 1, total: 2, hasMore: false }));
    expect(state.page.entries.map((e) => e._id)).to.deep.equal(['a', 'b']);
    expect(state.page).to.include({ page: 2, hasMore: false });
  });
});
