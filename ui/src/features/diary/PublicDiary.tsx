import './diary.css';
import { Callout, Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DiaryEntries } from './DiaryEntries';
import { publicDiaryRequested } from './slice';

/** A profile's Diary tab: the member's public entries only (the server never sends private ones). */
export function PublicDiary({ userId }: { readonly userId: string }) {
  const dispatch = useAppDispatch();
  const { status, entries, userId: shown } = useAppSelector((state) => state.diary.profile);

  useEffect(() => {
    dispatch(publicDiaryRequested(userId));
  }, [userId, dispatch]);

  if (shown !== userId || (status === 'loading' && entries.length === 0)) return <Spinner aria-label="Loading the diary" size={24} />;
  if (status === 'failed')
    return (
      <Callout intent="danger" icon="error">
        Failed to load the diary
      </Callout>
    );
  if (entries.length === 0) return <p>No public diary entries yet.</p>;
  return <DiaryEntries entries={entries} own={false} />;
}
