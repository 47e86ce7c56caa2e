import { NonIdealState } from '@blueprintjs/core';
import { usePageTitle } from '../../app/hooks';
import { LinkButton } from '../layout/LinkButton';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="page not-found-page">
      <NonIdealState
        icon="film"
        description={
          // The page's own heading, so screen readers land on what happened.
          <>
            <h1 className="not-found-page__title">Page not found</h1>
            <p>The page you are looking for does not exist or has moved.</p>
          </>
        }
        action={
          <LinkButton href="/" intent="primary" icon="home" size="large">
            Back to home
          </LinkButton>
        }
      />
    </div>
  );
}
