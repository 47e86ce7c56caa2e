import { AnchorButton, type AnchorButtonProps } from '@blueprintjs/core';
import { Link } from 'wouter';

export interface LinkButtonProps extends Omit<AnchorButtonProps, 'href' | 'role'> {
  readonly href: string;
  /** Navigation state for the next screen, e.g. where to go after signing up. */
  readonly state?: unknown;
}

/**
 * Looks like a Blueprint button, navigates in the app without a reload, and is announced as a link:
 * Blueprint gives anchors role="button", which hides from assistive tech that they change the page.
 */
export function LinkButton({ href, state, ...button }: LinkButtonProps) {
  return (
    <Link href={href} state={state} asChild>
      <AnchorButton {...button} role="link" />
    </Link>
  );
}
