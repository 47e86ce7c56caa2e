import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { AdminGuard, UserGuard } from '../features/auth/guards';
import { installFeature, type LazyFeature } from './lazy-features';
import { LandingPage } from '../features/landing/LandingPage';
import { PageSpinner } from '../features/layout/PageSpinner';
import { PublicLayout } from '../features/layout/PublicLayout';

// The landing page is the one screen in the entry chunk; every other screen loads on demand (issue 13:
// the landing page's first JavaScript stays under 150 kB gzipped, e2e/src/landing-bundle.e2e.spec.ts).
// Pages with state of their own bring their reducer and sagas, which join the store before they render.
function withFeature<Page extends ComponentType>(load: () => Promise<{ page: Page; feature: LazyFeature }>) {
  return lazy(() =>
    load().then(({ page, feature }) => {
      installFeature(feature);
      return { default: page };
    }),
  );
}
const LoginPage = withFeature(() =>
  Promise.all([import('../features/login/LoginPage'), import('../features/login/feature')]).then(([module, feature]) => ({
    page: module.LoginPage,
    feature: feature.loginFeature,
  })),
);
// Sign-up and its code form are one screen, so the step from one to the other loads nothing.
const SignupScreens = withFeature(() =>
  Promise.all([import('../features/signup/SignupScreens'), import('../features/signup/feature')]).then(([module, feature]) => ({
    page: module.SignupScreens,
    feature: feature.signupFeature,
  })),
);
const ForgotPasswordPage = withFeature(() =>
  Promise.all([import('../features/password-reset/ForgotPasswordPage'), import('../features/password-reset/feature')]).then(
    ([module, feature]) => ({ page: module.ForgotPasswordPage, feature: feature.passwordResetFeature }),
  ),
);
const ContactPage = withFeature(() =>
  Promise.all([import('../features/contact/ContactPage'), import('../features/contact/feature')]).then(([module, feature]) => ({
    page: module.ContactPage,
    feature: feature.contactFeature,
  })),
);
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));
const AboutPage = lazy(() => import('../features/static-pages/AboutPage'));
const PrivacyPolicyPage = lazy(() => import('../features/static-pages/PrivacyPolicyPage'));
const TermsConditionsPage = lazy(() => import('../features/static-pages/TermsConditionsPage'));
// The signed-in screens and their header (user-area.tsx).
const loadUserArea = () => import('./user-area');
const UserArea = lazy(loadUserArea);
/** The signed-in screens' code, fetched while a remembered session is confirmed; a failure is met again, and shown, when the screen asks. */
const preloadUserArea = () => void loadUserArea().catch(() => undefined);
// The admin chunk brings its own state and sagas, which join the store before its pages render.
const AdminArea = lazy(() =>
  import('../features/admin/AdminArea').then((module) => {
    installFeature(module.adminFeature);
    return module;
  }),
);

/** The signed-in screens of SPEC §2's route table: behind the user guard, under the user header. */
const USER_AREA =
  /^\/(recommendations|browse|watchlists|favorites|following|diary|import|import\/[^/]+|me|person\/[^/]+|subscription-success|movie\/[^/]+|watchlist\/[^/]+|shared\/watchlist\/[^/]+|profile\/[^/]+|profile\/watchlist\/[^/]+)\/?$/;

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
        <UserGuard whileConfirming={preloadUserArea}>
          <Suspense fallback={<PageSpinner />}>
            <UserArea />
          </Suspense>
        </UserGuard>
      </Route>
      <Route>
        <PublicLayout>
          <Suspense fallback={<PageSpinner />}>
            <Switch>
              <Route path="/" component={LandingPage} />
              <Route path="/login" component={LoginPage} />
              <Route path="/signup" component={SignupScreens} />
              <Route path="/verify-otp" component={SignupScreens} />
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
