import { BlueprintProvider } from '@blueprintjs/core';
import { Provider } from 'react-redux';
import { PaymentsOutlet } from '../features/payments/entry';
import { AppRoutes } from './routes';
import type { AppStore } from './store';

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BlueprintProvider>
        <AppRoutes />
        <PaymentsOutlet />
      </BlueprintProvider>
    </Provider>
  );
}
