import type { IconName } from '@blueprintjs/core';

export interface AdminSection {
  /** Relative to /admin. */
  readonly path: string;
  readonly title: string;
  readonly icon: IconName;
}

/** SPEC §2 admin layout: the four admin pages, then the operations pages of issue 12, in the side navigation's order. */
export const adminSections: readonly AdminSection[] = [
  { path: '/dashboard', title: 'Dashboard', icon: 'dashboard' },
  { path: '/users', title: 'Users', icon: 'people' },
  { path: '/contacts', title: 'Contacts', icon: 'envelope' },
  { path: '/movies', title: 'Movies', icon: 'film' },
  { path: '/events', title: 'Event log', icon: 'history' },
  { path: '/projections', title: 'Projections', icon: 'layers' },
];
