import type { IconName } from '@blueprintjs/core';

export interface AdminSection {
  /** Relative to /admin. */
  readonly path: string;
  readonly title: string;
  readonly icon: IconName;
  /** What the page will hold: it is filled by the admin panel's own issue. */
  readonly holds: string;
}

/** SPEC §2 admin layout: the four admin pages, in the side navigation's order. */
export const adminSections: readonly AdminSection[] = [
  {
    path: '/dashboard',
    title: 'Dashboard',
    icon: 'dashboard',
    holds:
      'Platform metrics at a glance: users and new signups in the last 7 days, admins, FREE and PRO subscribers, movies, watchlists and favorites, payments with revenue and GST in rupees, recent signups and payments, the most active users and watchlist insights.',
  },
  {
    path: '/users',
    title: 'Users',
    icon: 'people',
    holds:
      'Every account with its avatar, username, email, role, status (Active or Inactive) and join date. Superadmins will create further admins from here.',
  },
  {
    path: '/contacts',
    title: 'Contacts',
    icon: 'envelope',
    holds:
      'Messages sent through Contact Us, newest first, with the sender, a preview of the message, its status (new, read, replied) and admin notes, page by page.',
  },
  {
    path: '/movies',
    title: 'Movies',
    icon: 'film',
    holds: 'The movie catalogue with poster, title, year, genres, language, rating, who added each movie and when.',
  },
];
