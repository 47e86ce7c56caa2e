import type { IconName } from '@blueprintjs/core';

export interface AdminSection {
  /** Relative to /admin. */
  readonly path: string;
  readonly title: string;
  readonly icon: IconName;
}

/** SPEC §2 admin layout: the four admin pages, in the side navigation's order. */
export const adminSections: readonly AdminSection[] = [
  { path: '/dashboard', title: 'Dashboard', icon: 'dashboard' },
  { path: '/users', title: 'Users', icon: 'people' },
  { path: '/contacts', title: 'Contacts', icon: 'envelope' },
  { path: '/movies', title: 'Movies', icon: 'film' },
];
