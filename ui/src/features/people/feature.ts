import { useSelector } from 'react-redux';
import type { LazyFeature } from '../../app/lazy-features';
import { peopleSaga } from './sagas';
import { personPageReducer, type PersonPageState } from './slice';

/** Person pages as a chunk of their own: their state under `personPage`, their saga started on load. */
export const peopleFeature: LazyFeature = {
  key: 'personPage',
  reducer: personPageReducer as LazyFeature['reducer'],
  saga: peopleSaga,
};

/** useAppSelector for the person page, which renders only once its chunk has joined the store. */
export const usePersonSelector = useSelector.withTypes<{ personPage: PersonPageState }>();
