import './watchlists.css';
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { useAppDispatch, useAppSelector, usePageTitle } from '../../app/hooks';
import { selectSessionUser } from '../auth/selectors';
import { MovieCard } from '../movies/MovieCard';
import { movieRemoveFromWatchlistRequested, watchlistPageRequested } from './page-slice';
import { watchlistEditStarted } from './slice';
import { WatchlistHeader } from './WatchlistHeader';

/**
 * /watchlist/{id} (SPEC §2): the owner's list with edit, copy link and removing movies. Someone
 * else's public list opened here shows no owner's action: the server would refuse them.
 */
export function WatchlistPage() {
  const { id = '' } = useParams<{ id: string }>();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectSessionUser);
  const { status, watchlist, error } = useAppSelector((state) => state.watchlistPage);
  usePageTitle(watchlist?.name ?? 'Watchlist');

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
            {error}
          </Callout>
        )}
        {status === 'notFound' && <NonIdealState className="page-empty-state" icon="search" title="Watchlist not found" />}
        {status === 'loaded' && watchlist && (
          <>
            <WatchlistHeader watchlist={watchlist}>
              {own && (
                <Button icon="edit" variant="outlined" onClick={() => dispatch(watchlistEditStarted(watchlist))}>
                  Edit
                </Button>
              )}
            </WatchlistHeader>
            {watchlist.movies.length === 0 && <NonIdealState className="page-empty-state" icon="film" title="No movies in this watchlist yet" />}
            <div className="watchlist-movies">
              {watchlist.movies.map((movie) => (
                <div key={movie._id} className="watchlist-movies__item">
                  <MovieCard movie={movie} />
                  {own && (
                    <Button
                      icon="remove"
                      intent="danger"
                      variant="minimal"
                      aria-label={`Remove ${movie.title} from this watchlist`}
                      onClick={() => dispatch(movieRemoveFromWatchlistRequested({ watchlistId: watchlist._id, movieId: movie._id }))}
                    >
                      Remove from watchlist
                    </Button>
                  )}
                </div>
              ))}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
