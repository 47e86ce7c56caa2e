import '../watchlists/watchlists.css';
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { useAppDispatch, useAppSelector, usePageTitle } from '../../app/hooks';
import { selectSessionUser } from '../auth/selectors';
import { LinkButton } from '../layout/LinkButton';
import { MovieCard } from '../movies/MovieCard';
import { watchlistFollowRequested, watchlistPageRequested } from '../watchlists/page-slice';
import { WatchlistHeader } from '../watchlists/WatchlistHeader';

/** /profile/watchlist/{id} (SPEC §2): a list reached from someone's profile, with its movies and where to watch them. */
export function ProfileWatchlistPage() {
  const { id = '' } = useParams<{ id: string }>();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectSessionUser);
  const { status, watchlist, error } = useAppSelector((state) => state.watchlistPage);
  usePageTitle(watchlist?.name ?? 'Watchlist');

  useEffect(() => {
    dispatch(watchlistPageRequested(id));
  }, [id, dispatch]);

  return (
    <div className="page">
      <div className="app-container">
        {status === 'loading' && <Spinner aria-label="Loading watchlist" />}
        {status === 'failed' && (
          <Callout intent="danger" icon="error">
            {error}
          </Callout>
        )}
        {status === 'notFound' && <NonIdealState className="page-empty-state" icon="search" title="Watchlist not found" />}
        {status === 'loaded' && watchlist && (
          <>
            <LinkButton href={`/profile/${encodeURIComponent(watchlist.owner)}`} icon="arrow-left" variant="minimal">
              Back to Profile watchlists
            </LinkButton>
            <WatchlistHeader watchlist={watchlist}>
              {watchlist.owner !== me?._id && (
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
