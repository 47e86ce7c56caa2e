import { NonIdealState, type NonIdealStateProps } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface StateNoticeProps extends Pick<NonIdealStateProps, 'icon' | 'action' | 'className' | 'children'> {
  readonly title?: string | undefined;
  /** Text becomes a paragraph; anything else is shown as it is. */
  readonly description?: ReactNode;
  /**
   * The title's heading level where the page puts it: an h1 when the notice is all the page shows, an
   * h2 under the page's h1, an h3 inside a section. Blueprint's own title is always an h4, which skips
   * levels (axe's heading-order) and leaves a page that failed to load without a main heading.
   */
  readonly heading: 'h1' | 'h2' | 'h3';
}

/** Blueprint's NonIdealState (empty, failed, not found) with its title at the page's heading level. */
export function StateNotice({ title, description, heading: Title, ...state }: StateNoticeProps) {
  const text = typeof description === 'string' ? <p className="state-notice__description">{description}</p> : description;
  return (
    <NonIdealState
      {...state}
      description={
        title === undefined && description === undefined ? undefined : (
          <>
            {title !== undefined && <Title className="state-notice__title">{title}</Title>}
            {text}
          </>
        )
      }
    />
  );
}
