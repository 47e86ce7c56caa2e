import './diary.css';
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, usePageTitle } from '../../app/hooks';
import { LinkButton } from '../layout/LinkButton';
import { DiaryEntries } from './DiaryEntries';
import { diaryRequested } from './slice';
import { StateNotice } from '../layout/StateNotice';

/** /diary: the films the member watched, newest first, month by month, each entry editable. */
export function DiaryPage() {
  usePageTitle('Diary');
  const dispatch = useAppDispatch();
  const { status, entries, page, hasMore, error } = useAppSelector((state) => state.diary.page);

  useEffect(() => {
    dispatch(diaryRequested({ page: 1 }));
  }, [dispatch]);

  return (
    <div className="page diary-page">
      <div className="app-container">
        <h1 className="page__title">Diary</h1>
        {status === 'loading' && <Spinner aria-label="Loading your diary" />}
        {status === 'failed' && (
          <Callout intent="danger" icon="error">
            {error}
          </Callout>
        )}
        {status === 'loaded' && entries.length === 0 && (
          <StateNotice
            heading="h2"
            className="page-empty-state"
            icon="book"
            title="Your diary is empty"
            description="Mark a film watched from its page or any movie card: rate it, write a few words, and it shows up here."
            action={
              <div className="diary-page__calls">
                <LinkButton href="/recommendations" intent="primary" icon="search">
                  Get recommendations
                </LinkButton>
                <LinkButton href="/browse" icon="grid-view">
                  Browse films
                </LinkButton>
              </div>
            }
          />
        )}
        {entries.length > 0 && <DiaryEntries entries={entries} own />}
        {status === 'loaded' && hasMore && (
          <Button className="diary-page__more" icon="more" onClick={() => dispatch(diaryRequested({ page: page + 1 }))}>
            Load more
          </Button>
        )}
      </div>
    </div>
  );
}
