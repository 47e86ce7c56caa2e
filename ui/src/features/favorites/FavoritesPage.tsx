import { NonIdealState } from '@blueprintjs/core';
import { usePageTitle } from '../../app/hooks';
import { LinkButton } from '../layout/LinkButton';

/** /favorites (SPEC §2) with its empty state; the movies arrive with the library. */
export function FavoritesPage() {
  usePageTitle('Favorites');
  return (
    <div className="page">
      <div className="app-container">
        <h1 className="page__title">Favorites</h1>
        <NonIdealState
          className="page-empty-state"
          icon="heart"
          title="No Favorites yet!"
          description="Start adding movies to your Favorites to save them!"
          action={
            <LinkButton href="/recommendations" intent="primary" icon="search">
              Explore Now
            </LinkButton>
          }
        />
      </div>
    </div>
  );
}
