import { Button, Classes } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { useAppDispatch, useAppSelector, usePageTitle } from '../../app/hooks';
import { LinkButton } from '../layout/LinkButton';
import { PageSpinner } from '../layout/PageSpinner';
import { MovieCard } from './MovieCard';
import { MoreLikeThis } from './MoreLikeThis';
import { movieRequested } from './slice';
import { StateNotice } from '../layout/StateNotice';

/** SPEC §2 /movie/{id}: the movie card, where to watch and sharing; also where shared links land. */
export default function MoviePage() {
  const { id = '' } = useParams<{ id: string }>();
  const dispatch = useAppDispatch();
  const { status, movie, error } = useAppSelector((state) => state.moviePage);
  usePageTitle(status === 'loaded' && movie ? `${movie.title} (${movie.year})` : status === 'notFound' ? 'Movie not found' : 'Movie');

  useEffect(() => {
    dispatch(movieRequested(id));
  }, [dispatch, id]);

  const back = (
    <LinkButton href="/recommendations" icon="arrow-left" variant="minimal">
      Recommendations
    </LinkButton>
  );

  return (
    <div className="page movie-page">
      <div className="app-container">
        <nav className="movie-page__nav" aria-label="Back">
          {back}
        </nav>
        {status === 'loading' && <PageSpinner />}
        {status === 'loaded' && movie && <MovieCard movie={movie} variant="page" />}
        {status === 'loaded' && movie?.reference && (
          <p className={`movie-page__reference ${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>Facts checked against {movie.reference}</p>
        )}
        {status === 'loaded' && movie && <MoreLikeThis movieId={movie._id} />}
        {status === 'notFound' && (
          <StateNotice
            heading="h1"
            className="page-empty-state"
            icon="film"
            title="Movie not found"
            description="The link may be mistyped, or the movie is no longer in our catalog."
            action={
              <LinkButton href="/recommendations" intent="primary" icon="search">
                Find something to watch
              </LinkButton>
            }
          />
        )}
        {status === 'failed' && (
          <StateNotice
            heading="h1"
            className="page-empty-state"
            icon="error"
            title={error ?? undefined}
            action={<Button icon="refresh" onClick={() => dispatch(movieRequested(id))} text="Try again" />}
          />
        )}
      </div>
    </div>
  );
}
