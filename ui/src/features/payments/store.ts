import { combineReducers } from 'redux';
import { useSelector } from 'react-redux';
import { all, fork } from 'redux-saga/effects';
import type { LazyFeature } from '../../app/lazy-features';
import type { RootState } from '../../app/root-reducer';
import { receiptSaga } from './receipt-sagas';
import { checkoutSaga } from './sagas';
import { checkoutReducer } from './slice';
import { subscriptionSaga } from './subscription-sagas';
import { subscriptionReducer } from './subscription-slice';

const paymentsReducer = combineReducers({ checkout: checkoutReducer, subscription: subscriptionReducer });

/** The app's state once the payments chunk has joined it. */
export type PaymentsRootState = RootState & { readonly payments: ReturnType<typeof paymentsReducer> };

function* paymentsSaga() {
  yield all([fork(checkoutSaga), fork(receiptSaga), fork(subscriptionSaga)]);
}

/** Payments as a feature of its own chunk: its state under `payments`, its sagas started on load. */
export const paymentsFeature: LazyFeature = {
  key: 'payments',
  reducer: paymentsReducer as LazyFeature['reducer'],
  saga: paymentsSaga,
};

/** useAppSelector for the payments chunk's components, which render only once it has joined. */
export const usePaymentsSelector = useSelector.withTypes<PaymentsRootState>();
