import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AdminGuard, UserGuard } from '../features/auth/guards';
import { installFeature } from './lazy-features';
import { ContactPage } from '../features/contact/ContactPage';
import { FavoritesPage } from '../features/favorites/FavoritesPage';
import { LandingPage } from '../features/landing/LandingPage';
import { PageSpinner } from '../features/layout/PageSpinner';
import { PublicLayout } from '../features/layout/PublicLayout';
import { UserLayout } from '../features/layout/UserLayout';
import { LoginPage } from '../features/login/LoginPage';
import MoviePage from '../features/movies/MoviePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { SubscriptionSuccessPage } from '../features/payments/entry';
import { ForgotPasswordPage } from '../features/password-reset/ForgotPasswordPage';
import { RecommendationsPage } from '../features/recommendations/RecommendationsPage';
import { SignupPage } from '../features/signup/SignupPage';
import { VerifyOtpPage } from '../features/signup/VerifyOtpPage';
import { WatchlistsPage } from '../features/watchlists/WatchlistsPage';
import { WatchlistPage } from '../features/watchlists/WatchlistPage';
import { ProfilePage } from '../features/profiles/ProfilePage';

// Long texts load on demand; big features (admin, the account page with its billing forms) are chunks of their own.
const AboutPage = lazy(() => import('../features/static-pages/AboutPage'));
const PrivacyPolicyPage = lazy(() => import('../features/static-pages/PrivacyPolicyPage'));
const TermsConditionsPage = lazy(() => import('../features/static-pages/TermsConditionsPage'));
const MePage = lazy(() => import('../features/account/MePage'));
const DiaryPage = lazy(() => import('../features/diary/DiaryPage').then((module) => ({ default: module.DiaryPage })));
// The admin chunk brings its own state and sagas, which join the store before its pages render.
const AdminArea = lazy(() =>
  import('../features/admin/AdminArea').then((module) => {
    installFeature(module.adminFeature);
    return module;
  }),
);

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

/** The signed-in screens of SPEC §2's route table: behind the user guard, under the user header. */
const USER_AREA =
  /^\/(recommendations|browse|watchlists|favorites|following|diary|import|me|person\/[^/]+|subscription-success|movie\/[^/]+|watchlist\/[^/]+|shared\/watchlist\/[^/]+|profile\/[^/]+|profile\/watchlist\/[^/]+)\/?$/;

/** SPEC §2 route table. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/admin" nest>
        <AdminGuard>
          <Suspense fallback={<PageSpinner />}>
            <AdminArea />
          </Suspense>
        </AdminGuard>
      </Route>
      <Route path={USER_AREA}>
        <UserGuard>
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
        </UserGuard>
      </Route>
      <Route>
        <PublicLayout>
          <Suspense fallback={<PageSpinner />}>
            <Switch>
              <Route path="/" component={LandingPage} />
              <Route path="/login" component={LoginPage} />
              <Route path="/signup" component={SignupPage} />
              <Route path="/verify-otp" component={VerifyOtpPage} />
              <Route path="/forgot-password" component={ForgotPasswordPage} />
              <Route path="/about" component={AboutPage} />
              <Route path="/contact" component={ContactPage} />
              <Route path="/privacy-policy" component={PrivacyPolicyPage} />
              <Route path="/terms-conditions" component={TermsConditionsPage} />
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </PublicLayout>
      </Route>
    </Switch>
  );
}
