import type { DiaryEntryFields } from '@more-ai/events/catalog/index';

/** What an edit may change: everything but the film. */
export type DiaryEntryChanges = Partial<Omit<DiaryEntryFields, 'movieId'>>;

export type DiaryCommand =
  /** `movieYear` is the film's year in the catalog: nobody watched it before it was made. */
  | { type: 'LogDiaryEntry'; userId: string; entryId: string; movieYear: number; entry: DiaryEntryFields }
  | { type: 'ReviseDiaryEntry'; userId: string; entryId: string; movieYear: number; changes: DiaryEntryChanges }
  | { type: 'RemoveDiaryEntry'; userId: string; entryId: string };
