/** The payments chunk (payments-*.js): what entry.tsx loads on demand. */
import './payments.css';
export { default as DowngradeNotices } from './DowngradeNotices';
export { PaymentDialogs } from './PaymentDialogs';
export { checkoutStarted } from './slice';
export { paymentsFeature } from './store';
export { SubscriptionPanel } from './SubscriptionPanel';
export { default as SubscriptionSuccessPage } from './SubscriptionSuccessPage';
export { TransactionHistory } from './TransactionHistory';
