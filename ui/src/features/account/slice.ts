import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import { loggedOut } from '../auth/slice';
import type { BillingInfo, BillingUpdate } from './billing-info';
import type { LoadStatus } from '../../app/load-status';

/**
 * Who opened the billing dialog: Edit on /me, or checkout, which asks for it before the summary
 * ('Next') or changes it from the summary ('Update').
 */
export type BillingDialogPurpose = 'account' | 'checkoutNext' | 'checkoutUpdate';

export interface AccountState {
  readonly billingStatus: LoadStatus;
  readonly billing: BillingInfo | null;
  readonly billingDialogOpen: boolean;
  readonly billingDialogPurpose: BillingDialogPurpose;
  readonly savingBilling: boolean;
  readonly billingError: string | null;
  readonly deleteDialogOpen: boolean;
  readonly deleting: boolean;
}

const initialState: AccountState = {
  billingStatus: 'idle',
  billing: null,
  billingDialogOpen: false,
  billingDialogPurpose: 'account',
  savingBilling: false,
  billingError: null,
  deleteDialogOpen: false,
  deleting: false,
};

export const billingRequested = defineAction()('account/billingRequested');
export const billingLoaded = defineAction<BillingInfo | null>()('account/billingLoaded');
export const billingFailed = defineAction<string>()('account/billingFailed');
export const billingDialogOpened = defineAction<BillingDialogPurpose | void>()('account/billingDialogOpened');
export const billingDialogClosed = defineAction()('account/billingDialogClosed');
export const billingSubmitted = defineAction<BillingUpdate>()('account/billingSubmitted');
export const billingSaved = defineAction()('account/billingSaved');
export const billingSaveFailed = defineAction<string>()('account/billingSaveFailed');

export const deleteDialogOpened = defineAction()('account/deleteDialogOpened');
export const deleteDialogClosed = defineAction()('account/deleteDialogClosed');
export const accountDeletionConfirmed = defineAction()('account/deletionConfirmed');
export const accountDeletionFailed = defineAction()('account/deletionFailed');

export function accountReducer(state: AccountState = initialState, action: UnknownAction): AccountState {
  // Whoever signs in next must not see this account's billing address.
  if (loggedOut.match(action)) return initialState;
  if (billingRequested.match(action)) return { ...state, billingStatus: state.billingStatus === 'loaded' ? 'loaded' : 'loading' };
  if (billingLoaded.match(action)) return { ...state, billingStatus: 'loaded', billing: action.payload };
  if (billingFailed.match(action)) return { ...state, billingStatus: 'failed' };
  if (billingDialogOpened.match(action)) {
    return { ...state, billingDialogOpen: true, billingDialogPurpose: action.payload ?? 'account', billingError: null };
  }
  if (billingDialogClosed.match(action)) return state.savingBilling ? state : { ...state, billingDialogOpen: false };
  if (billingSubmitted.match(action)) return { ...state, savingBilling: true, billingError: null };
  if (billingSaved.match(action)) return { ...state, savingBilling: false, billingDialogOpen: false };
  if (billingSaveFailed.match(action)) return { ...state, savingBilling: false, billingError: action.payload };
  if (deleteDialogOpened.match(action)) return { ...state, deleteDialogOpen: true };
  if (deleteDialogClosed.match(action)) return state.deleting ? state : { ...state, deleteDialogOpen: false };
  if (accountDeletionConfirmed.match(action)) return { ...state, deleting: true };
  if (accountDeletionFailed.match(action)) return { ...state, deleting: false };
  return state;
}
