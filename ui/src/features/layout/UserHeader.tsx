import { Button, Drawer, Menu, MenuDivider, MenuItem, Navbar, NavbarGroup, PopoverNext, PopupKind } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { navigateTo } from '../../app/navigation';
import { selectSessionUser } from '../auth/selectors';
import { displayName, isAdmin } from '../auth/session-user';
import { signOutRequested } from '../auth/slice';
import { TitleSearch } from '../search/TitleSearch';
import { ThemeToggle } from '../theme/ThemeToggle';
import { Avatar } from './Avatar';
import { Logo } from './Logo';
import { menuItemsOf, moveFocusInMenu } from './menu-keyboard';
import { goToSubscription, userNavigation } from './user-navigation';

/**
 * SPEC §2 user header: logo to /recommendations, Home / Browse / Watchlists / Favorites, the title search, and the avatar menu
 * (Profile, Subscription, Sign Out; Admin first for admins and superadmins). Up to 900 px wide the same items live in a right-hand drawer.
 */
export function UserHeader() {
  const [location] = useLocation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const accountButton = useRef<HTMLButtonElement>(null);
  const name = displayName(user);

  const close = () => setDrawerOpen(false);
  const signOut = () => {
    close();
    dispatch(signOutRequested({ then: '/' }));
  };
  const subscription = () => {
    close();
    goToSubscription(location);
  };

  const accountItems = (
    <>
      {isAdmin(user) && <MenuItem icon="shield" text="Admin" href="/admin/dashboard" onClick={follow('/admin/dashboard', close)} />}
      <MenuItem icon="user" text="Profile" href="/me" active={location === '/me'} onClick={follow('/me', close)} />
      <MenuItem
        icon="credit-card"
        text="Subscription"
        href="/me#subscription-plans-section"
        onClick={(event) => {
          event.preventDefault();
          subscription();
        }}
      />
      <MenuDivider />
      <MenuItem icon="log-out" text="Sign Out" intent="danger" onClick={signOut} />
    </>
  );

  return (
    <header className="app-header">
      <Navbar className="app-header__bar">
        <div className="app-container app-header__inner">
          <NavbarGroup>
            <Logo href="/recommendations" />
          </NavbarGroup>
          <nav className="user-header__nav" aria-label="Main">
            <UserNavLinks location={location} />
          </nav>
          <TitleSearch />
          <NavbarGroup className="app-header__actions">
            <ThemeToggle />
            <PopoverNext
              content={
                <Menu aria-label="Account" onKeyDown={moveFocusInMenu}>
                  {accountItems}
                </Menu>
              }
              placement="bottom-end"
              className="user-header__account"
              popupKind={PopupKind.MENU}
              // Open, the menu has focus on its first item, as a menu button's should; closed by Escape
              // or a click outside, focus is back on the button rather than lost to the page.
              onOpened={(node) => menuItemsOf(node)[0]?.focus()}
              onClosed={(node) => {
                if (document.activeElement === document.body || node.contains(document.activeElement)) accountButton.current?.focus();
              }}
            >
              <Button
                ref={accountButton}
                variant="minimal"
                className="user-header__avatar-button"
                aria-label={`Account menu for ${name}`}
                endIcon="caret-down"
              >
                <Avatar name={name} size="small" />
              </Button>
            </PopoverNext>
            <Button
              className="user-header__menu-button"
              variant="minimal"
              icon="menu"
              aria-label="Open menu"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            />
          </NavbarGroup>
        </div>
      </Navbar>

      <Drawer isOpen={drawerOpen} onClose={close} position="right" size="min(320px, 86vw)" title="Menu" icon="menu" className="user-drawer">
        <div className="user-drawer__body">
          <div className="user-drawer__who">
            <Avatar name={name} />
            <div>
              <strong>{name}</strong>
              {user?.email && <small>{user.email}</small>}
            </div>
          </div>
          <nav aria-label="Main">
            <Menu className="user-drawer__menu">
              {userNavigation.map(({ label, href, icon }) => {
                const current = location === href;
                // Home on its own page is not a link at all; the other current items still are.
                const inert = current && href === '/recommendations';
                return (
                  <MenuItem
                    key={href}
                    icon={icon}
                    text={current ? <strong>{label}</strong> : label}
                    href={inert ? undefined : href}
                    active={current}
                    aria-current={current ? 'page' : undefined}
                    onClick={inert ? close : follow(href, close)}
                  />
                );
              })}
              <MenuDivider />
              {accountItems}
            </Menu>
          </nav>
        </div>
      </Drawer>
    </header>
  );
}

/** Home is plain text on its own page; the other links stay links, shown bold when current. */
function UserNavLinks({ location }: { location: string }) {
  return (
    <ul className="user-header__links">
      {userNavigation.map(({ label, href }) => {
        const current = location === href;
        return (
          <li key={href}>
            {current && href === '/recommendations' ? (
              <span className="user-header__link user-header__link--current" aria-current="page">
                {label}
              </span>
            ) : (
              <Link
                href={href}
                className={current ? 'user-header__link user-header__link--current' : 'user-header__link'}
                aria-current={current ? 'page' : undefined}
              >
                {label}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A menu item that navigates in the app (a plain click) and keeps new-tab clicks working. */
function follow(href: string, then: () => void) {
  return (event: React.MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    then();
    navigateTo(href);
  };
}
