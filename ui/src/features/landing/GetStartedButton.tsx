import type { Size } from '@blueprintjs/core';
import { useAppSelector } from '../../app/hooks';
import { selectIsAuthenticated } from '../auth/selectors';
import { LinkButton } from '../layout/LinkButton';

/**
 * SPEC §2: signed-in users go straight to their recommendations; visitors sign up first and are
 * brought to the recommendations afterwards (the 'from' state).
 */
export function GetStartedButton({ size = 'large', fill = false, outlined = false }: { size?: Size; fill?: boolean; outlined?: boolean }) {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const link = authenticated ? { href: '/recommendations' } : { href: '/signup', state: { from: '/recommendations' } };

  return (
    <LinkButton {...link} intent="primary" size={size} fill={fill} variant={outlined ? 'outlined' : 'solid'} endIcon="arrow-right">
      Get Started
    </LinkButton>
  );
}
