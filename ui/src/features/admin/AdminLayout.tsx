import './admin.css';
import { Button, Drawer, Menu, MenuItem, Navbar } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { navigateTo } from '../../app/navigation';
import { selectSessionUser } from '../auth/selectors';
import { signOutRequested } from '../auth/slice';
import { Avatar } from '../layout/Avatar';
import { LinkButton } from '../layout/LinkButton';
import { Logo } from '../layout/Logo';
import { moveFocusInMenu } from '../layout/menu-keyboard';
import { useScreenChange } from '../layout/screen-change';
import { SkipLink } from '../layout/SkipLink';
import { ThemeToggle } from '../theme/ThemeToggle';
import { adminSections } from './admin-sections';

/**
 * SPEC §2 admin layout: a 240 px side navigation (permanent on wide screens, a drawer on small ones)
 * and a top bar with the section title, a way back to the app, the admin's avatar letter and name,
 * and Logout → /login.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  useScreenChange();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const section = adminSections.find((candidate) => location.startsWith(candidate.path));
  const who = user?.username || user?.email;

  const navigation = (
    <nav aria-label="Admin">
      <Menu className="admin-nav" onKeyDown={moveFocusInMenu}>
        {adminSections.map(({ path, title, icon }) => (
          <MenuItem
            key={path}
            icon={icon}
            text={title}
            href={`/admin${path}`}
            active={section?.path === path}
            aria-current={section?.path === path ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              setDrawerOpen(false);
              navigateTo(`/admin${path}`);
            }}
          />
        ))}
      </Menu>
    </nav>
  );

  return (
    <div className="admin-shell">
      <SkipLink />
      <aside className="admin-sidebar">
        <div className="admin-sidebar__brand">
          <Logo href="~/admin/dashboard" />
        </div>
        {navigation}
      </aside>
      <Drawer
        isOpen={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        position="left"
        size={240}
        title="Admin"
        icon="shield"
        className="admin-drawer"
      >
        {navigation}
      </Drawer>

      <div className="admin-main">
        <Navbar className="admin-topbar" role="banner">
          <Button
            className="admin-topbar__menu"
            variant="minimal"
            icon="menu"
            aria-label="Open admin navigation"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          />
          <h2 className="admin-topbar__title">{section?.title ?? 'Admin'}</h2>
          <div className="admin-topbar__account">
            <LinkButton
              href="~/recommendations"
              icon="home"
              variant="minimal"
              text="Open app"
              aria-label="Open app"
              className="admin-topbar__app"
            />
            <ThemeToggle />
            <Avatar name={who} fallback="A" size="small" />
            <span className="admin-topbar__name">{who}</span>
            <Button
              icon="log-out"
              variant="outlined"
              text="Logout"
              aria-label="Logout"
              className="admin-topbar__logout"
              onClick={() => dispatch(signOutRequested({ then: '/login' }))}
            />
          </div>
        </Navbar>
        <main className="admin-content" id="main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
