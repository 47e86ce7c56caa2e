import { Drawer, Icon, Tag } from '@blueprintjs/core';
import type { MovieView } from './movie';

export interface WhereToWatchDrawerProps {
  readonly movie: MovieView;
  readonly isOpen: boolean;
  readonly onClose: () => void;
}

/** SPEC §2 where-to-watch view: the platforms a movie streams on in India, with why it was picked. */
export function WhereToWatchDrawer({ movie, isOpen, onClose }: WhereToWatchDrawerProps) {
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
        <h3 className="where-to-watch__heading">Streaming in India on</h3>
        <ul className="where-to-watch__platforms" aria-label="Platforms">
          {movie.availableOn.map((platform) => (
            <li key={platform}>
              <Icon icon="video" />
              <span>{platform}</span>
            </li>
          ))}
        </ul>
        <p className="where-to-watch__note">Catalogues change; the platform's own app has the final word.</p>
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
