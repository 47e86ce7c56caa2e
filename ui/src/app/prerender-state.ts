import { rootReducer } from './root-reducer';

/**
 * The state the landing page is rendered from at build time (src/prerender.tsx): a visitor signed
 * out, the default theme, nothing loaded. The browser hydrates against this same state, so the first
 * render matches the page it was sent, and then renders again from what it remembers (a session, a
 * theme), as React does for any store read during hydration.
 */
export function prerenderState(): ReturnType<typeof rootReducer> {
  return rootReducer(undefined, { type: '@@more-ai/prerender' });
}
