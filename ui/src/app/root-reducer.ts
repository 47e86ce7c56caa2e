import { combineReducers } from 'redux';
import type { ContactState } from '../features/contact/slice';
import type { DiaryState } from '../features/diary/slice';
import type { DiscoveriesState } from '../features/discoveries/slice';
import type { LoginState } from '../features/login/slice';
import type { PasswordResetState } from '../features/password-reset/slice';
import type { SignupState } from '../features/signup/slice';
import { accountReducer } from '../features/account/slice';
import { authReducer } from '../features/auth/slice';
import { favoritesReducer } from '../features/favorites/slice';
import { libraryReducer } from '../features/library/slice';
import { locationsReducer } from '../features/locations/slice';
import { moviePageReducer } from '../features/movies/slice';
import { notificationsReducer } from '../features/notifications/slice';
import { profilePageReducer } from '../features/profiles/slice';
import { plansReducer } from '../features/plans/slice';
import { recommendationsReducer } from '../features/recommendations/slice';
import { themeReducer } from '../features/theme/slice';
import { watchlistPageReducer } from '../features/watchlists/page-slice';
import { watchlistsReducer } from '../features/watchlists/slice';

/** The reducers every screen needs; features in chunks of their own add theirs when they load (lazy-features.ts). */
export const rootReducers = {
  auth: authReducer,
  theme: themeReducer,
  notifications: notificationsReducer,
  plans: plansReducer,
  account: accountReducer,
  locations: locationsReducer,
  recommendations: recommendationsReducer,
  moviePage: moviePageReducer,
  favorites: favoritesReducer,
  library: libraryReducer,
  watchlists: watchlistsReducer,
  watchlistPage: watchlistPageReducer,
  profilePage: profilePageReducer,
};

export const rootReducer = combineReducers(rootReducers);

/**
 * The state of the pages whose reducers come with their chunks (routes.tsx): read only by those pages
 * and their sagas, which start once the reducer has joined the store.
 */
interface PageStates {
  readonly login: LoginState;
  readonly signup: SignupState;
  readonly passwordReset: PasswordResetState;
  readonly contact: ContactState;
  /** These two join with the signed-in screens (features/diary/feature.ts, features/discoveries/feature.ts). */
  readonly diary: DiaryState;
  readonly discoveries: DiscoveriesState;
}

export type RootState = ReturnType<typeof rootReducer> & PageStates;
