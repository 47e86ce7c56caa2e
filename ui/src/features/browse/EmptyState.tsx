import { NonIdealState, type NonIdealStateProps } from '@blueprintjs/core';

export interface EmptyStateProps extends Pick<NonIdealStateProps, 'icon' | 'action'> {
  readonly title: string;
  readonly description: string;
  /** The title's heading level where the page puts it; Blueprint's own h4 would skip levels. */
  readonly heading: 'h1' | 'h2';
}

/** Blueprint's NonIdealState with its title at the heading level the page needs. */
export function EmptyState({ title, description, heading, ...state }: EmptyStateProps) {
  const Title = heading;
  return (
    <NonIdealState
      {...state}
      className="page-empty-state browse-empty"
      description={
        <>
          <Title className="browse-empty__title">{title}</Title>
          <p className="browse-empty__description">{description}</p>
        </>
      }
    />
  );
}
