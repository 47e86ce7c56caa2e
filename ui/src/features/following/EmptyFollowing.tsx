import type { IconName } from '@blueprintjs/core';
import { StateNotice } from '../layout/StateNotice';
import { FindPeople } from './FindPeople';

/** An empty tab of the Following page, with the way to people to follow. */
export function EmptyFollowing({ icon, title, description }: { icon: IconName; title: string; description: string }) {
  return (
    <StateNotice
      heading="h2"
      className="page-empty-state following-empty"
      icon={icon}
      title={title}
      description={description}
      action={<FindPeople />}
    />
  );
}
