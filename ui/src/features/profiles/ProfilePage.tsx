import './profiles.css';
import '../watchlists/watchlists.css';
import { Button, Callout, Card, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { useAppDispatch, useAppSelector, usePageTitle } from '../../app/hooks';
import { selectSessionUser } from '../auth/selectors';
import { formatLongDate } from '../auth/session-user';
import { Avatar } from '../layout/Avatar';
import { PublicDiary } from '../diary/PublicDiary';
import { MovieCard } from '../movies/MovieCard';
import type { WatchlistView } from '../watchlists/watchlist';
import { displayName, profileRequested, userFollowRequested } from './slice';
import { StateNotice } from '../layout/StateNotice';

/** /profile/{userId} (SPEC §2): who they are, their public watchlists and their favourites. */
export function ProfilePage() {
  const { userId = '' } = useParams<{ userId: string }>();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectSessionUser);
  const { status, profile, error } = useAppSelector((state) => state.profilePage);
  const name = profile ? displayName(profile.user) : null;
  usePageTitle(name ?? 'Profile');

  useEffect(() => {
    dispatch(profileRequested(userId));
  }, [userId, dispatch]);

  if (status === 'loading') return <Page>Loading...</Page>;
  if (status === 'failed')
    return (
      <Page>
        <Callout intent="danger" icon="error">
          {error}
        </Callout>
      </Page>
    );
  if (status === 'notFound' || !profile)
    return (
      <Page>
        <StateNotice heading="h1" className="page-empty-state" icon="person" title="Profile not found" />
      </Page>
    );

  const own = profile.user._id === me?._id;
  const since = formatLongDate(profile.user.createdAt);
  return (
    <Page>
      <header className="profile-head">
        <Avatar name={name ?? undefined} size="large" />
        <div>
          <h1 className="page__title profile-head__name">{name}</h1>
          <p className="profile-head__since">Member since {since}</p>
          <p className="profile-head__people">
            {profile.followers.length === 1 ? '1 follower' : `${profile.followers.length} followers`} · {profile.following.length} following
          </p>
        </div>
        {!own && (
          <Button
            className="profile-head__follow"
            intent={profile.isFollowing ? 'none' : 'primary'}
            icon={profile.isFollowing ? 'tick' : 'new-person'}
            onClick={() => dispatch(userFollowRequested({ userId: profile.user._id, follow: !profile.isFollowing }))}
          >
            {profile.isFollowing ? 'Following' : 'Follow'}
          </Button>
        )}
      </header>
      <Tabs id="profile-tabs" large renderActiveTabPanelOnly>
        <Tab
          id="watchlists"
          title={`Watchlists (${profile.stats.watchlistsCount})`}
          panel={
            profile.watchlists.length === 0 ? (
              <p>No watchlists yet.</p>
            ) : (
              <div className="watchlist-grid">
                {profile.watchlists.map((watchlist) => (
                  <ProfileWatchlistCard key={watchlist._id} watchlist={watchlist} />
                ))}
              </div>
            )
          }
        />
        <Tab
          id="favorites"
          title={`Favorites (${profile.stats.favoritesCount})`}
          panel={
            profile.favoriteMovies.length === 0 ? (
              <p>No favorite movies yet.</p>
            ) : (
              <div className="favorites-list">
                {profile.favoriteMovies.map((movie) => (
                  <MovieCard key={movie._id} movie={movie} />
                ))}
              </div>
            )
          }
        />
        <Tab id="diary" title="Diary" panel={<PublicDiary userId={profile.user._id} />} />
      </Tabs>
    </Page>
  );
}

function Page({ children }: { children: ReactNode }) {
  return (
    <div className="page">
      <div className="app-container">{children}</div>
    </div>
  );
}

function ProfileWatchlistCard({ watchlist }: { watchlist: WatchlistView }) {
  return (
    <Card className="watchlist-card" elevation={1} data-watchlist-id={watchlist._id}>
      <h2 className="watchlist-card__name">
        <Link href={`/profile/watchlist/${encodeURIComponent(watchlist._id)}`}>{watchlist.name}</Link>
      </h2>
      {watchlist.description && <p className="watchlist-card__description">{watchlist.description}</p>}
      <p className="watchlist-card__facts">
        <Tag minimal icon={watchlist.isPrivate ? 'lock' : 'globe'}>
          {watchlist.isPrivate ? 'Private' : 'Public'}
        </Tag>
        <span>{watchlist.followersCount === 1 ? '1 follower' : `${watchlist.followersCount} followers`}</span>
        <span>{watchlist.movieCount === 1 ? '1 movie' : `${watchlist.movieCount} movies`}</span>
      </p>
    </Card>
  );
}
