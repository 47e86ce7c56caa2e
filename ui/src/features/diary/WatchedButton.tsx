import { Button } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { MovieView } from '../movies/movie';
import { DiaryEntryDialog } from './DiaryEntryDialog';
import { watchedLabel } from './diary';
import { watchedRequested, watchedStateOf } from './slice';

/**
 * 'Mark watched', or 'Watched ✓ 4.5' once the film is in the diary (with its current rating): on
 * every movie card and the movie page. Either opens the dialog for a new entry; a rewatch is
 * preset once the film was watched.
 */
export function WatchedButton({ movie }: { readonly movie: MovieView }) {
  const dispatch = useAppDispatch();
  const diary = useAppSelector((state) => state.diary);
  const [open, setOpen] = useState(false);
  const watched = watchedStateOf(diary, movie._id);

  useEffect(() => {
    if (diary.watched.status === 'idle') dispatch(watchedRequested());
  }, [diary.watched.status, dispatch]);

  return (
    <>
      <Button
        className="watched-button"
        icon={watched ? undefined : 'eye-open'}
        intent={watched ? 'success' : 'none'}
        variant="outlined"
        onClick={() => setOpen(true)}
        aria-label={`${watched ? watchedLabel(watched.rating) : 'Mark watched'}: ${movie.title}`}
      >
        {watched ? watchedLabel(watched.rating) : 'Mark watched'}
      </Button>
      <DiaryEntryDialog isOpen={open} onClose={() => setOpen(false)} movie={movie} rewatchByDefault={watched !== undefined} />
    </>
  );
}
