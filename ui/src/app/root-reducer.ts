import { combineReducers } from 'redux';
import { authReducer } from '../features/auth/slice';
import { contactReducer } from '../features/contact/slice';
import { notificationsReducer } from '../features/notifications/slice';
import { plansReducer } from '../features/plans/slice';
import { themeReducer } from '../features/theme/slice';

export const rootReducer = combineReducers({
  auth: authReducer,
  theme: themeReducer,
  notifications: notificationsReducer,
  plans: plansReducer,
  contact: contactReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
