import { useSelector } from 'react-redux';
import type { LazyFeature } from '../../app/lazy-features';
import { importsSaga } from './sagas';
import { importsReducer, type ImportsState } from './slice';

/** The import page as a chunk of its own: its state under `imports`, its saga started on load. */
export const importsFeature: LazyFeature = {
  key: 'imports',
  reducer: importsReducer as LazyFeature['reducer'],
  saga: importsSaga,
};

/** useAppSelector for the import page, which renders only once its chunk has joined the store. */
export const useImportsSelector = useSelector.withTypes<{ imports: ImportsState }>();
