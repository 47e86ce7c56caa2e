import { NonIdealState, type IconName } from '@blueprintjs/core';
import { FindPeople } from './FindPeople';

/**
 * An empty tab of the Following page, with the way to people to follow. Its title is an h2 under
 * the page's h1 (Blueprint's own title is an h4, which would skip heading levels).
 */
export function EmptyFollowing({ icon, title, description }: { icon: IconName; title: string; description: string }) {
  return (
    <NonIdealState
      className="page-empty-state following-empty"
      icon={icon}
      description={
        <div>
          <h2 className="following-empty__title">{title}</h2>
          <p>{description}</p>
        </div>
      }
      action={<FindPeople />}
    />
  );
}
