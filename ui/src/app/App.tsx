import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import { Provider } from 'react-redux';
import { PaymentsOutlet } from '../features/payments/entry';
import { AppRoutes } from './routes';
import type { AppStore } from './store';

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
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
