import { z } from 'zod';
import { UserView } from '../accounts';
import { Id, optionalText } from '../text';
import { commandAnswer, ok, route, wholeNumber } from './contract';

/**
 * The admin panel's routes (SPEC §2 'Admin screens', §3 'Admin stats response', §8 'Admin and
 * contact'): admins and superadmins only, enforced by the server (403 for everyone else).
 */
const TAG = 'Admin';

/** SPEC §9: contacts page 10 by default (10, 25, 50, 100); the admin movie list shows 50. */
export const CONTACT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ADMIN_MOVIES_PAGE_SIZE = 50;
export const ADMIN_USERS_PAGE_SIZES = [25, 50, 100] as const;

/** Refusals of the status route (SPEC is silent; these are the product's words). */
export const CANNOT_DEACTIVATE_SELF = 'You cannot deactivate your own account.';
export const CANNOT_CHANGE_SUPERADMIN = "A superadmin's account cannot be deactivated.";
export const ONLY_SUPERADMIN_CHANGES_ADMINS = 'Only a superadmin can activate or deactivate an admin.';
export const USER_NOT_FOUND = 'User not found';
export const CONTACT_NOT_FOUND = 'Contact message not found';

const page = wholeNumber('page must be a whole number from 1', 1).default(1);

// ---------------------------------------------------------------- users

export const ADMIN_USER_SORTS = ['createdAt', 'username', 'email', 'role', 'isActive'] as const;

/** GET /api/admin/users?page&limit&sort&order&search: server-side paging, sorting and search. */
export const AdminUsersQuery = z.object({
  page,
  limit: wholeNumber('limit must be 25, 50 or 100', 1, 100)
    .refine((n) => (ADMIN_USERS_PAGE_SIZES as readonly number[]).includes(n), 'limit must be 25, 50 or 100')
    .default(25),
  sort: z.enum(ADMIN_USER_SORTS, { error: `sort must be one of ${ADMIN_USER_SORTS.join(', ')}` }).default('createdAt'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
  /** Matches the username or the e-mail, case-insensitively, anywhere in it. */
  search: optionalText({ label: 'Search', max: 100 }).optional(),
});

/** A user as the Users table shows it: SPEC §3 User (deleted accounts are not listed). */
export const AdminUserView = UserView;
export const AdminUserList = z.object({ users: z.array(AdminUserView), total: z.number().int() });

export const listAdminUsers = route({
  method: 'get',
  path: '/api/admin/users',
  operationId: 'listAdminUsers',
  summary: 'Users, a page at a time, sorted and searched by username or e-mail',
  tag: TAG,
  access: 'admin',
  request: { query: AdminUsersQuery },
  responses: { 200: ok('A page of users and how many match', AdminUserList), 403: 'Not an admin' },
});

const ByUser = z.object({ id: Id('User id') });

export const UserStatusInput = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});

export const setUserStatus = route({
  method: 'patch',
  path: '/api/admin/users/{id}/status',
  operationId: 'setUserStatus',
  summary: "Activate or deactivate an account: a deactivated one's sessions end and its logins are refused",
  tag: TAG,
  access: 'admin',
  request: { params: ByUser, body: UserStatusInput },
  responses: {
    200: ok('The account as it is now', commandAnswer({ message: z.string(), user: AdminUserView })),
    403: "Not an admin; or the account is the caller's own, a superadmin's, or (for an admin) another admin's",
    404: 'No such account',
  },
});

// ---------------------------------------------------------------- stats

/** Says on the OpenAPI document what a figure counts. */
const described = <T extends z.ZodType>(schema: T, description: string): T => schema.meta({ description });
const count = (description: string) => described(z.number().int(), description);

const RecentSignup = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  createdAt: described(z.string(), 'When the account was registered'),
});
/** SPEC §3 Payment (admin view): captured counts as success, anything else as error. Amount in rupees. */
const RecentPayment = z.object({
  _id: described(z.string(), "The gateway's order id"),
  amount: described(z.number(), 'Rupees, 2 decimals, GST included: what was captured, or what the failed payment would have charged'),
  status: described(
    z.enum(['captured', 'failed', 'refunded']),
    'captured: paid; failed: the payment failed or the order was left unpaid (and it was not paid since); refunded: paid, then refunded',
  ),
  createdAt: described(z.string(), 'When it was captured, or when it last failed'),
  username: described(z.string(), "The buyer's username; 'Deleted user' once the buyer deleted the account"),
  plan: described(z.string(), "The plan's name as it was bought"),
});
const ActiveUser = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  activity: count(
    'Actions the user took: AI searches answered, favourites added or removed, watchlists created, changed or deleted, movies added to or removed from them, watchlists and people followed or unfollowed',
  ),
});

/**
 * SPEC §3 'Admin stats response'; money in rupees with 2 decimals. Users, admins and superadmins
 * are counted apart, and deleted accounts nowhere; archived or deleted content never counts.
 */
