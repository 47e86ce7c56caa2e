import { useSelector } from 'react-redux';
import type { LazyFeature } from '../../app/lazy-features';
import { adminSaga } from './sagas';
import type { AdminRootState } from './selectors';
import { adminReducer } from './slice';

/** The admin panel as a feature of its own chunk: its state under `admin`, its sagas started on load. */
export const adminFeature: LazyFeature = {
  key: 'admin',
  reducer: adminReducer as LazyFeature['reducer'],
  saga: adminSaga,
};

/** useAppSelector for the admin pages, which render only once the chunk has joined the store. */
export const useAdminSelector = useSelector.withTypes<AdminRootState>();
