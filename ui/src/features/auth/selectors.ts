import type { RootState } from '../../app/root-reducer';

export const selectAuth = (state: RootState) => state.auth;
export const selectIsAuthenticated = (state: RootState) => state.auth.isAuthenticated;
export const selectSessionUser = (state: RootState) => state.auth.user;
export const selectIsProUser = (state: RootState) => state.auth.isProUser;

/** SPEC §4, §5: a valid session needs the flag, a user and a CSRF token that is not the text 'undefined'. */
export const selectHasValidSession = (state: RootState) =>
  state.auth.isAuthenticated && state.auth.user !== null && Boolean(state.auth.csrfToken) && state.auth.csrfToken !== 'undefined';

/** GST is shown only to users billed in India (SPEC §6); undefined when signed out. */
export const selectUserCountryCode = (state: RootState) => state.auth.user?.country?.code?.toUpperCase();
