import { BlueprintProvider } from '@blueprintjs/core';
import { Provider } from 'react-redux';
import { AppRoutes } from './routes';
import type { AppStore } from './store';

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BlueprintProvider>
        <AppRoutes />
      </BlueprintProvider>
    </Provider>
  );
}
