import { NonIdealState } from '@blueprintjs/core';
import { usePageTitle } from '../../app/hooks';

/** /watchlists (SPEC §2). Creating watchlists comes with the library; until then there are none. */
export function WatchlistsPage() {
  usePageTitle('Watchlists');
  return (
    <div className="page">
      <div className="app-container">
        <h1 className="page__title">Watchlists</h1>
        <NonIdealState className="page-empty-state" icon="list" title="No Watchlist yet!" description="Your own watchlists will appear here." />
      </div>
    </div>
  );
}
