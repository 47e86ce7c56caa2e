import type { Knex } from 'knex';
import type { MovieFacts } from '@more-ai/events/catalog/movies';
import { CONTENT_TYPES } from '@more-ai/events/catalog/movies';
import { toMovieView, type MovieRow, type MovieView } from '@more-ai/read-api/movies/view';
import { movieDecider } from '../catalog/decide';
import type { CommandHandler } from '../pipeline/handle-command';
import type { Pick } from './engine/port';

const contentTypes = new Set<string>(CONTENT_TYPES);

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
    return facts ? rowOf(facts) : undefined;
  }
}

function rowOf(facts: MovieFacts): MovieRow {
  return {
    id: facts.movieId,
    title: facts.title,
    original_title: facts.originalTitle,
    year: facts.year,
    kind: facts.kind,
    runtime_minutes: facts.runtimeMinutes,
    seasons: facts.seasons,
    language: facts.language,
    genres: facts.genres,
    director: facts.director,
    creator: facts.creator,
    cast: facts.cast,
    synopsis: facts.synopsis,
    tags: facts.tags.filter((tag) => !contentTypes.has(tag)),
    content_types: facts.tags.filter((tag) => contentTypes.has(tag)),
    awards: facts.awards,
    certificate: facts.certificate,
    available_on: facts.streaming.platforms,
    streaming_as_of: facts.streaming.asOf,
    source: facts.source,
    created_at: new Date(),
  };
}
