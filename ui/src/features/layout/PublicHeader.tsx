import { AnchorButton, Navbar, NavbarGroup } from '@blueprintjs/core';
import { Link } from 'wouter';
import { useAppSelector } from '../../app/hooks';
import { selectIsAuthenticated } from '../auth/selectors';
import { ThemeToggle } from '../theme/ThemeToggle';
import { Logo } from './Logo';

/** SPEC §2: logo to /, 'Sign In / Register' to /signup for visitors only, and the theme toggle. */
export function PublicHeader() {
  const authenticated = useAppSelector(selectIsAuthenticated);

  return (
    <header className="app-header">
      <Navbar className="app-header__bar">
        <div className="app-container app-header__inner">
          <NavbarGroup>
            <Logo />
          </NavbarGroup>
          <NavbarGroup className="app-header__actions">
            <ThemeToggle />
            {!authenticated && (
              <Link href="/signup" asChild>
                <AnchorButton intent="primary" icon="log-in" className="app-header__sign-in">
                  Sign In / Register
                </AnchorButton>
              </Link>
            )}
          </NavbarGroup>
        </div>
      </Navbar>
    </header>
  );
}