export const AdminStats = z.object({
  totalUsers: count('Accounts of role user (not admins or superadmins), deactivated ones included, deleted ones not'),
  newUsers7d: count('Of totalUsers, those registered in the last 7 days'),
  totalAdmins: count('Accounts of role admin'),
  totalSuperadmins: count('Accounts of role superadmin'),
  totalSubscribed: count('Of totalUsers, those on the PRO plan now (totalSubscribed + totalFree = totalUsers)'),
  totalFree: count('Of totalUsers, those on the FREE plan now'),
  totalMovies: count('Titles in the catalog'),
  newMovies7d: count('Titles added to the catalog in the last 7 days'),
  totalWatchlists: count('Watchlists neither deleted nor archived by a downgrade'),
  publicWatchlists: count('Of totalWatchlists, the public ones'),
  privateWatchlists: count('Of totalWatchlists, the private ones'),
  totalFavorites: count('Favourites kept now: removed or archived ones, and those of deleted accounts, are not counted'),
  activeSubscriptions: count('Accounts with a running paid PRO period (a scheduled downgrade included, until it happens)'),
  cancelledSubscriptions: count(
    'Paying accounts that asked to go FREE and have not paid again since: a downgrade scheduled, or one carried out at their request (a period that lapsed without renewal is not counted)',
  ),
  totalPayments: count('Payments captured, refunded ones included'),
  totalRevenue: described(z.number(), 'Rupees, 2 decimals: what the captured payments brought in, GST included, less refunds'),
  gstCollected: described(z.number(), 'Rupees, 2 decimals: the GST part of totalRevenue'),
  failedPayments: count('Orders that failed or were left unpaid and were never paid'),
  recentSignups: described(z.array(RecentSignup), 'The 5 newest accounts of role user, newest first'),
  recentPayments: described(
    z.array(RecentPayment),
    'The 5 latest payments captured or failed, latest first (orders still open are not shown)',
  ),
  topActiveUsers: described(
    z.array(ActiveUser),
    'The 5 accounts with the most actions, most first (ties: earlier signup first); none without any',
  ),
  mostFollowedWatchlist: described(
    z.object({ _id: z.string(), name: z.string(), followersCount: z.number().int() }).nullable(),
    'The public, live watchlist with the most followers (ties: the oldest); null while no public list has a follower. Private lists never appear',
  ),
  avgMoviesPerWatchlist: described(
    z.number(),
    'Movies (not archived) per watchlist counted in totalWatchlists, 2 decimals; 0 without watchlists',
  ),
  mostFavoritedMovie: described(
    z.object({ _id: z.string(), title: z.string(), year: z.number().int(), favoritesCount: z.number().int() }).nullable(),
    'The title kept as a favourite most (ties: by title); null while there are no favourites',
  ),
  mostPopularPlan: described(
    z.object({ _id: z.string(), name: z.string(), subscribers: z.number().int() }).nullable(),
    'The paid plan with the most running paid periods (activeSubscriptions by plan); null while nobody pays',
  ),
  asOf: described(z.string().nullable(), 'When the last event these figures include was recorded; null when there is none'),
});
export type AdminStats = z.infer<typeof AdminStats>;

export const adminStats = route({
  method: 'get',
  path: '/api/admin/stats',
  operationId: 'adminStats',
  summary: "The dashboard's platform figures, from the stats projection",
  tag: TAG,
  access: 'admin',
  responses: { 200: ok('The figures', AdminStats), 403: 'Not an admin' },
});

// ---------------------------------------------------------------- contacts

export const CONTACT_STATUSES = ['new', 'read', 'replied'] as const;

export const ContactsQuery = z.object({
  page,
  limit: wholeNumber('limit must be 10, 25, 50 or 100', 1, 100)
    .refine((n) => (CONTACT_PAGE_SIZES as readonly number[]).includes(n), 'limit must be 10, 25, 50 or 100')
    .default(10),
});

/** SPEC §3 Contact message. */
export const ContactView = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  adminNotes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactView = z.infer<typeof ContactView>;

export const listContacts = route({
  method: 'get',
  path: '/api/contacts',
  operationId: 'listContacts',
  summary: 'Contact messages, newest first, a page at a time',
  tag: TAG,
  access: 'admin',
  request: { query: ContactsQuery },
  responses: {
    200: ok('A page of messages and how many there are', z.object({ contacts: z.array(ContactView), total: z.number().int() })),
    403: 'Not an admin',
  },
});

const ByContact = z.object({ id: Id('Contact id') });

export const ContactStatusInput = z.object({
  status: z.enum(CONTACT_STATUSES, { error: 'Status must be new, read or replied' }),
  adminNotes: optionalText({ label: 'Admin notes', max: 2000, multiline: true }).default(''),
});

export const updateContactStatus = route({
  method: 'patch',
  path: '/api/contacts/{id}',
  operationId: 'updateContactStatus',
  summary: "Set a contact message's status and the admin's notes",
  tag: TAG,
  access: 'admin',
  request: { params: ByContact, body: ContactStatusInput },
  responses: {
    200: ok('The message as it is now', commandAnswer({ message: z.string(), contact: ContactView })),
    403: 'Not an admin',
    404: 'No such message',
  },
});

// ---------------------------------------------------------------- movies

export const AdminMoviesQuery = z.object({ page });

/** A row of the admin Movies table (Poster, Title, Year, Genres, Language, Rating, Added By, Created At). */
export const AdminMovieView = z.object({
  _id: z.string(),
  title: z.string(),
  year: z.number().int(),
  genre: z.array(z.string()),
  language: z.string(),
  rating: z.string().nullable(),
  posterUrl: z.null(),
  /** Who first discovered it, or null for the bundled catalogue. */
  addedBy: z.object({ _id: z.string(), username: z.string() }).nullable(),
  createdAt: z.string(),
});
export type AdminMovieView = z.infer<typeof AdminMovieView>;

export const listAdminMovies = route({
  method: 'get',
  path: '/api/admin/movies',
  operationId: 'listAdminMovies',
  summary: 'The catalogue for the admin Movies table, newest first, 50 a page',
  tag: TAG,
  access: 'admin',
  request: { query: AdminMoviesQuery },
  responses: {
    200: ok('A page of movies and how many there are', z.object({ movies: z.array(AdminMovieView), total: z.number().int() })),
    403: 'Not an admin',
  },
});

export const adminContracts = [listAdminUsers, setUserStatus, adminStats, listContacts, updateContactStatus, listAdminMovies];
