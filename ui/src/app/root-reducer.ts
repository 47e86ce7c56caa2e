import { combineReducers } from 'redux';
import { accountReducer } from '../features/account/slice';
import { authReducer } from '../features/auth/slice';
import { contactReducer } from '../features/contact/slice';
import { diaryReducer } from '../features/diary/slice';
import { discoveriesReducer } from '../features/discoveries/slice';
import { favoritesReducer } from '../features/favorites/slice';
import { libraryReducer } from '../features/library/slice';
import { locationsReducer } from '../features/locations/slice';
import { loginReducer } from '../features/login/slice';
import { moviePageReducer } from '../features/movies/slice';
import { notificationsReducer } from '../features/notifications/slice';
import { passwordResetReducer } from '../features/password-reset/slice';
import { profilePageReducer } from '../features/profiles/slice';
import { plansReducer } from '../features/plans/slice';
import { recommendationsReducer } from '../features/recommendations/slice';
import { signupReducer } from '../features/signup/slice';
import { themeReducer } from '../features/theme/slice';
import { watchlistPageReducer } from '../features/watchlists/page-slice';
import { watchlistsReducer } from '../features/watchlists/slice';

/** The reducers every screen needs; features in chunks of their own add theirs when they load (lazy-features.ts). */
export const rootReducers = {
  auth: authReducer,
  theme: themeReducer,
  notifications: notificationsReducer,
  plans: plansReducer,
  contact: contactReducer,
  login: loginReducer,
  signup: signupReducer,
  passwordReset: passwordResetReducer,
  account: accountReducer,
  locations: locationsReducer,
  recommendations: recommendationsReducer,
  discoveries: discoveriesReducer,
  moviePage: moviePageReducer,
  favorites: favoritesReducer,
  diary: diaryReducer,
  library: libraryReducer,
  watchlists: watchlistsReducer,
  watchlistPage: watchlistPageReducer,
  profilePage: profilePageReducer,
};

export const rootReducer = combineReducers(rootReducers);

export type RootState = ReturnType<typeof rootReducer>;
