import type { RootState } from '../../app/root-reducer';
import type { AdminState } from './slice';

/** The app's state once the admin chunk has joined it. */
export type AdminRootState = RootState & { readonly admin: AdminState };

export const selectStats = (state: AdminRootState) => state.admin.stats;
export const selectUsers = (state: AdminRootState) => state.admin.users;
export const selectUsersQuery = (state: AdminRootState) => state.admin.users.query;
export const selectContacts = (state: AdminRootState) => state.admin.contacts;
export const selectContactsPage = (state: AdminRootState) => ({ page: state.admin.contacts.page, limit: state.admin.contacts.limit });
export const selectMovies = (state: AdminRootState) => state.admin.movies;
export const selectMoviesPage = (state: AdminRootState) => state.admin.movies.page;
