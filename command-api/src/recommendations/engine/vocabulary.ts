import type { Knex } from 'knex';
import type { Vocabulary } from './typo';

/** The catalog's words, and whether its titles record studios and franchises. */
export interface CatalogWords extends Vocabulary {
  studios: boolean;
}

/** The catalog changes rarely (a seed, a title the AI found): its words are read again after this. */
const FRESH_FOR_MS = 5 * 60 * 1000;

/**
 * The words of the movies read model (titles, people, tags, genres, synopses, studios and
 * franchises when recorded), read once and then every few minutes, for reading typos in prompts.
 */
export class CatalogVocabulary {
  private cached: { words: Promise<CatalogWords>; at: number } | undefined;

  constructor(
    private readonly db: Knex,
    private readonly now: () => number = Date.now,
  ) {}

  current(): Promise<CatalogWords> {
    if (!this.cached || this.now() - this.cached.at > FRESH_FOR_MS) {
      const words = this.read();
      this.cached = { words, at: this.now() };
      // A failed read is tried again by the next request.
      words.catch(() => (this.cached = undefined));
    }
    return this.cached.words;
  }

  private async read(): Promise<CatalogWords> {
    const columns: string[] = await this.db('information_schema.columns')
      .where({ table_schema: 'rm_movies', table_name: 'movies' })
      .whereIn('column_name', ['studios', 'franchise'])
      .pluck('column_name');
    const studios = columns.includes('studios') && columns.includes('franchise');
    const text = [
      "array_to_string(m.title_words, ' ')",
      "array_to_string(m.tags || m.genres || m.content_types, ' ')",
      'm.synopsis',
      ...(studios ? ["array_to_string(m.studios, ' ')", "coalesce(m.franchise, '')"] : []),
    ].join(" || ' ' || ");
    const { rows } = await this.db.raw<{ rows: { word: string; n: string }[] }>(
      `SELECT word, count(*) AS n FROM (
         SELECT regexp_split_to_table(lower(${text}), '[^[:alpha:]]+') AS word FROM rm_movies.movies m
         UNION ALL SELECT unnest(name_words) FROM rm_movies.people
       ) AS w WHERE char_length(word) >= 2 GROUP BY word`,
    );
    const names: { name_words: string[] }[] = await this.db('rm_movies.people').select('name_words');
    const joined = new Map<string, string>();
    for (const { name_words: words } of names) {
      for (let i = 0; i + 1 < words.length; i++) {
        const pair = `${words[i]}${words[i + 1]}`;
        if (/^\p{L}+$/u.test(pair)) joined.set(pair, `${words[i]} ${words[i + 1]}`);
      }
    }
    return { counts: new Map(rows.map((row) => [row.word, Number(row.n)])), joined, studios };
  }
}
