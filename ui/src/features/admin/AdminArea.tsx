import type { ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { usePageTitle } from '../../app/hooks';
import { adminSections } from './admin-sections';
import { AdminLayout } from './AdminLayout';
import { ContactsPage } from './ContactsPage';
import { DashboardPage } from './DashboardPage';
import { EventLogPage } from './events/EventLogPage';
import { MoviesPage } from './MoviesPage';
import { ProjectionsPage } from './projections/ProjectionsPage';
import { UsersPage } from './UsersPage';

export { adminFeature } from './store';

const pages: Record<string, ComponentType> = {
  '/dashboard': DashboardPage,
  '/users': UsersPage,
  '/contacts': ContactsPage,
  '/movies': MoviesPage,
  '/events': EventLogPage,
  '/projections': ProjectionsPage,
};

/**
 * The admin panel under /admin, in its own chunk: visitors and users never download it. Its state and
 * sagas join the store as the chunk loads (adminFeature, installed by the route that loads it).
 */
export default function AdminArea() {
  return (
    <AdminLayout>
      <Switch>
        {adminSections.map((section) => (
          <Route key={section.path} path={section.path}>
            <AdminPage title={section.title} page={pages[section.path]!} />
          </Route>
        ))}
        <Route>
          <Redirect to="/dashboard" replace />
        </Route>
      </Switch>
    </AdminLayout>
  );
}

function AdminPage({ title, page: Page }: { title: string; page: ComponentType }) {
  usePageTitle(`Admin · ${title}`);
  return <Page />;
}
