import { Card, Classes } from '@blueprintjs/core';
import { Link } from 'wouter';
import { moviePath, type MovieView } from '../movies/movie';
import { MoviePoster } from '../movies/MoviePoster';

/**
 * A title in a grid: its poster, its title linking to its page, and year, length and language. Its
 * title is a heading one level under the section it is listed in.
 */
export function BrowseCard({ movie, heading = 'h2' }: { movie: MovieView; heading?: 'h2' | 'h3' }) {
  const Title = heading;
  return (
    <Card className="browse-card" elevation={1} data-movie-id={movie._id}>
      <Link href={moviePath(movie._id)} className="browse-card__poster" tabIndex={-1} aria-hidden="true">
        <MoviePoster movie={movie} />
      </Link>
      <Title className="browse-card__title">
        <Link href={moviePath(movie._id)}>{movie.title}</Link>
      </Title>
      <p className="browse-card__facts">{[movie.year, movie.length, movie.language].join(' · ')}</p>
    </Card>
  );
}

/** A card's shape while its title loads. */
export function BrowseCardSkeleton() {
  return (
    <Card className="browse-card" elevation={1} aria-hidden="true">
      <div className={`browse-card__poster-skeleton ${Classes.SKELETON}`} />
      <p className={`browse-card__title ${Classes.SKELETON}`}>Loading title</p>
      <p className={`browse-card__facts ${Classes.SKELETON}`}>2000 · 2h · Language</p>
    </Card>
  );
}
