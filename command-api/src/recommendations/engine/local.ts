import type { Knex } from 'knex';
import { wordsOf } from '@more-ai/platform/search-words';
import { activeFilters, eraYears } from './filters';
import { whereFiltersAllow, whereRefusalsAllow } from './sql-filters';
import { NO_TASTE, type MemberTaste, type Pick, type RecommendationEngine, type RecommendationQuery } from './port';
import { analysePrompt, type PromptAnalysis } from './prompt';
import { reasonFor, sharedBy, type MovieFacts, type RatedLikeness } from '@more-ai/platform/film-reasons';
import { diversified, likeness } from '@more-ai/platform/film-variety';
import { CatalogVocabulary } from './vocabulary';
import { renownedTitles, type Renowned } from './renown';

/** Candidates the variety re-rank chooses from. */
const POOL = 50;
/** A wish weighs like a fairly rare search term. */
const WISH_WEIGHT = 2.5;
/** How far a film like one the member rated 4 or more (or 2 or less) moves up (or down). */
const TASTE_WEIGHT = 0.8;
/**
 * What being on the all-time lists adds, times the square of how much of the request a title
 * answers: among titles that answer alike the one most people know comes first; a famous title that
 * answers two thirds of the request gets less than half of it, and seldom passes one that answers all of it.
 */
const RENOWN_WEIGHT = 1;
/** What being in the language the prompt is written in adds, times how much of the request a title answers. */
const WRITTEN_IN_WEIGHT = 1;
/** A wished genre counts fully when it is the title's first genre, less when the title is only partly of it. */
const SECONDARY_GENRE = 0.85;
/** A language the prompt names weighs as two wishes. */
const LANGUAGE_WISH = 2;
const LIKED = 4;
const DISLIKED = 2;

/** A title's facts as the ranking query returns them, with what of the request it met. */
interface RankedMovie extends MovieFacts {
  id: string;
  runtime_minutes: number;
  /** The person of the title closest to being named in the prompt. */
  person: string | null;
  /** Prompt terms found in the title's text, rarest first. */
  matched_terms: string[];
  /** Numbers arrive as text when PostgreSQL computes them as numeric. */
  relevance: number | string;
  title_boost: number | string;
  person_boost: number | string;
}

interface Candidate extends RankedMovie {
  score: number | string;
  reached: boolean;
  studio_named: boolean;
}

/**
 * The default engine: PostgreSQL over the movies read model. The filters are hard constraints;
 * relevance is how much of the prompt a title covers (its words weighted by rarity and by where
 * they hit, its wishes), then an exact title or a named person, then the quality prior.
 */
export function createLocalEngine(db: Knex): RecommendationEngine {
  const vocabulary = new CatalogVocabulary(db);
  let renowned: Promise<Renowned[]> | undefined;
  return {
    name: 'local',
    async recommend(query: RecommendationQuery, limit = 10, taste: MemberTaste = NO_TASTE): Promise<Pick[]> {
      const catalog = await vocabulary.current();
      const prompt = analysePrompt(query.description, catalog);
      const filters = activeFilters(query);
      // Titles the prompt does not reach still fill the answer when filters say what is wanted.
      const fill = Object.values(filters).some((picked) => picked.length > 0) || (prompt.terms.length === 0 && prompt.wishes.length === 0);
      renowned ??= renownedTitles().catch((error: unknown) => {
        renowned = undefined;
        throw error;
      });
      const candidates = await rankedCandidates(db, prompt, filters, fill, taste.owned, catalog.studios, await renowned);
      const rated = await ratedFilms(db, taste);
      const pool = candidates.map((movie) => {
        const liked = closest(
          movie,
          rated.filter((r) => r.rating >= LIKED),
        );
        const disliked = closest(
          movie,
          rated.filter((r) => r.rating <= DISLIKED),
        );
        const named = movie.person !== null && Number(movie.person_boost) > 0 ? movie.person : null;
        return {
          movie,
          liked,
          genres: movie.genres,
          year: movie.year,
          language: movie.language,
          maker: movie.director ?? movie.creator,
          makerNamed: named !== null && named === (movie.director ?? movie.creator),
          reached: movie.reached,
          score: Number(movie.score) + TASTE_WEIGHT * ((liked?.likeness ?? 0) - (disliked?.likeness ?? 0)),
        };
      });
      return diversified(pool, limit).map(({ movie, liked }) => {
        const likeRated: RatedLikeness | undefined = liked?.shared
          ? { title: liked.film.title, rating: liked.film.rating, shared: liked.shared }
          : undefined;
        const personNamed = Number(movie.person_boost) > 0 ? movie.person : null;
        const asked = [...prompt.terms.map((t) => t.term), ...prompt.wishes.map((w) => w.value)];
        return { movieId: movie.id, reason: reasonFor(movie, { personNamed, asked, ...(likeRated ? { likeRated } : {}) }) };
      });
    },
  };
}

