import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/**
 * A Callout's title at the heading level where the callout sits, styled as Blueprint's own: the
 * Callout's `title` prop is always an h5, which skips levels under a card's h2 (axe's heading-order).
 */
export function CalloutTitle({ heading: Title, children }: { heading: 'h2' | 'h3' | 'h4'; children: ReactNode }) {
  return <Title className={`${Classes.HEADING} callout-title`}>{children}</Title>;
}
