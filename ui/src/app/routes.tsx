import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ContactPage } from '../features/contact/ContactPage';
import { LandingPage } from '../features/landing/LandingPage';
import { PageSpinner } from '../features/layout/PageSpinner';
import { PublicLayout } from '../features/layout/PublicLayout';
import { NotFoundPage } from '../features/not-found/NotFoundPage';

// Long texts load on demand; big features (admin, payments) join them as separate chunks the same way.
const AboutPage = lazy(() => import('../features/static-pages/AboutPage'));
const PrivacyPolicyPage = lazy(() => import('../features/static-pages/PrivacyPolicyPage'));
const TermsConditionsPage = lazy(() => import('../features/static-pages/TermsConditionsPage'));

/** SPEC §2 route table; the public pages share the public header and footer. */
export function AppRoutes() {
  return (
    <PublicLayout>
      <Suspense fallback={<PageSpinner />}>
        <Switch>
          <Route path="/" component={LandingPage} />
          <Route path="/about" component={AboutPage} />
          <Route path="/contact" component={ContactPage} />
          <Route path="/privacy-policy" component={PrivacyPolicyPage} />
          <Route path="/terms-conditions" component={TermsConditionsPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </PublicLayout>
  );
}
