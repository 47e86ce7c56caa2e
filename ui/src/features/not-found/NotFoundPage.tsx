import { usePageTitle } from '../../app/hooks';
import { LinkButton } from '../layout/LinkButton';
import { StateNotice } from '../layout/StateNotice';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="page not-found-page">
      <StateNotice
        heading="h1"
        icon="film"
        title="Page not found"
        description="The page you are looking for does not exist or has moved."
        action={
          <LinkButton href="/" intent="primary" icon="home" size="large">
            Back to home
          </LinkButton>
        }
      />
    </div>
  );
}
