import { Callout, Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, usePageTitle } from '../../app/hooks';
import { LinkButton } from '../layout/LinkButton';
import { MovieCard } from '../movies/MovieCard';
import { favoritesRequested } from './slice';
import { StateNotice } from '../layout/StateNotice';

/** /favorites (SPEC §2): the user's favourite movie cards, newest first. */
export function FavoritesPage() {
  usePageTitle('Favorites');
  const dispatch = useAppDispatch();
  const { status, movies, error } = useAppSelector((state) => state.favorites);

  useEffect(() => {
    dispatch(favoritesRequested());
  }, [dispatch]);

  return (
    <div className="page">
      <div className="app-container">
        <h1 className="page__title">Favorites</h1>
        {status === 'loading' && <Spinner aria-label="Loading favorites" />}
        {status === 'failed' && (
          <Callout intent="danger" icon="error">
            {error}
          </Callout>
        )}
        {status === 'loaded' && movies.length === 0 && (
          <StateNotice
            heading="h2"
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
        )}
        {movies.length > 0 && (
          <div className="favorites-list">
            {movies.map((movie) => (
              <MovieCard key={movie._id} movie={movie} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
