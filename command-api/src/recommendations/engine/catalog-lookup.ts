import type { Knex } from 'knex';
import { movieIdOf } from '../../catalog/movie-id';
import type { FilterableMovie } from './filters';

/** A cataloged title as the OpenAI engine needs it: to name it in the prompt and to re-check the filters. */
export interface CatalogEntry extends FilterableMovie {
  id: string;
  title: string;
  tags: string[];
}

// Close enough to be the same film under another spelling ("Spirited Away" / "Spirited away!").
const SAME_TITLE_SIMILARITY = 0.6;

const COLUMNS = ['id', 'title', 'year', 'kind', 'runtime_minutes', 'language', 'genres', 'content_types', 'tags'];

/** Reads titles of the movies read model (rm_movies) by id and finds a title a model named. */
export class CatalogLookup {
  constructor(private readonly db: Knex) {}

  async byIds(ids: readonly string[]): Promise<Map<string, CatalogEntry>> {
    if (ids.length === 0) return new Map();
    const rows: CatalogEntry[] = await this.db('rm_movies.movies').whereIn('id', ids).select(COLUMNS);
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * The cataloged film a model meant: the same title and year (hence the same id), else the
   * original title or a near-identical title within a year of it.
   */
  async find(title: string, originalTitle: string, year: number): Promise<CatalogEntry | undefined> {
    const exact = (await this.byIds([movieIdOf(title, year)])).values().next().value;
    if (exact) return exact;
    const row: CatalogEntry | undefined = await this.db('rm_movies.movies')
      .select(COLUMNS)
      .whereBetween('year', [year - 1, year + 1])
      .andWhere((q) =>
        q
          .whereRaw('lower(original_title) = lower(?)', [originalTitle])
          .orWhereRaw('lower(original_title) = lower(?)', [title])
          .orWhereRaw('public.similarity(lower(title), lower(?)) >= ?', [title, SAME_TITLE_SIMILARITY]),
      )
      .orderByRaw('public.similarity(lower(title), lower(?)) DESC, abs(year - ?)', [title, year])
      .first();
    return row;
  }
}
