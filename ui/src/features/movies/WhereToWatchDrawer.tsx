import { Drawer, Icon, Tag } from '@blueprintjs/core';
import type { MovieView } from './movie';

export interface WhereToWatchDrawerProps {
  readonly movie: MovieView;
  readonly isOpen: boolean;
  readonly onClose: () => void;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2022-05' as 'May 2022'; anything else as it is. */
export function monthOf(yearMonth: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : yearMonth;
}

/**
 * SPEC §2 where-to-watch view: the platforms a movie streams on in India, only with the month that
 * is known for and its source; when nobody knows, it says so instead of guessing.
 */
export function WhereToWatchDrawer({ movie, isOpen, onClose }: WhereToWatchDrawerProps) {
  const availability = movie.availableOn.length > 0 ? movie.availability : null;
  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      position="right"
      size="min(380px, 92vw)"
      title="Where to watch"
      icon="play"
      className="where-to-watch"
    >
      <div className="where-to-watch__body">
        <p className="where-to-watch__movie">
          <strong>{movie.title}</strong> <span>({movie.year})</span>
        </p>
        {availability ? (
          <>
            <h3 className="where-to-watch__heading">Streaming in India on</h3>
            <ul className="where-to-watch__platforms" aria-label="Platforms">
              {movie.availableOn.map((platform) => (
                <li key={platform}>
                  <Icon icon="video" />
                  <span>{platform}</span>
                </li>
              ))}
            </ul>
            <p className="where-to-watch__note where-to-watch__as-of">
              As of {monthOf(availability.asOf)} · Source: {availability.source}
            </p>
            <p className="where-to-watch__note">Catalogues change; the platform's own app has the final word.</p>
          </>
        ) : (
          <p className="where-to-watch__unknown">We don't know where this streams yet.</p>
        )}
        {movie.reason && (
          <>
            <h3 className="where-to-watch__heading">Why this recommendation</h3>
            <p>{movie.reason}</p>
          </>
        )}
        <h3 className="where-to-watch__heading">Genres</h3>
        <div className="movie-tags">
          {movie.genre.map((genre) => (
            <Tag key={genre} minimal round>
              {genre}
            </Tag>
          ))}
        </div>
      </div>
    </Drawer>
  );
}
