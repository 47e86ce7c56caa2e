import type { Knex } from 'knex';
import type { MovieFacts } from '@more-ai/platform/film-reasons';
import { wordsOf } from '@more-ai/platform/search-words';
import { TextIndex, type TermMatch } from './text-match';
import type { Renowned } from './renown';

/** A title as the local engine ranks it: its facts, and what the ranking compares with a prompt. */
export interface IndexedTitle extends MovieFacts {
  id: string;
  runtime_minutes: number;
  /** The quality prior, a `real` in PostgreSQL (so exactly the single-precision value here). */
  quality: number;
  /** How high on the all-time lists, 0 when not on them. */
  renown: number;
  people_names: string[];
  title_words: string[];
  /** The title's length in characters. */
  title_length: number;
  /** Each recorded studio's own words ('ghibli' of 'Studio Ghibli'), for names of three characters or more that have some. */
  studio_words: string[][];
  franchise_words: string[] | null;
  /** The tags in lower case, for the tag wishes and refusals. */
  lower_tags: string[];
}

/** The catalog, read at one version of the movies read model. */
export class CatalogIndex {
  readonly byId: Map<string, IndexedTitle>;
  /** Each title's index in `titles`. */
  readonly positionOf: Map<string, number>;
  /** The titles each person is in. */
  readonly byPerson = new Map<string, number[]>();
  /** The titles by the first of their title's words (those with none under ''). */
  private readonly byTitleWord = new Map<string, number[]>();
  /** The titles by the first own word of each of their studios, and of their franchise (one with none under ''). */
  private readonly byStudioWord = new Map<string, number[]>();

  constructor(
    /** The movies projector's count of applied events and the table's identity: it moves whenever the catalog does. */
    readonly version: string,
    readonly titles: IndexedTitle[],
    /** The titles' full-text vectors, by the titles' indexes in `titles`. */
    readonly text: TextIndex,
  ) {
    this.byId = new Map(titles.map((title) => [title.id, title]));
    this.positionOf = new Map(titles.map((title, at) => [title.id, at]));
    const add = (map: Map<string, number[]>, key: string, at: number) => {
      const list = map.get(key);
      if (list === undefined) map.set(key, [at]);
      else if (list[list.length - 1] !== at) list.push(at);
    };
    titles.forEach((title, at) => {
      for (const name of title.people_names) add(this.byPerson, name, at);
      add(this.byTitleWord, title.title_words[0] ?? '', at);
      for (const words of [...title.studio_words, ...(title.franchise_words ? [title.franchise_words] : [])])
        add(this.byStudioWord, words[0] ?? '', at);
    });
  }

  /** The titles all of whose title's words are among these (`title_words <@ words`). */
  titlesNamedBy(words: ReadonlySet<string>): number[] {
    return this.candidates(this.byTitleWord, words).filter((at) => this.titles[at]!.title_words.every((word) => words.has(word)));
  }

  /** The titles with a studio, or a franchise, all of whose own words are among these. */
  studiosNamedBy(words: ReadonlySet<string>): number[] {
    return this.candidates(this.byStudioWord, words).filter((at) => {
      const title = this.titles[at]!;
      return (
        title.studio_words.some((own) => own.every((word) => words.has(word))) ||
        (title.franchise_words !== null && title.franchise_words.every((word) => words.has(word)))
      );
    });
  }

  private candidates(map: Map<string, number[]>, words: ReadonlySet<string>): number[] {
    const found = new Set<number>(map.get('') ?? []);
    for (const word of words) for (const at of map.get(word) ?? []) found.add(at);
    return [...found];
  }
}

/**
 * SQL for the catalog's version: the movies projector counts each event it applies (a title added
 * or revised) in the checkpoint it commits with the rows, and a rebuild swaps in a new table.
 */
export const CATALOG_VERSION_SQL =
  "coalesce((SELECT handled FROM rm_movies.projection_checkpoint WHERE name = 'movies'), -1)::text || ':' || 'rm_movies.movies'::regclass::oid::text";

// Words that only say what a company is: 'Ghibli' names Studio Ghibli, 'Yash Raj' Yash Raj Films.
const COMPANY_WORDS = [
  'studio',
  'studios',
  'films',
  'film',
  'pictures',
  'productions',
  'entertainment',
  'animation',
  'animations',
  'company',
];

