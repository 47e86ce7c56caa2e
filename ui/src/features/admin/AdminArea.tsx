import { Callout } from '@blueprintjs/core';
import { Redirect, Route, Switch } from 'wouter';
import { usePageTitle, useAppSelector } from '../../app/hooks';
import { selectSessionUser } from '../auth/selectors';
import { displayName } from '../auth/session-user';
import { adminSections, type AdminSection } from './admin-sections';
import { AdminLayout } from './AdminLayout';

/** The admin panel under /admin, in its own chunk: visitors and users never download it. */
export default function AdminArea() {
  return (
    <AdminLayout>
      <Switch>
        {adminSections.map((section) => (
          <Route key={section.path} path={section.path}>
            <AdminSectionPage section={section} />
          </Route>
        ))}
        <Route>
          <Redirect to="/dashboard" replace />
        </Route>
      </Switch>
    </AdminLayout>
  );
}

function AdminSectionPage({ section }: { section: AdminSection }) {
  usePageTitle(`Admin · ${section.title}`);
  const user = useAppSelector(selectSessionUser);
  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
      {section.path === '/dashboard' && <p className="admin-page__welcome">Welcome back, {displayName(user)}</p>}
      <h1 className="admin-page__title" id="admin-page-title">
        {section.title}
      </h1>
      <Callout icon={section.icon} title="What this page will hold" className="admin-page__holds">
        {section.holds}
      </Callout>
    </section>
  );
}
