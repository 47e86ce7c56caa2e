import type { AnswerOf, BodyOf } from '@more-ai/contracts/api/contract';
import type * as admin from '@more-ai/contracts/api/admin';
import type { SignupInput } from '@more-ai/contracts/api/auth';
import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import type { LoadStatus } from '../../app/load-status';

export type AdminStats = AnswerOf<typeof admin.adminStats, 200>;
export type AdminUser = AnswerOf<typeof admin.listAdminUsers, 200>['users'][number];
export type AdminContact = AnswerOf<typeof admin.listContacts, 200>['contacts'][number];
export type AdminMovie = AnswerOf<typeof admin.listAdminMovies, 200>['movies'][number];
export type AdminUserSort = (typeof admin.ADMIN_USER_SORTS)[number];
export type UsersPageSize = (typeof admin.ADMIN_USERS_PAGE_SIZES)[number];
export type ContactsPageSize = (typeof admin.CONTACT_PAGE_SIZES)[number];
/** POST /api/auth/create-admin takes what a signup does. */
export type NewAdmin = SignupInput;
export type ContactUpdate = { readonly id: string } & BodyOf<typeof admin.updateContactStatus>;

/** A page of a server-side list: which rows, how many there are, and whether they came. */
interface ListPage<Row> {
  readonly status: LoadStatus;
  readonly rows: readonly Row[];
  readonly total: number;
}

export interface UsersQuery {
  readonly page: number;
  readonly limit: UsersPageSize;
  readonly sort: AdminUserSort;
  readonly order: 'asc' | 'desc';
  readonly search: string;
}

export interface AdminState {
  readonly stats: { readonly status: LoadStatus; readonly figures: AdminStats | null };
  readonly users: ListPage<AdminUser> & {
    readonly query: UsersQuery;
    /** Accounts whose activate/deactivate is on its way: their buttons wait. */
    readonly changing: readonly string[];
    readonly createAdmin: { readonly open: boolean; readonly saving: boolean };
  };
  readonly contacts: ListPage<AdminContact> & {
    readonly page: number;
    readonly limit: ContactsPageSize;
    /** The message in the 'Update Contact Status' dialog, if it is open. */
    readonly editing: AdminContact | null;
    readonly saving: boolean;
  };
  readonly movies: ListPage<AdminMovie> & { readonly page: number };
}

export const initialAdminState: AdminState = {
  stats: { status: 'idle', figures: null },
  users: {
    status: 'idle',
    rows: [],
    total: 0,
    query: { page: 1, limit: 25, sort: 'createdAt', order: 'desc', search: '' },
    changing: [],
    createAdmin: { open: false, saving: false },
  },
  contacts: { status: 'idle', rows: [], total: 0, page: 1, limit: 10, editing: null, saving: false },
  movies: { status: 'idle', rows: [], total: 0, page: 1 },
};

interface Page<Row> {
  readonly rows: readonly Row[];
  readonly total: number;
}

export const statsRequested = defineAction()('admin/statsRequested');
export const statsLoaded = defineAction<AdminStats>()('admin/statsLoaded');
export const statsFailed = defineAction()('admin/statsFailed');

/** Loads the users page the current query names (again). */
export const usersRequested = defineAction()('admin/usersRequested');
/** A change of page, page size, sort or search; any change but the page's starts at page 1. */
export const usersQueryChanged = defineAction<Partial<UsersQuery>>()('admin/usersQueryChanged');
/** What is in the search box now: the search starts once typing pauses. */
export const usersSearchTyped = defineAction<string>()('admin/usersSearchTyped');
export const usersLoaded = defineAction<Page<AdminUser>>()('admin/usersLoaded');
export const usersFailed = defineAction()('admin/usersFailed');
export const userStatusChangeRequested = defineAction<{ user: AdminUser; isActive: boolean }>()('admin/userStatusChangeRequested');
export const userStatusChanged = defineAction<AdminUser>()('admin/userStatusChanged');
export const userStatusChangeFailed = defineAction<string>()('admin/userStatusChangeFailed');

export const createAdminOpened = defineAction()('admin/createAdminOpened');
export const createAdminClosed = defineAction()('admin/createAdminClosed');
export const createAdminRequested = defineAction<NewAdmin>()('admin/createAdminRequested');
export const createAdminSettled = defineAction<{ created: boolean }>()('admin/createAdminSettled');

