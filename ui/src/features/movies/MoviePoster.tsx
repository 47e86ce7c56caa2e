import './movies.css';
import { useState, type CSSProperties } from 'react';
import type { MovieView } from './movie';
import { posterStyle } from './poster-design';

export interface MoviePosterProps {
  readonly movie: Pick<MovieView, '_id' | 'title' | 'year' | 'posterUrl'> & { readonly genre?: MovieView['genre'] | undefined };
  readonly size?: 'small' | 'large';
}

/**
 * The movie's poster, or one generated from its title, year, genre and a colour from its id
 * (ARCHITECTURE): a missing or broken image never shows as a broken image.
 */
export function MoviePoster({ movie, size = 'large' }: MoviePosterProps) {
  const [broken, setBroken] = useState(false);
  const className = `movie-poster movie-poster--${size}`;
  if (movie.posterUrl && !broken) {
    return (
      <img className={className} src={movie.posterUrl} alt={`Poster of ${movie.title}`} loading="lazy" onError={() => setBroken(true)} />
    );
  }
  return (
    <div
      className={`${className} movie-poster--generated`}
      style={posterStyle(movie) as CSSProperties}
      role="img"
      aria-label={`Poster of ${movie.title}`}
    >
      <span className="movie-poster__face" aria-hidden="true">
        <span className="movie-poster__title">{movie.title}</span>
        <span className="movie-poster__year">{movie.year}</span>
      </span>
    </div>
  );
}
