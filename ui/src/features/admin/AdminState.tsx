import { NonIdealState, type NonIdealStateProps } from '@blueprintjs/core';

export interface AdminStateProps extends Pick<NonIdealStateProps, 'icon' | 'action' | 'className'> {
  readonly title: string;
  readonly description?: string;
}

/**
 * Blueprint's NonIdealState (loading, empty, failed) with its title as an h2: Blueprint's own h4
 * would skip heading levels under the page's h1.
 */
export function AdminState({ title, description, ...state }: AdminStateProps) {
  return (
    <NonIdealState
      {...state}
      description={
        <>
          <h2 className="admin-state__title">{title}</h2>
          {description && <p className="admin-state__description">{description}</p>}
        </>
      }
    />
  );
}
