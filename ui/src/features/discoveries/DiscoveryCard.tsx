import { Button, Card } from '@blueprintjs/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { useAppDispatch } from '../../app/hooks';
import { FavoriteToggle } from '../favorites/FavoriteToggle';
import { finderName, moviePath, shortLanguage, type MovieView } from '../movies/movie';
import { MoviePoster } from '../movies/MoviePoster';
import { WhereToWatchDrawer } from '../movies/WhereToWatchDrawer';
import { AddToWatchlistDrawer } from '../watchlists/AddToWatchlistDrawer';
import { linkCopyRequested, movieLinkToShare } from '../sharing/actions';
import { timeAgo } from './relative-time';

/**
 * SPEC §2 feed card: title, year, length, language (cut at 15 characters), who found it and when;
 * share copies the movie's link, play opens where to watch when the movie streams somewhere.
 */
export function DiscoveryCard({ movie, now }: { movie: MovieView; now: Date }) {
  const dispatch = useAppDispatch();
  const [watchOpen, setWatchOpen] = useState(false);
  const [listsOpen, setListsOpen] = useState(false);
  const streams = movie.availableOn.length > 0;
  const when = timeAgo(movie.createdAt, now);

  return (
    <Card className="discovery-card" elevation={1} data-movie-id={movie._id}>
      <Link href={moviePath(movie._id)} className="discovery-card__poster" tabIndex={-1} aria-hidden="true">
        <MoviePoster movie={movie} size="small" />
      </Link>
      <div className="discovery-card__body">
        <h3 className="discovery-card__title">
          <Link href={moviePath(movie._id)}>{movie.title}</Link>
        </h3>
        <p className="discovery-card__facts">
          {movie.year} · {movie.length} · <span title={movie.language}>{shortLanguage(movie.language)}</span>
        </p>
        <p className="discovery-card__found">
          {movie.foundBy?._id ? (
            <Link href={`/profile/${encodeURIComponent(movie.foundBy._id)}`}>{finderName(movie)}</Link>
          ) : (
            <span>{finderName(movie)}</span>
          )}
          {when && <time dateTime={movie.createdAt}>{when}</time>}
        </p>
        <div className="discovery-card__actions">
          <FavoriteToggle movie={movie} minimal />
          <Button
            icon="add-to-artifact"
            variant="minimal"
            size="small"
            aria-label={`Add ${movie.title} to a watchlist`}
            title="Add to watchlist"
            onClick={() => setListsOpen(true)}
          />
          <Button
            icon="share"
            variant="minimal"
            size="small"
            aria-label={`Share ${movie.title}`}
            title="Copy link"
            onClick={() => dispatch(linkCopyRequested(movieLinkToShare(movie)))}
          />
          <Button
            icon="play"
            variant="minimal"
            size="small"
            aria-label={`Where to watch ${movie.title}`}
            title={streams ? 'Where to watch' : 'Not known to stream in India'}
            disabled={!streams}
            onClick={() => setWatchOpen(true)}
          />
        </div>
      </div>
      <AddToWatchlistDrawer movie={movie} isOpen={listsOpen} onClose={() => setListsOpen(false)} />
      {streams && <WhereToWatchDrawer movie={movie} isOpen={watchOpen} onClose={() => setWatchOpen(false)} />}
    </Card>
  );
}
