import { Button } from '@blueprintjs/core';
import { useAppSelector } from '../../app/hooks';
import { selectIsAuthenticated, selectIsProUser } from '../auth/selectors';
import { LinkButton } from '../layout/LinkButton';

/**
 * SPEC §4 upgrade flow: visitors sign up first; signed-in users upgrade from their subscription
 * section on /me, where billing details and payment live.
 */
export function UpgradeToProButton() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const pro = useAppSelector(selectIsProUser);

  if (pro) return <Button fill size="large" icon="tick" disabled text="Your current plan" />;
  return (
    <LinkButton
      href={authenticated ? '/me#subscription-plans-section' : '/signup'}
      fill
      size="large"
      intent="primary"
      endIcon="arrow-right"
    >
      Upgrade to PRO
    </LinkButton>
  );
}
