import './recommendations.css';
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector, usePageTitle } from '../../app/hooks';
import type { RootState } from '../../app/root-reducer';
import { selectIsProUser, selectSessionUser } from '../auth/selectors';
import { displayName } from '../auth/session-user';
import { RecentlyDiscoveredFeed } from '../discoveries/RecentlyDiscoveredFeed';
import { LoadingOverlay } from './LoadingOverlay';
import { ResultsView } from './ResultsView';
import { SearchPanel } from './SearchPanel';
import { askedForIn } from './history';
import { backToSearch, quotaRequested, resultsEntryShown } from './slice';

/** SPEC §2 Recommendations screen, the post-login default: the AI search, its results, and the community feed. */
export function RecommendationsPage() {
  usePageTitle('Recommendations');
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const user = useAppSelector(selectSessionUser);
  const pro = useAppSelector(selectIsProUser);
  const status = useAppSelector((state) => state.recommendations.status);

  // SPEC §7: only FREE users ask how many searches they have left.
  useEffect(() => {
    if (!pro) dispatch(quotaRequested());
  }, [dispatch, pro]);

  // The picks are a history entry of their own (history.ts): Back shows the form, Forward the picks,
  // and opening (or reloading) a results entry shows its picks or the form filled in with its search.
  useEffect(() => {
    const show = (state: unknown) => {
      const askedFor = askedForIn(state);
      if (!askedFor) {
        dispatch(backToSearch());
        return;
      }
      dispatch(resultsEntryShown(askedFor));
      // Its picks are gone (a reload): the entry is the form's from now on, so a later Back lands on the form as it is.
      if (store.getState().recommendations.status !== 'results') window.history.replaceState(null, '', window.location.href);
    };
    if (askedForIn(window.history.state)) show(window.history.state);
    const onPopState = (event: PopStateEvent) => {
      if (window.location.pathname.replace(/\/$/, '') === '/recommendations') show(event.state);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [dispatch, store]);

  return (
    <div className="page recommendations-page">
      <div className="app-container">
        {status === 'results' ? (
          <ResultsView />
        ) : (
          <>
            <p className="recommendations-page__greeting">Hello, {displayName(user)}!</p>
            <h1 className="page__title">Recommendations</h1>
            <p className="page__lead">Describe what you feel like watching, add filters if you like, and get picks powered by our AI.</p>
            <SearchPanel />
          </>
        )}
        <RecentlyDiscoveredFeed />
      </div>
      <LoadingOverlay isOpen={status === 'loading'} />
    </div>
  );
}
