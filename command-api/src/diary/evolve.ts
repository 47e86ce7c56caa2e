import type { DiaryEntryFields, DiaryEvent } from '@more-ai/events/catalog/index';

/** A member's diary: each entry by its id, as it now reads. */
export interface DiaryState {
  entries: Readonly<Record<string, DiaryEntryFields>>;
}

export const initialDiaryState = (): DiaryState => ({ entries: {} });

export function evolveDiary(state: DiaryState, event: DiaryEvent): DiaryState {
  switch (event.type) {
    case 'DiaryEntryLogged':
    case 'DiaryEntryRevised': {
      const { userId: _, entryId, ...entry } = event.data;
      return { entries: { ...state.entries, [entryId]: entry } };
    }
    case 'DiaryEntryRemoved': {
      const { [event.data.entryId]: _, ...entries } = state.entries;
      return { entries };
    }
  }
}
