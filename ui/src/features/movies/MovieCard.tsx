import './movies.css';
import { Button, Callout, Card, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { WatchedButton } from '../diary/WatchedButton';
import { FavoriteToggle } from '../favorites/FavoriteToggle';
import { LinkButton } from '../layout/LinkButton';
import { creditedNames } from '../people/person';
import { PeopleLinks } from '../people/PeopleLinks';
import { AddToWatchlistDrawer } from '../watchlists/AddToWatchlistDrawer';
import { linkCopyRequested, linkShareRequested, movieLinkToShare } from '../sharing/actions';
import { moviePath, ratingLabel, type MovieView } from './movie';
import { MoviePoster } from './MoviePoster';
import { WhereToWatchDrawer } from './WhereToWatchDrawer';
import { CalloutTitle } from '../layout/CalloutTitle';

export interface MovieCardProps {
  readonly movie: MovieView;
  /** 'page' is the movie's own page: its title is the page heading, and there is no details link. */
  readonly variant?: 'list' | 'page';
}

/**
 * SPEC §2 movie card: title, year, length, language, Director, Cast, Synopsis, why it was recommended
 * and the genres, with share, play (where to watch) and details. In lists share copies the link; on the
 * movie page it opens the device's share sheet first.
 */
export function MovieCard({ movie, variant = 'list' }: MovieCardProps) {
  const dispatch = useAppDispatch();
  const [watchOpen, setWatchOpen] = useState(false);
  const [listsOpen, setListsOpen] = useState(false);
  const onPage = variant === 'page';
  const Title = onPage ? 'h1' : 'h2';
  const streams = movie.availableOn.length > 0;
  const awards = onPage ? movie.awards : [];

  const share = () => dispatch(onPage ? linkShareRequested(movieLinkToShare(movie)) : linkCopyRequested(movieLinkToShare(movie)));

  return (
    <Card className={`movie-card movie-card--${variant}`} elevation={1} data-movie-id={movie._id}>
      <MoviePoster movie={movie} />
      <div className="movie-card__body">
        <header className="movie-card__head">
          <Title className="movie-card__title">{movie.title}</Title>
          <p className="movie-card__facts">
            <span>{[movie.year, movie.length, movie.language].join(' · ')}</span>
            <Tag minimal className="movie-card__rating" title="Certificate">
              {ratingLabel(movie)}
            </Tag>
          </p>
        </header>

        <dl className="movie-card__details">
          {movie.director && (
            <div>
              <dt>Director</dt>
              <dd>
                <PeopleLinks names={creditedNames(movie.director)} />
              </dd>
            </div>
          )}
          {movie.cast.length > 0 && (
            <div>
              <dt>Cast</dt>
              <dd>
                <PeopleLinks names={movie.cast} />
              </dd>
            </div>
          )}
          <div className="movie-card__synopsis">
            <dt>Synopsis</dt>
            <dd>{movie.plot}</dd>
          </div>
          {awards.length > 0 && (
            <div className="movie-card__awards">
              <dt>Awards</dt>
              <dd>
                <ul>
                  {awards.map((award) => (
                    <li key={award}>{award}</li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>

        {movie.reason && (
          <Callout className="movie-card__reason" intent="primary" icon="predictive-analysis" compact>
            <CalloutTitle heading="h3">Why this recommendation</CalloutTitle>
            {movie.reason}
          </Callout>
        )}

        <div className="movie-tags" aria-label="Genres">
          {movie.genre.map((genre) => (
            <Tag key={genre} minimal round>
              {genre}
            </Tag>
          ))}
        </div>

        <div className="movie-card__actions">
          <FavoriteToggle movie={movie} />
          <WatchedButton movie={movie} />
          <Button
            icon="add-to-artifact"
            variant="outlined"
            onClick={() => setListsOpen(true)}
            aria-label={`Add ${movie.title} to a watchlist`}
          >
            Watchlist
          </Button>
          <Button icon="share" variant="outlined" onClick={share} aria-label={`Share ${movie.title}`}>
            Share
          </Button>
          <Button
            icon="play"
            variant="outlined"
            // The movie page opens it even when nobody knows, to say so.
            disabled={!streams && !onPage}
            title={streams || onPage ? undefined : 'Not known to stream in India'}
            onClick={() => setWatchOpen(true)}
            aria-label={`Where to watch ${movie.title}`}
          >
            Where to watch
          </Button>
          {!onPage && (
            <LinkButton href={moviePath(movie._id)} icon="document-open" variant="minimal" aria-label={`Details of ${movie.title}`}>
              Details
            </LinkButton>
          )}
        </div>
      </div>
      <AddToWatchlistDrawer movie={movie} isOpen={listsOpen} onClose={() => setListsOpen(false)} />
      {(streams || onPage) && <WhereToWatchDrawer movie={movie} isOpen={watchOpen} onClose={() => setWatchOpen(false)} />}
    </Card>
  );
}
