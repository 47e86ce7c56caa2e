import type { Knex } from 'knex';
import { movieRowOf } from '@more-ai/projections/movies/row';
import { toMovieView, type MovieRow, type MovieView } from '@more-ai/read-api/movies/view';
import { movieDecider } from '../catalog/decide';
import type { CommandHandler } from '../pipeline/handle-command';
import type { Pick } from './engine/port';


/** The picks as the answer shows them: each movie with its reason (SPEC §3 Recommendation response). */
export class RecommendedMovies {
  constructor(
    private readonly db: Knex,
    private readonly commands: CommandHandler,
  ) {}

  async viewsOf(picks: readonly Pick[]): Promise<MovieView[]> {
    const ids = picks.map((pick) => pick.movieId);
    const rows: MovieRow[] = ids.length ? await this.db('rm_movies.movies').whereIn('id', ids) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const views: MovieView[] = [];
    for (const pick of picks) {
      // A title the model named that is new to the catalog may not be in the read model yet: its
      // stream, the source of truth, is.
      const row = byId.get(pick.movieId) ?? (await this.fromStream(pick.movieId));
      if (row) views.push(toMovieView(row, { reason: pick.reason }));
    }
    return views;
  }

  private async fromStream(movieId: string): Promise<MovieRow | undefined> {
    const { facts } = (await this.commands.load(movieDecider, movieId)).state;
    return facts ? movieRowOf(facts, new Date()) : undefined;
  }
}
