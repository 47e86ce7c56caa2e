import { defineAction } from '../../app/actions';
import { moviePath } from '../movies/movie';

/** SPEC §8 Sharing messages. */
export const MOVIE_LINK_COPIED = 'Movie link copied to clipboard!';
export const SHARED = 'Shared successfully';
export const COPY_FAILED = 'Failed to copy link';

export interface LinkToShare {
  /** The path on this site; the link is the page's origin plus this path. */
  readonly path: string;
  /** What to say once the link is on the clipboard. */
  readonly copiedMessage: string;
  /** For the native share sheet. */
  readonly title?: string;
}

/** Copy the link straight to the clipboard (feed and result cards). */
export const linkCopyRequested = defineAction<LinkToShare>()('sharing/linkCopyRequested');
/** The device's own share sheet first, the clipboard when there is none (the movie page). */
export const linkShareRequested = defineAction<LinkToShare>()('sharing/linkShareRequested');

export function movieLinkToShare(movie: { _id: string; title: string }): LinkToShare {
  return { path: moviePath(movie._id), copiedMessage: MOVIE_LINK_COPIED, title: movie.title };
}
