import { Button, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { linkCopyRequested } from '../sharing/actions';
import { watchlistLinkToShare, type WatchlistView } from './watchlist';

/** Name, description, Public/Private chip, counts and the copy-link action every watchlist page starts with. */
export function WatchlistHeader({ watchlist, children }: { watchlist: WatchlistView; children?: ReactNode }) {
  const dispatch = useAppDispatch();
  return (
    <header className="watchlist-header">
      <div className="watchlist-header__title">
        <h1 className="page__title">{watchlist.name}</h1>
        <Tag
          className="watchlist-header__privacy"
          round
          icon={watchlist.isPrivate ? 'lock' : 'globe'}
          intent={watchlist.isPrivate ? 'warning' : 'success'}
        >
          {watchlist.isPrivate ? 'Private' : 'Public'}
        </Tag>
      </div>
      {watchlist.description && <p className="watchlist-header__description">{watchlist.description}</p>}
      <p className="watchlist-card__facts">
        <span>Created by {watchlist.user.username}</span>
        <span>{watchlist.movieCount === 1 ? '1 movie' : `${watchlist.movieCount} movies`}</span>
        <span>{watchlist.followersCount === 1 ? '1 follower' : `${watchlist.followersCount} followers`}</span>
      </p>
      <div className="watchlist-header__actions">
        <Button icon="link" variant="outlined" onClick={() => dispatch(linkCopyRequested(watchlistLinkToShare(watchlist)))}>
          Copy link
        </Button>
        {children}
      </div>
    </header>
  );
}
