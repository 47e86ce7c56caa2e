import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import './app/app.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { validateWithoutGeneratedCode } from '@more-ai/contracts/generated-code';
import { App } from './app/App';
import { loadIconsOneByOne } from './app/icon-paths';
import { hydrationState } from './app/prerender-state';
import { createAppStore } from './app/store';

/** Lets the browser paint and take input between the steps of the start, each a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  validateWithoutGeneratedCode();
  loadIconsOneByOne();
  const container = document.getElementById('root')!;
  await nextTask();
  const store = createAppStore();
  await nextTask();
  if (container.hasChildNodes()) {
    // The landing page arrives rendered (build/prerender.ts). Hydrating it in a transition lets React
    // yield to the browser while it works, so a tap on the page is not kept waiting behind it.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App store={store} serverState={hydrationState(store.getState())} />
        </StrictMode>,
      );
    });
  } else {
    createRoot(container).render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  }
}

void start();
