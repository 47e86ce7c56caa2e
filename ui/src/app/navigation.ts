import { navigate } from 'wouter/use-browser-location';

/**
 * Where the user came from, carried to /login by the guards and back again after signing in
 * (SPEC §2): the path with its query and hash.
 */
export interface FromState {
  readonly from?: string;
}

export interface NavigationOptions {
  /** State for the next screen, e.g. the e-mail the verify step needs. */
  readonly state?: unknown;
  /** Replace the current history entry: Back should not return to a finished form. */
  readonly replace?: boolean;
}

/** Navigation for sagas: the same history wouter's routes listen to. */
export function navigateTo(path: string, options: NavigationOptions = {}): void {
  navigate(path, options);
}

/** The page the browser shows now, as a path that navigateTo accepts. */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** A 'from' worth returning to: a path on this site, never an absolute or protocol-relative URL. */
export function safeReturnPath(state: unknown): string | undefined {
  const from = typeof state === 'object' && state !== null ? (state as FromState).from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}
