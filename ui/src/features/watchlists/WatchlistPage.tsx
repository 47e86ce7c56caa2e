import './watchlists.css';
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { useEffect, type ReactNode } from 'react';
import { useParams } from 'wouter';
import { useAppDispatch, useAppSelector, usePageTitle } from '../../app/hooks';
import { selectSessionUser } from '../auth/selectors';
import { LinkButton } from '../layout/LinkButton';
import { MovieCard } from '../movies/MovieCard';
import { movieRemoveFromWatchlistRequested, watchlistFollowRequested, watchlistPageRequested } from './page-slice';
import { watchlistEditStarted } from './slice';
import type { WatchlistView } from './watchlist';
import { WatchlistHeader } from './WatchlistHeader';
import { StateNotice } from '../layout/StateNotice';

/**
 * Where a watchlist is opened from (SPEC §2), which sets its words and what it offers:
 * - `own`, /watchlist/{id}: the owner's list, with Edit and removing movies;
 * - `shared`, /shared/watchlist/{id}: a shared link, read-only, to follow;
 * - `profile`, /profile/watchlist/{id}: a list reached from someone's profile, with the way back.
 * Only the owner sees the owner's actions, and only someone else can follow, whatever the route.
 */
export type WatchlistPageKind = 'own' | 'shared' | 'profile';

interface PageWords {
  title: string;
  notFound: string;
  /** The failure text: the server's message, or SPEC's fixed sentence for a shared link. */
  failed(error: string | null): string;
  empty: ReactNode;
}

/** The owner's empty list says where titles come from, with a way there. */
function EmptyOwnWatchlist() {
  return (
    <StateNotice
      heading="h2"
      className="page-empty-state"
      icon="film"
      title="No movies in this watchlist yet"
      description="Find titles you want to watch and add them with the Watchlist button on their cards."
      action={
        <div className="watchlist-empty__actions">
          <LinkButton href="/recommendations" intent="primary" icon="search">
            Find titles
          </LinkButton>
          <LinkButton href="/browse" variant="outlined" icon="grid-view">
            Browse the catalog
          </LinkButton>
        </div>
      }
    />
  );
}

const EMPTY_NOTICE = <Callout icon="info-sign">This watchlist is empty.</Callout>;

const WORDS: Record<WatchlistPageKind, PageWords> = {
  own: {
    title: 'Watchlist',
    notFound: 'Watchlist not found',
    failed: (error) => error ?? 'Failed to fetch watchlist details',
    empty: <EmptyOwnWatchlist />,
  },
  shared: {
    title: 'Shared watchlist',
    notFound: "Watchlist not found or you don't have permission to view it.",
    failed: () => 'Failed to load watchlist. It may be private or no longer available.',
    empty: EMPTY_NOTICE,
  },
  profile: {
    title: 'Watchlist',
    notFound: 'Watchlist not found',
    failed: (error) => error ?? 'Failed to fetch watchlist details',
    empty: EMPTY_NOTICE,
  },
};

/** One page for a watchlist wherever it is opened: loading, failure, not found, the list and its movies. */
export function WatchlistPage({ kind }: { kind: WatchlistPageKind }) {
  const { id = '' } = useParams<{ id: string }>();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectSessionUser);
  const { status, watchlist, error } = useAppSelector((state) => state.watchlistPage);
  const words = WORDS[kind];
  usePageTitle(watchlist?.name ?? words.title);

  useEffect(() => {
    dispatch(watchlistPageRequested(id));
  }, [id, dispatch]);

  const own = watchlist !== null && watchlist.owner === me?._id;
  return (
    <div className="page">
      <div className="app-container">
        {status === 'loading' && <Spinner aria-label="Loading watchlist" />}
        {status === 'failed' && (
          <Callout intent="danger" icon="error">
            {words.failed(error)}
          </Callout>
        )}
        {status === 'notFound' && (
          <StateNotice heading="h1" className="page-empty-state" icon={kind === 'shared' ? 'lock' : 'search'} title={words.notFound} />
        )}
        {status === 'loaded' && watchlist && (
          <>
            {kind === 'profile' && (
              <LinkButton href={`/profile/${encodeURIComponent(watchlist.owner)}`} icon="arrow-left" variant="minimal">
                Back to Profile watchlists
              </LinkButton>
            )}
            <WatchlistHeader watchlist={watchlist}>
              {own && kind === 'own' && (
                <Button icon="edit" variant="outlined" onClick={() => dispatch(watchlistEditStarted(watchlist))}>
                  Edit
                </Button>
              )}
              {!own && <FollowButton watchlist={watchlist} />}
            </WatchlistHeader>
            {watchlist.movies.length === 0 && words.empty}
            <div className="watchlist-movies">
              {watchlist.movies.map((movie) => (
                <div key={movie._id} className="watchlist-movies__item">
                  <MovieCard movie={movie} />
                  {own && kind === 'own' && (
                    <Button
                      icon="remove"
                      intent="danger"
                      variant="minimal"
                      aria-label={`Remove from watchlist: ${movie.title}`}
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

function FollowButton({ watchlist }: { watchlist: WatchlistView }) {
  const dispatch = useAppDispatch();
  return (
    <Button
      icon={watchlist.isFollowing ? 'tick' : 'follower'}
      intent={watchlist.isFollowing ? 'none' : 'primary'}
      onClick={() => dispatch(watchlistFollowRequested({ watchlistId: watchlist._id, follow: !watchlist.isFollowing }))}
    >
      {watchlist.isFollowing ? 'Following' : 'Follow'}
    </Button>
  );
}
