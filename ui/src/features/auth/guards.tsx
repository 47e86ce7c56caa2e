import { useEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useAppSelector } from '../../app/hooks';
import { currentPath } from '../../app/navigation';
import { PageSpinner } from '../layout/PageSpinner';
import { selectAuth } from './selectors';
import { isAdmin } from './session-user';

/**
 * SPEC §2 user guard: a spinner while the session loads; visitors go to /login and come back after.
 * `whileConfirming` runs once the spinner is up for a session the browser remembers, so what the screen
 * needs (its code) can load beside the session's confirmation instead of after it.
 */
export function UserGuard({ children, whileConfirming }: { children: ReactNode; whileConfirming?: () => void }) {
  const { loading, isAuthenticated } = useAppSelector(selectAuth);
  const confirming = loading && isAuthenticated;
  useEffect(() => {
    if (confirming) whileConfirming?.();
  }, [confirming, whileConfirming]);
  if (loading) return <PageSpinner />;
  if (!isAuthenticated) return <Redirect to="/login" state={{ from: currentPath() }} replace />;
  return children;
}

/**
 * SPEC §2 admin guard: only admins and superadmins; anyone else signs in first. It sits inside the
 * nested /admin routes, so '~' makes /login absolute.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { loading, user } = useAppSelector(selectAuth);
  if (loading) return <PageSpinner />;
  if (!isAdmin(user)) return <Redirect to="~/login" state={{ from: currentPath() }} replace />;
  return children;
}
