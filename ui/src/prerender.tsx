import { renderToString } from 'react-dom/server';
import { createStore } from 'redux';
import { Router } from 'wouter';
import { App } from './app/App';
import { prerenderState } from './app/prerender-state';
import { rootReducer } from './app/root-reducer';

/** The path whose page is rendered at build time: the page most visitors see first. */
export const PRERENDERED_PATH = '/';

/**
 * The landing page's HTML as a visitor first sees it (build/prerender.ts writes it into the page the
 * server sends for /), so it paints before any script has run; src/main.tsx then hydrates it. No
 * sagas run here: nothing is fetched, and the plans show their loading placeholders, as they would.
 */
export function renderLandingPage(): string {
  const store = createStore(rootReducer, prerenderState());
  return renderToString(
    <Router ssrPath={PRERENDERED_PATH}>
      <App store={store} />
    </Router>,
  );
}
