import type { MovieView } from '@more-ai/contracts/movies';
import { movieDecider } from '../catalog/decide';
import { movieViewOf } from '../catalog/movie-view';
import type { CommandHandler } from '../pipeline/handle-command';
import type { ReadModelQueries } from '../read-models';
import type { Pick } from './engine/port';

/** The picks as the answer shows them: each movie with its reason (SPEC §3 Recommendation response). */
export class RecommendedMovies {
  constructor(
    private readonly movieViews: ReadModelQueries['movieViews'],
    private readonly commands: CommandHandler,
  ) {}

  async viewsOf(picks: readonly Pick[]): Promise<MovieView[]> {
    const known = await this.movieViews(picks.map((pick) => pick.movieId));
    const byId = new Map(known.map((movie) => [movie._id, movie]));
    const views: MovieView[] = [];
    for (const pick of picks) {
      // A title the model named that is new to the catalog may not be in the read model yet: its
      // stream, the source of truth, is.
      const movie = byId.get(pick.movieId) ?? (await this.fromStream(pick.movieId));
      if (movie) views.push({ ...movie, reason: pick.reason });
    }
    return views;
  }

  private async fromStream(movieId: string): Promise<MovieView | undefined> {
    const { facts } = (await this.commands.load(movieDecider, movieId)).state;
    return facts ? movieViewOf(facts) : undefined;
  }
}
