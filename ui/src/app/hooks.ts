import { useEffect } from 'react';
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
