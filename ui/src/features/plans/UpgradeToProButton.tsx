import { Button } from '@blueprintjs/core';
import { useAppSelector } from '../../app/hooks';
import { selectIsAuthenticated, selectIsProUser } from '../auth/selectors';
import { LinkButton } from '../layout/LinkButton';
import { useUpgradeToPro } from '../payments/entry';

/** SPEC §4 upgrade flow: visitors sign up first; signed-in users start it right here. */
export function UpgradeToProButton() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const pro = useAppSelector(selectIsProUser);
  const upgrade = useUpgradeToPro();

  if (pro) return <Button fill size="large" icon="tick" disabled text="Your current plan" />;
  if (authenticated) return <Button fill size="large" intent="primary" endIcon="arrow-right" text="Upgrade to PRO" onClick={upgrade} />;
  return (
    <LinkButton href="/signup" fill size="large" intent="primary" endIcon="arrow-right">
      Upgrade to PRO
    </LinkButton>
  );
}
