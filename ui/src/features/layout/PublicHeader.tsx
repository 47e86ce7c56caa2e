import { Navbar, NavbarGroup } from '@blueprintjs/core';
import { useAppSelector } from '../../app/hooks';
import { selectIsAuthenticated } from '../auth/selectors';
import { ThemeToggle } from '../theme/ThemeToggle';
import { LinkButton } from './LinkButton';
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
              <LinkButton href="/signup" intent="primary" icon="log-in" className="app-header__sign-in">
                Sign In / Register
              </LinkButton>
            )}
          </NavbarGroup>
        </div>
      </Navbar>
    </header>
  );
}