interface RatedFilm extends MovieFacts {
  id: string;
  rating: number;
}

/** The facts of the films the member rated, with their ratings. */
async function ratedFilms(db: Knex, taste: MemberTaste): Promise<RatedFilm[]> {
  const strong = taste.ratings.filter((r) => r.rating >= LIKED || r.rating <= DISLIKED);
  if (strong.length === 0) return [];
  const rows: (MovieFacts & { id: string })[] = await db('rm_movies.movies')
    .whereIn(
      'id',
      strong.map((r) => r.movieId),
    )
    .select('id', 'title', 'year', 'kind', 'language', 'genres', 'content_types', 'tags', 'awards', 'director', 'creator');
  return rows.map((row) => ({ ...row, rating: strong.find((r) => r.movieId === row.id)!.rating }));
}

/** The rated film a title is most like (sharing a maker, genres, tags, language, decade), and what they share. */
function closest(movie: Candidate, films: RatedFilm[]): { film: RatedFilm; likeness: number; shared: string | undefined } | undefined {
  let best: { film: RatedFilm; likeness: number; shared: string | undefined } | undefined;
  for (const film of films) {
    const tags = movie.tags.filter((tag) => film.tags.some((other) => other.toLowerCase() === tag.toLowerCase())).length;
    const value =
      likeness(
        {
          genres: movie.genres,
          year: movie.year,
          language: movie.language,
          maker: movie.director ?? movie.creator,
          score: 0,
          reached: true,
          makerNamed: false,
        },
        {
          genres: film.genres,
          year: film.year,
          language: film.language,
          maker: film.director ?? film.creator,
          score: 0,
          reached: true,
          makerNamed: false,
        },
      ) + (tags > 0 ? 0.3 : 0);
    if (!best || value > best.likeness) best = { film, likeness: value, shared: sharedBy(movie, film) };
  }
  return best;
}

