import { lazy, Suspense, useCallback, useSyncExternalStore } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { installFeature } from '../../app/lazy-features';
import { notify } from '../notifications/slice';

const PAYMENTS_UNAVAILABLE = 'Payments could not be loaded. Please check your internet connection.';

/**
 * The way into payments from the rest of the app. Everything else of payments is a chunk of its own
 * (ARCHITECTURE 'UI'), downloaded the first time a screen needs it: 'Upgrade to PRO', /me's billing
 * and subscription, or /subscription-success. Its state and sagas join the store as it loads.
 */
type PaymentsChunk = typeof import('./payments');

let chunk: Promise<PaymentsChunk> | undefined;
let loaded = false;
const listeners = new Set<() => void>();

function loadPayments(): Promise<PaymentsChunk> {
  chunk ??= import('./payments').then(
    (module) => {
      installFeature(module.paymentsFeature);
      loaded = true;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      // A failed download (offline, a new deployment) may be tried again.
      chunk = undefined;
      throw error;
    },
  );
  return chunk;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const LazyPaymentDialogs = lazy(() => loadPayments().then((module) => ({ default: module.PaymentDialogs })));
export const SubscriptionPanel = lazy(() => loadPayments().then((module) => ({ default: module.SubscriptionPanel })));
export const DowngradeNotices = lazy(() => loadPayments().then((module) => ({ default: module.DowngradeNotices })));
export const TransactionHistory = lazy(() => loadPayments().then((module) => ({ default: module.TransactionHistory })));
export const SubscriptionSuccessPage = lazy(() => loadPayments().then((module) => ({ default: module.SubscriptionSuccessPage })));

/** The billing, summary and payment status dialogs, on every screen once payments has loaded. */
export function PaymentsOutlet() {
  // Never loaded on the server (the prerendered landing page) nor while its HTML is hydrated.
  const ready = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => false,
  );
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <LazyPaymentDialogs />
    </Suspense>
  );
}

/** 'Upgrade to PRO' for signed-in users (SPEC §4): starts the flow, loading payments first if need be. */
export function useUpgradeToPro(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    void loadPayments().then(
      (module) => dispatch(module.checkoutStarted()),
      () => dispatch(notify(PAYMENTS_UNAVAILABLE, 'error')),
    );
  }, [dispatch]);
}
