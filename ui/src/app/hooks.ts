import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch } from './store';
import type { RootState } from './root-reducer';

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/** Names the browser tab after the screen, so history and tabs stay readable. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · MoRe AI` : 'MoRe AI: Movies + Recommendations';
  }, [title]);
}

const UNSEEN = Symbol('unseen');

/**
 * Runs `start` while rendering, on the first render and whenever `key` changes: how a form resets
 * its fields when its dialog opens, without an effect's second render of stale fields. `start` may
 * set this component's state only; side effects belong in an effect.
 */
export function useStartOnChange<K>(key: K, start: (key: K) => void): void {
  const [seen, setSeen] = useState<K | typeof UNSEEN>(UNSEEN);
  if (!Object.is(seen, key)) {
    setSeen(() => key);
    start(key);
  }
}
