import './watchlists.css';
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { useAppDispatch, useAppSelector, usePageTitle } from '../../app/hooks';
import { selectSessionUser } from '../auth/selectors';
import { MovieCard } from '../movies/MovieCard';
import { watchlistFollowRequested, watchlistPageRequested } from './page-slice';
import { WatchlistHeader } from './WatchlistHeader';

/** /shared/watchlist/{id} (SPEC §2): someone's list, read-only, to follow when it is not your own. */
export function SharedWatchlistPage() {
  const { id = '' } = useParams<{ id: string }>();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectSessionUser);
  const { status, watchlist } = useAppSelector((state) => state.watchlistPage);
  usePageTitle(watchlist?.name ?? 'Shared watchlist');

  useEffect(() => {
    dispatch(watchlistPageRequested(id));
  }, [id, dispatch]);

  const own = watchlist?.owner === me?._id;
  return (
    <div className="page">
      <div className="app-container">
        {status === 'loading' && <Spinner aria-label="Loading watchlist" />}
        {status === 'failed' && (
          <Callout intent="danger" icon="error">
            Failed to load watchlist. It may be private or no longer available.
          </Callout>
        )}
        {status === 'notFound' && <NonIdealState className="page-empty-state" icon="lock" title="Watchlist not found or you don't have permission to view it." />}
        {status === 'loaded' && watchlist && (
          <>
            <WatchlistHeader watchlist={watchlist}>
              {!own && (
                <Button
                  icon={watchlist.isFollowing ? 'tick' : 'follower'}
                  intent={watchlist.isFollowing ? 'none' : 'primary'}
                  onClick={() => dispatch(watchlistFollowRequested({ watchlistId: watchlist._id, follow: !watchlist.isFollowing }))}
                >
                  {watchlist.isFollowing ? 'Following' : 'Follow'}
                </Button>
              )}
            </WatchlistHeader>
            {watchlist.movies.length === 0 && <Callout icon="info-sign">This watchlist is empty.</Callout>}
            <div className="watchlist-movies">
              {watchlist.movies.map((movie) => (
                <MovieCard key={movie._id} movie={movie} />
              ))}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
