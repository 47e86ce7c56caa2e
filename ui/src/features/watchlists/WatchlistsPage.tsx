import './watchlists.css';
import { Alert, Button, Callout, Card, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector, usePageTitle } from '../../app/hooks';
import { linkCopyRequested } from '../sharing/actions';
import { watchlistCreateStarted, watchlistDeleteRequested, watchlistEditStarted, watchlistsRequested } from './slice';
import { watchlistLinkToShare, watchlistPath, type WatchlistView } from './watchlist';
import { StateNotice } from '../layout/StateNotice';

/** /watchlists (SPEC §2): the user's own lists, each to share, edit or remove. */
export function WatchlistsPage() {
  usePageTitle('Watchlists');
  const dispatch = useAppDispatch();
  const { status, lists, error } = useAppSelector((state) => state.watchlists);

  useEffect(() => {
    dispatch(watchlistsRequested());
  }, [dispatch]);

  const create = () => dispatch(watchlistCreateStarted());
  return (
    <div className="page">
      <div className="app-container">
        <div className="watchlists-head">
          <h1 className="page__title">Watchlists</h1>
          <Button intent="primary" icon="add" onClick={create}>
            New Watchlist
          </Button>
        </div>
        {status === 'loading' && <Spinner aria-label="Loading watchlists" />}
        {status === 'failed' && (
          <Callout intent="danger" icon="error">
            {error}
          </Callout>
        )}
        {status === 'loaded' && lists.length === 0 && (
          <StateNotice
            heading="h2"
            className="page-empty-state"
            icon="list"
            title="No Watchlist yet!"
            description="Create a watchlist to keep the movies you want to see."
          />
        )}
        <div className="watchlist-grid">
          {lists.map((watchlist) => (
            <OwnWatchlistCard key={watchlist._id} watchlist={watchlist} />
          ))}
        </div>
      </div>
    </div>
  );
}

function OwnWatchlistCard({ watchlist }: { watchlist: WatchlistView }) {
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card className="watchlist-card" elevation={1} data-watchlist-id={watchlist._id}>
      <h2 className="watchlist-card__name">
        <Link href={watchlistPath(watchlist._id)}>{watchlist.name}</Link>
      </h2>
      {watchlist.description && <p className="watchlist-card__description">{watchlist.description}</p>}
      <p className="watchlist-card__facts">
        <Tag minimal icon={watchlist.isPrivate ? 'lock' : 'globe'}>
          {watchlist.isPrivate ? 'Private' : 'Public'}
        </Tag>
        <span>{watchlist.movieCount === 1 ? '1 movie' : `${watchlist.movieCount} movies`}</span>
        <span>{watchlist.followersCount === 1 ? '1 follower' : `${watchlist.followersCount} followers`}</span>
      </p>
      <div className="watchlist-card__actions">
        <Button
          icon="share"
          variant="minimal"
          aria-label={`Share ${watchlist.name}`}
          onClick={() => dispatch(linkCopyRequested(watchlistLinkToShare(watchlist)))}
        />
        <Button
          icon="edit"
          variant="minimal"
          aria-label={`Edit ${watchlist.name}`}
          onClick={() => dispatch(watchlistEditStarted(watchlist))}
        />
        <Button
          icon="trash"
          variant="minimal"
          intent="danger"
          aria-label={`Remove ${watchlist.name}`}
          onClick={() => setConfirming(true)}
        />
      </div>
      <Alert
        isOpen={confirming}
        intent="danger"
        icon="trash"
        cancelButtonText="Cancel"
        canEscapeKeyCancel
        canOutsideClickCancel
        confirmButtonText="Remove"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          dispatch(watchlistDeleteRequested(watchlist._id));
        }}
      >
        <p>Remove the watchlist '{watchlist.name}'?</p>
      </Alert>
    </Card>
  );
}