/**
 * The movies read model in memory, for ranking every title against a prompt without a query per
 * title. Read again, whole and in one snapshot, when the catalog's version moves (a title added or
 * revised, a rebuild); a request that finds the version it was asked for shares the reading in flight.
 */
export class CatalogIndexCache {
  private latest: Promise<CatalogIndex> | undefined;
  private latestVersion: string | undefined;

  constructor(
    private readonly db: Knex,
    private readonly renowned: () => Promise<readonly Renowned[]>,
  ) {}

  /** The index at `version` (or a later one). */
  async at(version: string): Promise<CatalogIndex> {
    if (this.latest && this.latestVersion === version) return this.latest;
    const reading = this.read();
    this.latest = reading;
    this.latestVersion = version;
    reading.then(
      (index) => {
        if (this.latest === reading) this.latestVersion = index.version;
      },
      () => {
        // A failed read is tried again by the next request.
        if (this.latest === reading) this.latest = this.latestVersion = undefined;
      },
    );
    return reading;
  }

  private async read(): Promise<CatalogIndex> {
    const renown = new Map((await this.renowned()).map((r) => [r.id, r.renown]));
    return this.db.transaction(
      async (trx) => {
        const { rows: versions } = await trx.raw<{ rows: { version: string }[] }>(`SELECT ${CATALOG_VERSION_SQL} AS version`);
        const { rows } = await trx.raw<{
          rows: (Omit<IndexedTitle, 'renown' | 'lower_tags' | 'studio_words'> & { search: string; studio_words: string[] })[];
        }>(
          `SELECT m.id, m.title, m.year, m.kind, m.runtime_minutes, m.language, m.genres, m.content_types, m.tags, m.awards,
                  m.director, m.creator, m.quality, m.people_names, m.title_words, char_length(m.title) AS title_length,
                  m.search::text AS search,
                  ARRAY(SELECT array_to_string(own.words, ' ')
                        FROM unnest(m.studios) AS s(name)
                        CROSS JOIN LATERAL (SELECT ARRAY(SELECT w FROM unnest(${wordsOf('s.name')}) AS w WHERE w <> ALL(?::text[])) AS words) AS own
                        WHERE char_length(s.name) >= 3 AND cardinality(own.words) > 0) AS studio_words,
                  CASE WHEN m.franchise IS NOT NULL THEN ${wordsOf('m.franchise')} END AS franchise_words
           FROM rm_movies.movies m ORDER BY m.id`,
          [COMPANY_WORDS],
        );
        const titles: IndexedTitle[] = rows.map(({ search: _search, ...row }) => ({
          ...row,
          quality: Math.fround(Number(row.quality)),
          renown: renown.get(row.id) ?? 0,
          studio_words: row.studio_words.map((words) => words.split(' ')),
          lower_tags: row.tags.map((tag) => tag.toLowerCase()),
        }));
        return new CatalogIndex(versions[0]!.version, titles, new TextIndex(rows.map((row) => row.search)));
      },
      { isolationLevel: 'repeatable read', readOnly: true },
    );
  }
}

/**
 * A term's query of a shape the in-memory match leaves to PostgreSQL (`parseTermQuery` reads none),
 * matched there: the index's titles it matches, and those it matches in weights A and B.
 */
export async function matchedInDatabase(db: Knex, index: CatalogIndex, query: string): Promise<TermMatch> {
  const { rows } = await db.raw<{ rows: { id: string; strong: boolean }[] }>(
    `SELECT id, search @@ regexp_replace(q::text, '''( |$)', ''':AB\\1', 'g')::tsquery AS strong
     FROM rm_movies.movies, CAST(? AS tsquery) AS q WHERE search @@ q`,
    [query],
  );
  const found = rows.flatMap((row) => {
    const position = index.positionOf.get(row.id);
    return position === undefined ? [] : [{ position, strong: row.strong }];
  });
  found.sort((a, b) => a.position - b.position);
  return { titles: Int32Array.from(found.map((f) => f.position)), strong: Uint8Array.from(found.map((f) => (f.strong ? 1 : 0))) };
}
