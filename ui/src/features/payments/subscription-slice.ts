import type { CurrentSubscriptionView, DowngradeImpactView, PaymentHistoryRow } from '@more-ai/contracts/payments';
import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';
import type { LoadStatus } from '../../app/load-status';
import { loggedOut } from '../auth/slice';

/** Which downgrade the user confirmed, or keeping PRO: the buttons it busies. */
export type DowngradeAction = 'schedule' | 'now' | 'cancel';

/** /me's Billing & Subscription (SPEC §2, §4 'Plan'): the plan, a downgrade and the transaction history. */
export interface SubscriptionState {
  readonly status: LoadStatus;
  readonly current: CurrentSubscriptionView | null;
  /** The downgrade confirmation: open while its impact loads and is shown. */
  readonly downgradeDialogOpen: boolean;
  readonly impactStatus: LoadStatus;
  readonly impact: DowngradeImpactView | null;
  readonly busy: DowngradeAction | null;
  readonly historyStatus: LoadStatus;
  readonly history: readonly PaymentHistoryRow[];
}

export const initialSubscriptionState: SubscriptionState = {
  status: 'idle',
  current: null,
  downgradeDialogOpen: false,
  impactStatus: 'idle',
  impact: null,
  busy: null,
  historyStatus: 'idle',
  history: [],
};

export const subscriptionRequested = defineAction()('subscription/requested');
export const subscriptionLoaded = defineAction<CurrentSubscriptionView>()('subscription/loaded');
export const subscriptionFailed = defineAction()('subscription/failed');

/** 'Downgrade to FREE plan': the confirmation opens and asks what would be archived. */
export const downgradeAsked = defineAction()('subscription/downgradeAsked');
export const impactLoaded = defineAction<DowngradeImpactView>()('subscription/impactLoaded');
export const impactFailed = defineAction()('subscription/impactFailed');
export const downgradeDialogClosed = defineAction()('subscription/downgradeDialogClosed');
export const downgradeConfirmed = defineAction<'schedule' | 'now'>()('subscription/downgradeConfirmed');
/** 'Keep PRO plan': the scheduled downgrade is called off. */
export const keepProRequested = defineAction()('subscription/keepProRequested');
/** A downgrade or its cancellation was answered, either way. */
export const downgradeSettled = defineAction<{ done: boolean }>()('subscription/downgradeSettled');

export const historyRequested = defineAction()('subscription/historyRequested');
export const historyLoaded = defineAction<readonly PaymentHistoryRow[]>()('subscription/historyLoaded');
export const historyFailed = defineAction()('subscription/historyFailed');

export function subscriptionReducer(state: SubscriptionState = initialSubscriptionState, action: UnknownAction): SubscriptionState {
  if (loggedOut.match(action)) return initialSubscriptionState;
  if (subscriptionRequested.match(action)) return { ...state, status: state.current ? 'loaded' : 'loading' };
  if (subscriptionLoaded.match(action)) return { ...state, status: 'loaded', current: action.payload };
  if (subscriptionFailed.match(action)) return { ...state, status: 'failed' };
  if (downgradeAsked.match(action)) return { ...state, downgradeDialogOpen: true, impactStatus: 'loading', impact: null };
  if (impactLoaded.match(action)) return { ...state, impactStatus: 'loaded', impact: action.payload };
  if (impactFailed.match(action)) return { ...state, impactStatus: 'failed', downgradeDialogOpen: false };
  if (downgradeDialogClosed.match(action)) return state.busy ? state : { ...state, downgradeDialogOpen: false };
  if (downgradeConfirmed.match(action)) return { ...state, busy: action.payload };
  if (keepProRequested.match(action)) return { ...state, busy: 'cancel' };
  if (downgradeSettled.match(action)) {
    return { ...state, busy: null, downgradeDialogOpen: action.payload.done ? false : state.downgradeDialogOpen };
  }
  if (historyRequested.match(action)) return { ...state, historyStatus: state.historyStatus === 'loaded' ? 'loaded' : 'loading' };
  if (historyLoaded.match(action)) return { ...state, historyStatus: 'loaded', history: action.payload };
  if (historyFailed.match(action)) return { ...state, historyStatus: 'failed' };
  return state;
}
