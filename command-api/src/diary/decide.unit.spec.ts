import { expect } from 'chai';
import type { DiaryEntryFields, DiaryEvent } from '@more-ai/events/catalog/index';
import { InvalidInput, NotFound } from '@more-ai/platform';
import { deciderSpec } from '@more-ai/testing/decider-spec';
import type { DiaryCommand, DiaryEntryChanges } from './commands';
import { DIARY_ENTRY_NOT_FOUND, diaryDecider, latestToday, WATCH_DATE_IN_FUTURE, watchDateBeforeFilm } from './decide';

const userId = 'u1';
const now = new Date('2026-03-10T12:00:00Z');
const spec = deciderSpec(diaryDecider, { now });
const entry: DiaryEntryFields = {
  movieId: 'm1',
  watchedOn: '2026-03-01',
  rating: 4.5,
  review: 'Loved it',
  visibility: 'private',
  rewatch: false,
};
const log = (entryId: string, fields: Partial<DiaryEntryFields> = {}, movieYear = 1994): DiaryCommand => ({
  type: 'LogDiaryEntry',
  userId,
  entryId,
  movieYear,
  entry: { ...entry, ...fields },
});
const revise = (entryId: string, changes: DiaryEntryChanges, movieYear = 1994): DiaryCommand => ({
  type: 'ReviseDiaryEntry',
  userId,
  entryId,
  movieYear,
  changes,
});
const remove = (entryId: string): DiaryCommand => ({ type: 'RemoveDiaryEntry', userId, entryId });
const logged = (entryId: string, fields: Partial<DiaryEntryFields> = {}): DiaryEvent => ({
  type: 'DiaryEntryLogged',
  data: { userId, entryId, ...entry, ...fields },
});
const revised = (entryId: string, fields: Partial<DiaryEntryFields> = {}): DiaryEvent => ({
  type: 'DiaryEntryRevised',
  data: { userId, entryId, ...entry, ...fields },
});
const removed = (entryId: string, movieId = 'm1'): DiaryEvent => ({ type: 'DiaryEntryRemoved', data: { userId, entryId, movieId } });

const inFuture = [InvalidInput, WATCH_DATE_IN_FUTURE, 'WATCH_DATE_IN_FUTURE'] as const;
const beforeFilm = (year: number) => [InvalidInput, watchDateBeforeFilm(year), 'WATCH_DATE_BEFORE_FILM'] as const;
const notFound = [NotFound, DIARY_ENTRY_NOT_FOUND, 'DIARY_ENTRY_NOT_FOUND'] as const;

