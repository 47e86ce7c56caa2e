import type { ContactView } from '@more-ai/contracts/api/admin';
import type { MovieView } from '@more-ai/contracts/movies';
import type { GlobalPosition } from '@more-ai/events/position';
import type { FoundTitle } from './imports/matching';

/**
 * What some command answers show from the read models: a person's followers count, movie cards, a
 * contact message. The queries are the projectors'; whoever composes the app hands them in, so the
 * write side never imports the read side.
 */
export interface ReadModelQueries {
  /** How many live accounts follow `userId`, leaving out `except` (whose follow the caller knows better). */
  followersCount(userId: string, except?: string): Promise<number>;
  /** The movies of `ids` the catalog read model has, as cards show them, in no particular order. */
  movieViews(ids: readonly string[]): Promise<MovieView[]>;
  /**
   * A contact message as the admins' table shows it, once the contacts read model has applied
   * `after` (waiting a few seconds at most); undefined when it holds no such message.
   */
  contactView(contactId: string, after: GlobalPosition | undefined): Promise<ContactView | undefined>;
  /** For each title an import asks for (in order), the catalog titles near it, folded and by trigrams. */
  titlesNearby(wanted: readonly { title: string; originalTitle: string; year: number | null }[]): Promise<FoundTitle[][]>;
}
