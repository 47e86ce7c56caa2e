import './following.css';
import '../watchlists/watchlists.css';
import { Button, Callout, Card, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useAppDispatch, usePageTitle } from '../../app/hooks';
import { Avatar } from '../layout/Avatar';
import type { WatchlistView } from '../watchlists/watchlist';
import { ActivityFeed } from './ActivityFeed';
import { EmptyFollowing } from './EmptyFollowing';
import { useFollowingSelector } from './feature';
import { followingRequested, unfollowRequested, type FollowingOverview } from './slice';

type FollowingTab = 'activity' | 'watchlists' | 'people';

/** /following (issue 13): the activity of the people and watchlists one follows, and those follows in one place. */
export function FollowingPage() {
  const dispatch = useAppDispatch();
  const [tab, setTab] = useState<FollowingTab>('activity');
  const { status, following } = useFollowingSelector((state) => state.following.overview);
  usePageTitle('Following');

  useEffect(() => {
    dispatch(followingRequested());
  }, [dispatch]);

  return (
    <div className="page following">
      <div className="app-container">
        <h1 className="page__title">Following</h1>
        <Tabs id="following-tabs" large selectedTabId={tab} onChange={(next) => setTab(next as FollowingTab)} renderActiveTabPanelOnly>
          <Tab id="activity" title="Activity" panel={<ActivityFeed />} />
          <Tab
            id="watchlists"
            title={`Watchlists you follow (${following.watchlists.length})`}
            panel={<Follows status={status}>{<FollowedWatchlists watchlists={following.watchlists} />}</Follows>}
          />
          <Tab
            id="people"
            title={`People you follow (${following.people.length})`}
            panel={<Follows status={status}>{<FollowedPeople people={following.people} />}</Follows>}
          />
        </Tabs>
      </div>
    </div>
  );
}

function Follows({ status, children }: { status: string; children: ReactNode }) {
  if (status === 'loading') return <Spinner className="following__spinner" size={32} aria-label="Loading" />;
  if (status === 'failed')
    return (
      <Callout intent="danger" icon="error">
        Failed to load what you follow
      </Callout>
    );
  return <>{children}</>;
}

function FollowedWatchlists({ watchlists }: { watchlists: readonly WatchlistView[] }) {
  if (watchlists.length === 0)
    return (
      <EmptyFollowing
        icon="list"
        title="You don't follow any watchlists yet"
        description="Open a member's profile and follow the watchlists you like: they all gather here."
      />
    );
  return (
    <div className="watchlist-grid">
      {watchlists.map((watchlist) => (
        <FollowedWatchlistCard key={watchlist._id} watchlist={watchlist} />
      ))}
    </div>
  );
}

function FollowedWatchlistCard({ watchlist }: { watchlist: WatchlistView }) {
  const dispatch = useAppDispatch();
  return (
    <Card className="watchlist-card followed-watchlist" elevation={1} data-watchlist-id={watchlist._id}>
      {/* An h2: the cards sit right under the page's h1. */}
      <h2 className="watchlist-card__name">
        <Link href={`/profile/watchlist/${encodeURIComponent(watchlist._id)}`}>{watchlist.name}</Link>
      </h2>
      <p className="followed-watchlist__owner">
        <Avatar name={watchlist.user.username} size="small" />
        <span>
          by <Link href={`/profile/${encodeURIComponent(watchlist.user._id)}`}>{watchlist.user.username}</Link>
        </span>
      </p>
      {watchlist.description && <p className="watchlist-card__description">{watchlist.description}</p>}
      <p className="watchlist-card__facts">
        <span>{watchlist.movieCount === 1 ? '1 movie' : `${watchlist.movieCount} movies`}</span>
        <span>{watchlist.followersCount === 1 ? '1 follower' : `${watchlist.followersCount} followers`}</span>
      </p>
      <Button
        className="followed-watchlist__unfollow"
        icon="remove"
        variant="outlined"
        aria-label={`Unfollow ${watchlist.name}`}
        onClick={() => dispatch(unfollowRequested({ kind: 'watchlist', id: watchlist._id }))}
      >
        Unfollow
      </Button>
    </Card>
  );
}

function FollowedPeople({ people }: { people: FollowingOverview['people'] }) {
  const dispatch = useAppDispatch();
  if (people.length === 0)
    return (
      <EmptyFollowing
        icon="people"
        title="You don't follow anyone yet"
        description="Find members by the movies they discover, and follow them from their profile."
      />
    );
  return (
    <ul className="followed-people" aria-label="People you follow">
      {people.map((person) => (
        <li key={person._id} className="followed-person">
          <Avatar name={person.username} />
          <Link className="followed-person__name" href={`/profile/${encodeURIComponent(person._id)}`}>
            {person.username}
          </Link>
          <Button
            icon="remove"
            variant="outlined"
            aria-label={`Unfollow ${person.username}`}
            onClick={() => dispatch(unfollowRequested({ kind: 'person', id: person._id }))}
          >
            Unfollow
          </Button>
        </li>
      ))}
    </ul>
  );
}
