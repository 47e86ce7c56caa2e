import { defineEvent, type EventOf, type PersonalData } from '../definitions';

/** Who may read a diary entry: its author only, or anyone who opens the author's profile. */
export type DiaryVisibility = 'private' | 'public';

/** What a diary entry says: the film, when it was watched, and what the member thought of it. */
export interface DiaryEntryFields {
  movieId: string;
  /** The day the film was watched, `YYYY-MM-DD` (a calendar day, no time zone). */
  watchedOn: string;
  /** 0.5 to 5 in half stars; null when the member did not rate this viewing. */
  rating: number | null;
  /** The member's short review, '' when none. */
  review: string;
  visibility: DiaryVisibility;
  /** The member had seen the film before. */
  rewatch: boolean;
}

/** What a review reads as once its author deleted the account. */
export const DELETED_REVIEW = '[deleted]';

// A review is the member's own words: sealed with their key, so it becomes unreadable in the log
// once they delete the account (ARCHITECTURE rule 5).
const authorsWords: PersonalData<{ userId: string; review: string }> = {
  subject: (data) => `user:${data.userId}`,
  fields: { review: DELETED_REVIEW },
};

/**
 * A member logged watching a film (issue 13, 'A diary and taste'). Stream `Diary-{userId}`: one
 * stream per member holds all their entries, several per film when they rewatch it.
 */
export const DiaryEntryLogged = defineEvent<DiaryEntryFields & { userId: string; entryId: string }>()({
  type: 'DiaryEntryLogged',
  version: 1,
  personalData: authorsWords,
});

/** The member edited an entry; the payload carries the whole entry as it now reads. */
export const DiaryEntryRevised = defineEvent<DiaryEntryFields & { userId: string; entryId: string }>()({
  type: 'DiaryEntryRevised',
  version: 1,
  personalData: authorsWords,
});

/** The member removed an entry from their diary. */
export const DiaryEntryRemoved = defineEvent<{ userId: string; entryId: string; movieId: string }>()({
  type: 'DiaryEntryRemoved',
  version: 1,
});

export type DiaryEvent = EventOf<typeof DiaryEntryLogged> | EventOf<typeof DiaryEntryRevised> | EventOf<typeof DiaryEntryRemoved>;

export const diaryEvents = [DiaryEntryLogged, DiaryEntryRevised, DiaryEntryRemoved] as const;
