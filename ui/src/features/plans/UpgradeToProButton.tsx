import { AnchorButton, Button } from '@blueprintjs/core';
import { Link } from 'wouter';
import { useAppSelector } from '../../app/hooks';
import { selectIsAuthenticated, selectIsProUser } from '../auth/selectors';

/**
 * SPEC §4 upgrade flow: visitors sign up first; signed-in users upgrade from their subscription
 * section on /me, where billing details and payment live.
 */
export function UpgradeToProButton() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const pro = useAppSelector(selectIsProUser);

  if (pro) return <Button fill size="large" icon="tick" disabled text="Your current plan" />;
  return (
    <Link href={authenticated ? '/me#subscription-plans-section' : '/signup'} asChild>
      <AnchorButton fill size="large" intent="primary" endIcon="arrow-right">
        Upgrade to PRO
      </AnchorButton>
    </Link>
  );
}
