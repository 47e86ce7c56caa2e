import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import type { Store } from 'redux';
import { PaymentsOutlet } from '../features/payments/entry';
import { AppRoutes } from './routes';

/**
 * The whole app. `serverState` is the state a prerendered page was rendered from (prerender-state.ts):
 * hydration reads it, so the first render matches the HTML, and then renders from the store's own.
 */
export function App<State>({ store, serverState }: { store: Store<State>; serverState?: State | undefined }) {
  // The landing page is on screen before its script runs; this says when its buttons answer (after
  // hydration), for anything that must wait for that: browser tests, monitoring.
  useEffect(() => document.documentElement.setAttribute('data-app-ready', ''), []);
  return (
    <Provider store={store} serverState={serverState}>
      {/* BlueprintProvider without its HotkeysProvider: no screen has hotkeys, and its dialog would join the entry chunk. */}
      <PortalProvider>
        <OverlaysProvider>
          <AppRoutes />
          <PaymentsOutlet />
        </OverlaysProvider>
      </PortalProvider>
    </Provider>
  );
}