async function rankedCandidates(
  db: Knex,
  prompt: PromptAnalysis,
  filters: ReturnType<typeof activeFilters>,
  fillFromFilters: boolean,
  owned: readonly string[],
  studios: boolean,
  renowned: readonly Renowned[],
): Promise<Candidate[]> {
  const wishes = wishConditions(prompt);
  const hasText = prompt.text !== '';
  const hasTerms = prompt.terms.length > 0;
  // Only a prompt about as short as a title can be a loosely typed title.
  const mayBeTitle = hasText && prompt.text.length <= 60 && prompt.text.split(' ').length <= 6;

  // First every title the filters allow, scored on a few columns; only the best then carry their facts.
  const signals = db
    .from('rm_movies.movies as m')
    .select('m.id', 'm.quality')
    .select(
      db.raw('coalesce((SELECT r.renown FROM unnest(?::uuid[], ?::float8[]) AS r(id, renown) WHERE r.id = m.id), 0) AS renowned', [
        renowned.map((r) => r.id),
        renowned.map((r) => r.renown),
      ]),
    )
    // A language asked for (a filter or a word) says more than the language the prompt is written in.
    .select(db.raw('(m.language = ?) AS written_in', [languageAsked(prompt, filters) ? '' : (prompt.writtenIn ?? '')]))
    .select(
      db.raw(
        wishes.length > 0
          ? `${wishes.map((w) => `(CASE WHEN ${w.sql} THEN ${w.full ?? String(w.weight ?? 1)} ELSE 0 END)`).join(' + ')} AS wishes_met`
          : '0 AS wishes_met',
        wishes.flatMap((w) => [...w.bindings, ...(w.fullBindings ?? [])]),
      ),
    );
  if (hasText) {
    signals.joinRaw('CROSS JOIN prompt').select(
      db.raw('(m.people_names && prompt.names) AS person_named'),
      // Short titles ('Up', 'Her') are too common as words to count as named.
      db.raw('(char_length(m.title) >= 5 AND m.title_words <@ prompt.title_words) AS title_in_prompt'),
      db.raw(`${studios ? STUDIO_NAMED : 'false'} AS studio_named`),
    );
  } else signals.select(db.raw('false AS person_named, false AS title_in_prompt, false AS studio_named'));
  if (hasTerms) {
    signals.joinRaw('CROSS JOIN matches').select(
      // A word in the title, tags, genres or language counts fully; one only in the synopsis or the cast less.
      db.raw(
        'CASE WHEN m.search @@ matches.any_query THEN (SELECT sum(w.idf * CASE WHEN m.search @@ w.q_strong THEN 1 ELSE 0.6 END) FROM weighted w WHERE m.search @@ w.q) ELSE 0 END AS term_weight',
      ),
    );
  } else signals.select(db.raw('0::float8 AS term_weight'));
  if (mayBeTitle) signals.leftJoin('titled', 'titled.id', 'm.id').select(db.raw('coalesce(titled.similarity, 0) AS title_similarity'));
  else signals.select(db.raw('0 AS title_similarity'));
  whereFiltersAllow(signals, filters);
  whereRefusalsAllow(signals, prompt.refusals);
  if (owned.length > 0) signals.whereRaw('m.id <> ALL(?::uuid[])', [[...owned]]);
  if (!fillFromFilters && wishes.length === 0) {
    // Without filters to fill from, only titles the prompt reaches are ranked: the indexes find them.
    // (A wish like 'drama' reaches much of the catalog; then every title is scored and those that
    // reach nothing are dropped from the best below.)
    const reachable = [
      'SELECT id FROM rm_movies.movies WHERE people_names && (SELECT names FROM prompt)',
      'SELECT id FROM rm_movies.movies WHERE title_words <@ (SELECT title_words FROM prompt) AND char_length(title) >= 5',
    ];
    if (hasTerms) reachable.push('SELECT id FROM rm_movies.movies WHERE search @@ (SELECT any_query FROM matches)');
    if (mayBeTitle) reachable.push('SELECT id FROM titled');
    if (studios) reachable.push(`SELECT m.id FROM rm_movies.movies m CROSS JOIN prompt WHERE ${STUDIO_NAMED}`);
    signals.whereRaw(`m.id IN (${reachable.join(' UNION ')})`);
  }

  // Computed once per request and shared by every row: what the prompt says, and what it weighs.
  const shared: [name: string, sql: Knex.Raw][] = [];
  if (hasText) {
    shared.push([
      'prompt',
      db.raw(
        // The prompt's words, and the people it names: in full (a one-word name of four letters or more
        // counts), or by the first two words of a longer name, side by side ('Tony Leung' names Tony
        // Leung Chiu-wai and Tony Leung Ka-fai; 'a park with Jackie Chan' does not name Park Chan-wook).
        `SELECT w.words, ${wordsOf('?::text')} AS title_words, ARRAY(
           SELECT p.name FROM rm_movies.people p
           WHERE p.name_words && w.words
             AND ((p.name_words <@ w.words AND (cardinality(p.name_words) >= 2 OR char_length(p.name) >= 4))
               OR (cardinality(p.name_words) >= 3
                   AND position(' ' || array_to_string(p.name_words[1:2], ' ') || ' ' IN ' ' || array_to_string(w.words, ' ') || ' ') > 0))
         ) AS names
         FROM (SELECT ${wordsOf('?::text')} AS words) AS w`,
        [prompt.titleText, prompt.names],
      ),
    ]);
  }
  if (hasTerms) {
    shared.push(
      // The planner's row estimate, free and exact enough for word rarity; a thousand until there is one.
      [
        'catalog_size',
        db.raw(
          "SELECT CASE WHEN c.reltuples > 0 THEN c.reltuples ELSE 1000 END AS n FROM pg_class c WHERE c.oid = 'rm_movies.movies'::regclass",
        ),
      ],
      [
        'weighted',
        db.raw(
          // q_strong: the same words, found only in the title, tags, genres or language (weights A and B).
          `SELECT t.term, q, regexp_replace(q::text, '''( |$)', ''':AB\\1', 'g')::tsquery AS q_strong,
                  ln((total.n + 1) / (1 + (SELECT count(*) FROM rm_movies.movies c WHERE c.search @@ q)))::float8 AS idf
           FROM unnest(?::text[]) AS t(term)
           CROSS JOIN LATERAL (SELECT CASE WHEN position(' ' IN t.term) > 0 THEN phraseto_tsquery('english', t.term) ELSE plainto_tsquery('english', t.term) END) AS query(q)
           CROSS JOIN catalog_size AS total
           WHERE numnode(q) > 0`,
          [prompt.terms.map((t) => t.term)],
        ),
      ],
      ['matches', db.raw("SELECT coalesce(sum(idf), 0) AS total, string_agg(q::text, ' | ')::tsquery AS any_query FROM weighted")],
    );
  }
  if (mayBeTitle) {
    shared.push([
      'titled',
      db.raw(
        // Titles close to the whole prompt, found through the trigram indexes.
        `SELECT id, max(similarity) AS similarity FROM (
           SELECT id, public.similarity(title, ?) AS similarity FROM rm_movies.movies WHERE title OPERATOR(public.%) ?
           UNION ALL
           SELECT id, public.similarity(original_title, ?) FROM rm_movies.movies WHERE original_title OPERATOR(public.%) ?
         ) AS close GROUP BY id`,
        [prompt.text, prompt.text, prompt.text, prompt.text],
      ),
    ]);
  }
  const termTotal = hasTerms ? '(SELECT total FROM matches)' : '0';
  const scored = db
    .select('s.*')
    .from(signals.as('s'))
    .select(db.raw(`${termTotal} + ?::float8 AS total_weight`, [WISH_WEIGHT * wishes.reduce((sum, wish) => sum + (wish.weight ?? 1), 0)]));

  const relevance = `CASE WHEN r.total_weight > 0 THEN (r.term_weight + ${WISH_WEIGHT} * r.wishes_met) / r.total_weight ELSE 0 END`;
  const titleBoost = 'CASE WHEN r.title_similarity >= 0.6 THEN 3 * r.title_similarity WHEN r.title_in_prompt THEN 1.5 ELSE 0 END';
  const personBoost = 'CASE WHEN r.person_named THEN 2 ELSE 0 END';
  const person = hasText ? '(SELECT p FROM unnest(m.people_names) AS p WHERE p = ANY((SELECT names FROM prompt)::text[]) LIMIT 1)' : 'NULL';
  const matchedTerms = hasTerms ? 'ARRAY(SELECT w.term FROM weighted w WHERE m.search @@ w.q ORDER BY w.idf DESC)' : "'{}'::text[]";
  const result = await db.raw(
    `WITH ${shared.map(([name]) => `${name} AS MATERIALIZED (?), `).join('')}parts AS MATERIALIZED (
       SELECT r.id, r.quality, r.renowned, r.written_in, CASE WHEN r.total_weight = 0 OR r.studio_named THEN 1 ELSE ${relevance} END AS fit, (${relevance}) AS relevance, (${titleBoost}) AS title_boost, (${personBoost}) AS person_boost,
              r.studio_named FROM (?) AS r
     ), relative AS MATERIALIZED (
       -- A long prompt is seldom answered whole: relevance counts against what the best answer meets.
       SELECT p.*, p.relevance / greatest(max(p.relevance) OVER (), 0.000001) AS answer,
              p.fit / greatest(max(p.fit) OVER (), 0.000001) AS share
       FROM parts p
     ), best AS (
       SELECT id, relevance, title_boost, person_boost, studio_named,
              (relevance > 0 OR title_boost > 0 OR person_boost > 0 OR studio_named) AS reached,
              2 * answer + title_boost + person_boost + CASE WHEN studio_named THEN 2 ELSE 0 END + 0.5 * quality
                + ${RENOWN_WEIGHT} * renowned * share * share + CASE WHEN written_in THEN ${WRITTEN_IN_WEIGHT} * share ELSE 0 END AS score
       FROM relative
       WHERE ?::boolean OR relevance > 0 OR title_boost > 0 OR person_boost > 0 OR studio_named
       ORDER BY reached DESC, score DESC, id
       LIMIT ?
     )
     SELECT m.id, m.title, m.year, m.kind, m.runtime_minutes, m.language, m.genres, m.content_types, m.tags, m.awards, m.director, m.creator,
            best.relevance, best.title_boost, best.person_boost, best.score, best.reached, best.studio_named,
            ${person} AS person, ${matchedTerms} AS matched_terms
     FROM best JOIN rm_movies.movies m ON m.id = best.id
     ORDER BY best.reached DESC, best.score DESC, best.id`,
    [...shared.map(([, sql]) => sql), scored, fillFromFilters, POOL],
  );
  return result.rows as Candidate[];
}

