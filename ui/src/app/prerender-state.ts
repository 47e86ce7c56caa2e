import { rootReducer } from './root-reducer';

type PrerenderState = ReturnType<typeof rootReducer>;

/**
 * The state the landing page is rendered from at build time (src/prerender.tsx): a visitor signed
 * out, the default theme, nothing loaded.
 */
export function prerenderState(): PrerenderState {
  return rootReducer(undefined, { type: '@@more-ai/prerender' });
}

/**
 * What the browser hydrates the prerendered page against: the state it was rendered from, so the first
 * render matches the HTML, after which React renders again every component whose part of the store
 * differs (a remembered session or theme). A part that is the same is the store's own object, not an
 * equal copy: a copy would differ by identity and have every component that reads it render again.
 */
export function hydrationState<State extends Record<string, unknown>>(current: State): State {
  const sent: Record<string, unknown> = prerenderState();
  const parts = Object.entries(current).map(([key, part]) => {
    const same = !(key in sent) || JSON.stringify(sent[key]) === JSON.stringify(part);
    return [key, same ? part : sent[key]];
  });
  return Object.fromEntries(parts) as State;
}
