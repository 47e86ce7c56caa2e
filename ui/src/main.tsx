import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadIconsOneByOne } from './app/icon-paths';
import { createAppStore } from './app/store';

loadIconsOneByOne();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={createAppStore()} />
  </StrictMode>,
);
