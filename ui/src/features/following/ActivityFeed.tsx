import { Button, Callout, Spinner } from '@blueprintjs/core';
import { Link } from 'wouter';
import { useAppDispatch } from '../../app/hooks';
import { useMinuteClock } from '../discoveries/RecentlyDiscoveredFeed';
import { timeAgo } from '../discoveries/relative-time';
import { Avatar } from '../layout/Avatar';
import { moviePath } from '../movies/movie';
import { MoviePoster } from '../movies/MoviePoster';
import { activityWords, titles } from './activity-text';
import { EmptyFollowing } from './EmptyFollowing';
import { useFollowingSelector } from './feature';
import { followingRequested, moreActivityRequested, type ActivityItem } from './slice';
import { StateNotice } from '../layout/StateNotice';

/** The Following page's Activity tab: what the people and watchlists one follows did, newest first. */
export function ActivityFeed() {
  const dispatch = useAppDispatch();
  const { status, items, nextCursor, loading } = useFollowingSelector((state) => state.following.activity);
  const now = useMinuteClock();

  if (loading === 'first' && items.length === 0) return <Spinner className="following__spinner" size={32} aria-label="Loading activity" />;
  if (status === 'failed' && items.length === 0)
    return (
      <StateNotice
        heading="h2"
        icon="error"
        title="Failed to load activity"
        action={<Button icon="refresh" onClick={() => dispatch(followingRequested())} text="Try again" />}
      />
    );
  if (status === 'loaded' && items.length === 0)
    return (
      <EmptyFollowing
        icon="people"
        title="Nothing here yet"
        description="Follow people and watchlists: what they create, add, rate and discover shows up here."
      />
    );
  return (
    <>
      <ol className="activity-feed" aria-label="Activity of the people and watchlists you follow">
        {items.map((item) => (
          <li key={item.id}>
            <ActivityEntry item={item} now={now} />
          </li>
        ))}
      </ol>
      {status === 'failed' && (
        <Callout className="activity-feed__more-failed" intent="danger" icon="error" compact>
          Failed to load activity
        </Callout>
      )}
      {nextCursor !== null && (
        <div className="activity-feed__more">
          <Button size="large" variant="outlined" loading={loading === 'more'} onClick={() => dispatch(moreActivityRequested())}>
            Load more
          </Button>
        </div>
      )}
    </>
  );
}

/** One item: who, what (with the list it is about), when, and the titles, each a link to its page. */
function ActivityEntry({ item, now }: { item: ActivityItem; now: Date }) {
  const words = activityWords(item);
  const when = timeAgo(item.at, now);
  const more = item.movieCount - item.movies.length;
  return (
    <article className="activity-item" data-activity-kind={item.kind}>
      <Avatar name={item.actor.username} />
      <div className="activity-item__body">
        <p className="activity-item__sentence">
          <Link className="activity-item__actor" href={`/profile/${encodeURIComponent(item.actor._id)}`}>
            {item.actor.username}
          </Link>{' '}
          {words.text}
          {words.list && item.watchlist && (
            <>
              {' '}
              <Link className="activity-item__list" href={`/profile/watchlist/${encodeURIComponent(item.watchlist._id)}`}>
                {item.watchlist.name}
              </Link>
            </>
          )}
        </p>
        {when && (
          <time className="activity-item__time" dateTime={item.at} title={new Date(item.at).toLocaleString('en-US')}>
            {when}
          </time>
        )}
        {item.movies.length > 0 && (
          <ul className="activity-item__movies" aria-label={titles(item.movieCount)}>
            {item.movies.map((movie) => (
              <li key={movie._id} className="activity-movie">
                <Link href={moviePath(movie._id)} className="activity-movie__poster" tabIndex={-1} aria-hidden="true">
                  <MoviePoster movie={movie} size="small" />
                </Link>
                <Link href={moviePath(movie._id)} className="activity-movie__title">
                  {movie.title}
                </Link>
                <span className="activity-movie__year">{movie.year}</span>
              </li>
            ))}
            {more > 0 && <li className="activity-item__more">and {titles(more).replace('title', 'more title')}</li>}
          </ul>
        )}
      </div>
    </article>
  );
}