export const contactsRequested = defineAction()('admin/contactsRequested');
export const contactsPageChanged = defineAction<{ page: number; limit?: ContactsPageSize }>()('admin/contactsPageChanged');
export const contactsLoaded = defineAction<Page<AdminContact>>()('admin/contactsLoaded');
export const contactsFailed = defineAction()('admin/contactsFailed');
export const contactEditOpened = defineAction<AdminContact>()('admin/contactEditOpened');
export const contactEditClosed = defineAction()('admin/contactEditClosed');
export const contactUpdateRequested = defineAction<ContactUpdate>()('admin/contactUpdateRequested');
export const contactUpdated = defineAction<AdminContact>()('admin/contactUpdated');
export const contactUpdateFailed = defineAction()('admin/contactUpdateFailed');

export const moviesRequested = defineAction()('admin/moviesRequested');
export const moviesPageChanged = defineAction<number>()('admin/moviesPageChanged');
export const moviesLoaded = defineAction<Page<AdminMovie>>()('admin/moviesLoaded');
export const moviesFailed = defineAction()('admin/moviesFailed');

/** SPEC §8: a failed users or movies list is an empty table, shown without a toast. */
const failedList = { status: 'failed', rows: [], total: 0 } as const;

export function adminReducer(state: AdminState = initialAdminState, action: UnknownAction): AdminState {
  if (statsRequested.match(action)) return { ...state, stats: { ...state.stats, status: 'loading' } };
  if (statsLoaded.match(action)) return { ...state, stats: { status: 'loaded', figures: action.payload } };
  if (statsFailed.match(action)) return { ...state, stats: { ...state.stats, status: 'failed' } };

  const { users, contacts, movies } = state;
  if (usersRequested.match(action)) return { ...state, users: { ...users, status: 'loading' } };
  if (usersQueryChanged.match(action)) {
    const query = { ...users.query, page: 1, ...action.payload };
    return { ...state, users: { ...users, status: 'loading', query } };
  }
  if (usersLoaded.match(action)) return { ...state, users: { ...users, status: 'loaded', ...action.payload } };
  if (usersFailed.match(action)) return { ...state, users: { ...users, ...failedList } };
  if (userStatusChangeRequested.match(action)) {
    return { ...state, users: { ...users, changing: [...users.changing, action.payload.user._id] } };
  }
  if (userStatusChanged.match(action)) {
    const changed = action.payload;
    const rows = users.rows.map((row) => (row._id === changed._id ? changed : row));
    return { ...state, users: { ...users, rows, changing: users.changing.filter((id) => id !== changed._id) } };
  }
  if (userStatusChangeFailed.match(action)) {
    return { ...state, users: { ...users, changing: users.changing.filter((id) => id !== action.payload) } };
  }
  if (createAdminOpened.match(action)) return { ...state, users: { ...users, createAdmin: { open: true, saving: false } } };
  if (createAdminClosed.match(action)) {
    // The dialog stays while its request is on its way: the answer decides what happens next.
    return users.createAdmin.saving ? state : { ...state, users: { ...users, createAdmin: { open: false, saving: false } } };
  }
  if (createAdminRequested.match(action)) return { ...state, users: { ...users, createAdmin: { open: true, saving: true } } };
  if (createAdminSettled.match(action)) {
    return { ...state, users: { ...users, createAdmin: { open: !action.payload.created, saving: false } } };
  }

  if (contactsRequested.match(action)) return { ...state, contacts: { ...contacts, status: 'loading' } };
  if (contactsPageChanged.match(action)) {
    const { page, limit = contacts.limit } = action.payload;
    return { ...state, contacts: { ...contacts, status: 'loading', page, limit } };
  }
  if (contactsLoaded.match(action)) return { ...state, contacts: { ...contacts, status: 'loaded', ...action.payload } };
  if (contactsFailed.match(action)) return { ...state, contacts: { ...contacts, status: 'failed', rows: [], total: 0 } };
  if (contactEditOpened.match(action)) return { ...state, contacts: { ...contacts, editing: action.payload, saving: false } };
  if (contactEditClosed.match(action)) return contacts.saving ? state : { ...state, contacts: { ...contacts, editing: null } };
  if (contactUpdateRequested.match(action)) return { ...state, contacts: { ...contacts, saving: true } };
  if (contactUpdated.match(action)) {
    const updated = action.payload;
    const rows = contacts.rows.map((row) => (row._id === updated._id ? updated : row));
    return { ...state, contacts: { ...contacts, rows, editing: null, saving: false } };
  }
  if (contactUpdateFailed.match(action)) return { ...state, contacts: { ...contacts, saving: false } };

  if (moviesRequested.match(action)) return { ...state, movies: { ...movies, status: 'loading' } };
  if (moviesPageChanged.match(action)) return { ...state, movies: { ...movies, status: 'loading', page: action.payload } };
  if (moviesLoaded.match(action)) return { ...state, movies: { ...movies, status: 'loaded', ...action.payload } };
  if (moviesFailed.match(action)) return { ...state, movies: { ...movies, ...failedList } };
  return state;
}
