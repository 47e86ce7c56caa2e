import './discoveries.css';
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DiscoveryCard } from './DiscoveryCard';
import { feedRequested, moreDiscoveriesRequested } from './slice';
import { StateNotice } from '../layout/StateNotice';

/** SPEC §8: the feed's inline failure. */
export const FEED_FAILED_INLINE = 'Failed to load movies';

/** How often the relative times ('5 minutes ago') move on while the page stays open. */
const CLOCK_TICK_MS = 60_000;

/** SPEC §2 'Recently Discovered Movies': what the community found with AI prompts, newest first. */
export function RecentlyDiscoveredFeed() {
  const dispatch = useAppDispatch();
  const { status, movies, hasMore, loading } = useAppSelector((state) => state.discoveries);
  const now = useMinuteClock();

  useEffect(() => {
    dispatch(feedRequested());
  }, [dispatch]);

  return (
    <section className="discoveries" aria-labelledby="discoveries-title">
      <header className="discoveries__head">
        <h2 className="discoveries__title" id="discoveries-title">
          Recently Discovered Movies
        </h2>
        <p className="discoveries__lead">Real-time movie discoveries from our community using AI prompts</p>
      </header>

      {loading === 'first' && movies.length === 0 && <Spinner className="discoveries__spinner" size={32} aria-label="Loading movies" />}

      {status === 'failed' && movies.length === 0 && (
        <StateNotice
          heading="h3"
          className="discoveries__failed"
          icon="error"
          title={FEED_FAILED_INLINE}
          action={<Button icon="refresh" onClick={() => dispatch(feedRequested())} text="Try again" />}
        />
      )}

      {status === 'loaded' && movies.length === 0 && (
        <StateNotice
          heading="h3"
          icon="film"
          title="No discoveries yet"
          description="Ask for recommendations above: your picks will show up here for everyone."
        />
      )}

      {movies.length > 0 && (
        <ul className="discoveries__grid" aria-label="Recently discovered movies">
          {movies.map((movie) => (
            <li key={movie._id}>
              <DiscoveryCard movie={movie} now={now} />
            </li>
          ))}
        </ul>
      )}

      {status === 'failed' && movies.length > 0 && (
        <Callout className="discoveries__more-failed" intent="danger" icon="error" compact>
          {FEED_FAILED_INLINE}
        </Callout>
      )}

      {hasMore && movies.length > 0 && (
        <div className="discoveries__more">
          <Button size="large" variant="outlined" loading={loading === 'more'} onClick={() => dispatch(moreDiscoveriesRequested())}>
            Load more...
          </Button>
        </div>
      )}
    </section>
  );
}

/** The time now, moved on every minute while the screen is open: relative times ('5 minutes ago') stay true. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