describe('diary: deciding', () => {
  describe('logging a film watched', () => {
    it('logs the entry as given', () => {
      spec
        .given([])
        .when(log('e1'))
        .then([logged('e1')]);
    });

    it('logs a rewatch of a film already in the diary as a second entry', () => {
      spec
        .given([logged('e1')])
        .when(log('e2', { rewatch: true, rating: 3 }))
        .then([logged('e2', { rewatch: true, rating: 3 })]);
    });

    it('appends nothing when the same entry id is logged again (a retried request)', () => {
      spec
        .given([logged('e1')])
        .when(log('e1'))
        .then([]);
    });

    it('logs an entry again under an id that was removed', () => {
      spec
        .given([logged('e1'), removed('e1')])
        .when(log('e1'))
        .then([logged('e1')]);
    });

    it('accepts today, and the latest day already begun anywhere on Earth', () => {
      spec
        .given([])
        .when(log('e1', { watchedOn: '2026-03-10' }))
        .then([logged('e1', { watchedOn: '2026-03-10' })]);
      spec
        .given([])
        .when(log('e1', { watchedOn: '2026-03-11' }), { now: new Date('2026-03-10T10:00:00Z') })
        .then([logged('e1', { watchedOn: '2026-03-11' })]);
    });

    it('refuses a day that has not begun anywhere yet', () => {
      spec
        .given([])
        .when(log('e1', { watchedOn: '2026-03-11' }), { now: new Date('2026-03-10T09:59:59Z') })
        .thenThrows(...inFuture);
      spec
        .given([])
        .when(log('e1', { watchedOn: '2026-03-12' }))
        .thenThrows(...inFuture);
      spec
        .given([])
        .when(log('e1', { watchedOn: '2027-01-01' }))
        .thenThrows(...inFuture);
    });

    it("refuses a watch date before the film's year, and accepts its first day", () => {
      spec
        .given([])
        .when(log('e1', { watchedOn: '1993-12-31' }, 1994))
        .thenThrows(...beforeFilm(1994));
      spec
        .given([])
        .when(log('e1', { watchedOn: '1994-01-01' }, 1994))
        .then([logged('e1', { watchedOn: '1994-01-01' })]);
    });
  });

  describe('editing an entry', () => {
    it('changes only what is given and appends the whole entry as it now reads', () => {
      spec
        .given([logged('e1')])
        .when(revise('e1', { rating: 2, review: undefined }))
        .then([revised('e1', { rating: 2 })]);
    });

    it('clears a rating and a review, and makes an entry public', () => {
      spec
        .given([logged('e1')])
        .when(revise('e1', { rating: null, review: '', visibility: 'public', rewatch: true }))
        .then([revised('e1', { rating: null, review: '', visibility: 'public', rewatch: true })]);
    });

    it('edits the latest version of the entry', () => {
      spec
        .given([logged('e1'), revised('e1', { rating: 1 })])
        .when(revise('e1', { review: 'Better the second time' }))
        .then([revised('e1', { rating: 1, review: 'Better the second time' })]);
    });

    it('appends nothing when nothing changes', () => {
      spec
        .given([logged('e1')])
        .when(revise('e1', { rating: 4.5, watchedOn: '2026-03-01' }))
        .then([]);
    });

    it('refuses a new watch date in the future or before the film', () => {
      spec
        .given([logged('e1')])
        .when(revise('e1', { watchedOn: '2026-03-12' }))
        .thenThrows(...inFuture);
      spec
        .given([logged('e1')])
        .when(revise('e1', { watchedOn: '1990-06-01' }, 1994))
        .thenThrows(...beforeFilm(1994));
    });

    it('accepts a new valid watch date', () => {
      spec
        .given([logged('e1')])
        .when(revise('e1', { watchedOn: '2025-12-24' }))
        .then([revised('e1', { watchedOn: '2025-12-24' })]);
    });

    it('keeps an unchanged watch date valid although the film now dates later', () => {
      spec
        .given([logged('e1', { watchedOn: '1999-01-01' })])
        .when(revise('e1', { watchedOn: '1999-01-01', rating: 1 }, 2001))
        .then([revised('e1', { watchedOn: '1999-01-01', rating: 1 })]);
    });

    it('does not find an entry that is not in the diary, or was removed', () => {
      spec
        .given([logged('e1')])
        .when(revise('e2', { rating: 1 }))
        .thenThrows(...notFound);
      spec
        .given([logged('e1'), removed('e1')])
        .when(revise('e1', { rating: 1 }))
        .thenThrows(...notFound);
    });
  });

  describe('removing an entry', () => {
    it("removes it, naming the entry's film", () => {
      spec
        .given([logged('e1', { movieId: 'm7' }), logged('e2')])
        .when(remove('e1'))
        .then([removed('e1', 'm7')]);
    });

    it('does not find an entry already removed, or never logged', () => {
      spec
        .given([logged('e1'), removed('e1')])
        .when(remove('e1'))
        .thenThrows(...notFound);
      spec
        .given([])
        .when(remove('e9'))
        .thenThrows(...notFound);
    });

    it('keeps the other entries of the diary', () => {
      spec
        .given([logged('e1'), logged('e2'), removed('e1')])
        .when(remove('e2'))
        .then([removed('e2')]);
    });
  });

  it('takes the latest day begun anywhere as 14 hours ahead of UTC', () => {
    expect(latestToday(new Date('2026-03-10T09:59:59.999Z'))).to.equal('2026-03-10');
    expect(latestToday(new Date('2026-03-10T10:00:00Z'))).to.equal('2026-03-11');
  });
});
