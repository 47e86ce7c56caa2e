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

const RecentSignup = z.object({ _id: z.string(), username: z.string(), email: z.string(), createdAt: z.string() });
/** SPEC §3 Payment (admin view): captured counts as success, anything else as error. Amount in rupees. */
const RecentPayment = z.object({
  _id: z.string(),
  amount: z.number(),
  status: z.string(),
  createdAt: z.string(),
  username: z.string(),
  plan: z.string(),
});
const ActiveUser = z.object({ _id: z.string(), username: z.string(), email: z.string(), activity: z.number().int() });

/** SPEC §3 'Admin stats response'; money in rupees. */
export const AdminStats = z.object({
  totalUsers: z.number().int(),
  newUsers7d: z.number().int(),
  totalAdmins: z.number().int(),
  totalSuperadmins: z.number().int(),
  totalSubscribed: z.number().int(),
  totalFree: z.number().int(),
  totalMovies: z.number().int(),
  newMovies7d: z.number().int(),
  totalWatchlists: z.number().int(),
  publicWatchlists: z.number().int(),
  privateWatchlists: z.number().int(),
  totalFavorites: z.number().int(),
  activeSubscriptions: z.number().int(),
  cancelledSubscriptions: z.number().int(),
  totalPayments: z.number().int(),
  totalRevenue: z.number(),
  gstCollected: z.number(),
  failedPayments: z.number().int(),
  recentSignups: z.array(RecentSignup),
  recentPayments: z.array(RecentPayment),
  topActiveUsers: z.array(ActiveUser),
  mostFollowedWatchlist: z.object({ _id: z.string(), name: z.string(), followersCount: z.number().int() }).nullable(),
  avgMoviesPerWatchlist: z.number(),
  mostFavoritedMovie: z.object({ _id: z.string(), title: z.string(), year: z.number().int(), favoritesCount: z.number().int() }).nullable(),
  mostPopularPlan: z.object({ _id: z.string(), name: z.string(), subscribers: z.number().int() }).nullable(),
  /** When these figures were last brought up to date (the stats projection's last event). */
  asOf: z.string().nullable(),
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
