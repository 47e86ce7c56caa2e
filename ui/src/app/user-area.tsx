import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FavoritesPage } from '../features/favorites/FavoritesPage';
import { PageSpinner } from '../features/layout/PageSpinner';
import { UserLayout } from '../features/layout/UserLayout';
import MoviePage from '../features/movies/MoviePage';
import { SubscriptionSuccessPage } from '../features/payments/entry';
import { ProfilePage } from '../features/profiles/ProfilePage';
import { RecommendationsPage } from '../features/recommendations/RecommendationsPage';
import { WatchlistPage } from '../features/watchlists/WatchlistPage';
import { WatchlistsPage } from '../features/watchlists/WatchlistsPage';
import { diaryFeature } from '../features/diary/feature';
import { discoveriesFeature } from '../features/discoveries/feature';
import { installFeature } from './lazy-features';

// What a user watched shows on every screen of this area (cards, profiles, the diary itself), and the
// community feed on the recommendations and following screens.
installFeature(diaryFeature);
installFeature(discoveriesFeature);

const MePage = lazy(() => import('../features/account/MePage'));
const DiaryPage = lazy(() => import('../features/diary/DiaryPage').then((module) => ({ default: module.DiaryPage })));

// The Following page brings its state and sagas, as the admin chunk does.
const FollowingPage = lazy(() =>
  Promise.all([import('../features/following/FollowingPage'), import('../features/following/feature')]).then(([page, feature]) => {
    installFeature(feature.followingFeature);
    return { default: page.FollowingPage };
  }),
);

// Browsing and person pages bring their state and sagas, as the admin chunk does.
const BrowsePage = lazy(() =>
  Promise.all([import('../features/browse/BrowsePage'), import('../features/browse/feature')]).then(([page, feature]) => {
    installFeature(feature.browseFeature);
    return page;
  }),
);
const PersonPage = lazy(() =>
  Promise.all([import('../features/people/PersonPage'), import('../features/people/feature')]).then(([page, feature]) => {
    installFeature(feature.peopleFeature);
    return page;
  }),
);

// The import page brings its state and sagas, as the admin chunk does.
const ImportPage = lazy(() =>
  Promise.all([import('../features/imports/ImportPage'), import('../features/imports/feature')]).then(([page, feature]) => {
    installFeature(feature.importsFeature);
    return page;
  }),
);

/**
 * The signed-in screens of SPEC §2's route table under the user header: a chunk of their own
 * (routes.tsx), so the landing page a visitor opens first does not download them.
 */
export default function UserArea() {
  return (
    <UserLayout>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path="/recommendations" component={RecommendationsPage} />
          <Route path="/browse" component={BrowsePage} />
          <Route path="/person/:name" component={PersonPage} />
          <Route path="/watchlists" component={WatchlistsPage} />
          <Route path="/favorites" component={FavoritesPage} />
          <Route path="/following" component={FollowingPage} />
          <Route path="/diary" component={DiaryPage} />
          <Route path="/import" component={ImportPage} />
          <Route path="/import/:id" component={ImportPage} />
          <Route path="/watchlist/:id">
            <WatchlistPage kind="own" />
          </Route>
          <Route path="/shared/watchlist/:id">
            <WatchlistPage kind="shared" />
          </Route>
          <Route path="/profile/watchlist/:id">
            <WatchlistPage kind="profile" />
          </Route>
          <Route path="/profile/:userId" component={ProfilePage} />
          <Route path="/me" component={MePage} />
          <Route path="/subscription-success" component={SubscriptionSuccessPage} />
          <Route path="/movie/:id" component={MoviePage} />
        </Switch>
      </Suspense>
    </UserLayout>
  );
}
