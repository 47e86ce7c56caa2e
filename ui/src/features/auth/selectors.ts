import type { RootState } from '../../app/root-reducer';

export const selectIsAuthenticated = (state: RootState) => state.auth.isAuthenticated;
export const selectSessionUser = (state: RootState) => state.auth.user;
export const selectIsProUser = (state: RootState) => state.auth.isProUser;

/** GST is shown only to users billed in India (SPEC §6); undefined when signed out. */
export const selectUserCountryCode = (state: RootState) => state.auth.user?.country?.code?.toUpperCase();
