import { Button, Checkbox, Drawer, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector, useStartOnChange } from '../../app/hooks';
import type { MovieView } from '../movies/movie';
import { movieBatchAddRequested } from './batch';
import { watchlistCreateStarted, watchlistsRequested } from './slice';

export interface AddToWatchlistDrawerProps {
  readonly movie: MovieView;
  readonly isOpen: boolean;
  readonly onClose: () => void;
}

/**
 * SPEC §2 Add to Watchlist drawer: tick one or more of your lists and add; 'Create New Watchlist' is
 * offered only while nothing is ticked, so a half-made choice is never lost to a dialog.
 */
export function AddToWatchlistDrawer({ movie, isOpen, onClose }: AddToWatchlistDrawerProps) {
  const dispatch = useAppDispatch();
  const { status, lists } = useAppSelector((state) => state.watchlists);
  const [selected, setSelected] = useState<readonly string[]>([]);

  // Every opening starts with nothing ticked, over the lists as they are now.
  useStartOnChange(isOpen, (open) => open && setSelected([]));
  useEffect(() => {
    if (isOpen) dispatch(watchlistsRequested());
  }, [isOpen, dispatch]);

  const toggle = (id: string, checked: boolean) => setSelected((ids) => (checked ? [...ids, id] : ids.filter((other) => other !== id)));
  const add = () => {
    dispatch(movieBatchAddRequested({ movieId: movie._id, watchlistIds: selected }));
    onClose();
  };

  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      position="right"
      size="min(380px, 92vw)"
      title="Add to Watchlist"
      icon="list"
      className="add-to-watchlist"
    >
      <div className="add-to-watchlist__body">
        <p>
          <strong>{movie.title}</strong> <span>({movie.year})</span>
        </p>
        {status === 'loading' && <Spinner size={24} />}
        {status === 'loaded' && lists.length === 0 && <NonIdealState icon="list" title="No Watchlist yet!" />}
        {lists.map((list) => (
          <Checkbox
            key={list._id}
            label={`${list.name} (${list.movieCount})`}
            checked={selected.includes(list._id)}
            onChange={(event) => toggle(list._id, event.currentTarget.checked)}
          />
        ))}
        <div className="add-to-watchlist__actions">
          <Button icon="add" disabled={selected.length > 0} onClick={() => dispatch(watchlistCreateStarted())}>
            Create New Watchlist
          </Button>
          <Button intent="primary" icon="plus" disabled={selected.length === 0} onClick={add}>
            Add
          </Button>
        </div>
      </div>
    </Drawer>
  );
}