// A studio or franchise the prompt names in full (when the catalog records them).
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
const STUDIO_NAMED = `(EXISTS (
     SELECT 1 FROM unnest(m.studios) AS s(name)
     CROSS JOIN LATERAL (SELECT ARRAY(SELECT w FROM unnest(${wordsOf('s.name')}) AS w WHERE w <> ALL('{${COMPANY_WORDS.join(',')}}'::text[])) AS words) AS own
     WHERE char_length(s.name) >= 3 AND cardinality(own.words) > 0 AND own.words <@ prompt.words)
   OR (m.franchise IS NOT NULL AND ${wordsOf('m.franchise')} <@ prompt.words))`;

/** The tags that say a title is of a kind a prompt asks for. */
const TAGGED: Record<string, string[]> = { animation: ['animation', 'anime', 'stop motion'] };

interface WishCondition {
  sql: string;
  bindings: Knex.RawBinding[];
  /** How much it weighs against the other wishes, when not 1. */
  weight?: number;
  /** How much meeting it counts, when not its weight (with its own bindings). */
  full?: string;
  fullBindings?: Knex.RawBinding[];
}

/** Each wish as a condition on a title; a title meeting one counts it once (a genre: less when not its first). */
function wishConditions(prompt: PromptAnalysis): WishCondition[] {
  const wished = (kind: string) => prompt.wishes.filter((wish) => wish.kind === kind).map((wish) => wish.value);
  const conditions: WishCondition[] = [];
  const languages = wished('language');
  // Someone who names a language ('Korean dramas') means it more than any other word of the prompt.
  if (languages.length > 0) conditions.push({ sql: 'm.language = ANY(?::text[])', bindings: [languages], weight: LANGUAGE_WISH });
  for (const genre of wished('genre'))
    conditions.push({
      sql: '? = ANY(m.genres)',
      bindings: [genre],
      full: `(CASE WHEN m.genres[1] = ? THEN 1 ELSE ${SECONDARY_GENRE} END)`,
      fullBindings: [genre],
    });
  for (const type of wished('contentType')) conditions.push({ sql: '? = ANY(m.content_types)', bindings: [type] });
  for (const tag of wished('tag'))
    conditions.push({
      sql: "EXISTS (SELECT 1 FROM unnest(m.tags) AS t(tag) WHERE lower(t.tag) ~ ('(^|[^[:alnum:]])(' || array_to_string(?::text[], '|') || ')($|[^[:alnum:]])'))",
      bindings: [TAGGED[tag] ?? [tag]],
    });
  if (wished('series').length > 0) conditions.push({ sql: "m.kind = 'series'", bindings: [] });
  if (wished('short').length > 0) conditions.push({ sql: "(m.kind = 'movie' AND m.runtime_minutes < 90)", bindings: [] });
  const eras = wished('era').map(eraYears);
  if (eras.length > 0) conditions.push({ sql: `(${eras.map(() => 'm.year BETWEEN ? AND ?').join(' OR ')})`, bindings: eras.flat() });
  return conditions;
}

/** Whether the request names a language: a language filter other than 'Any language', or a word like 'Korean'. */
function languageAsked(prompt: PromptAnalysis, filters: ReturnType<typeof activeFilters>): boolean {
  return filters.language.length > 0 || prompt.wishes.some((wish) => wish.kind === 'language');
}
