import type { Knex } from 'knex';
import { activeFilters, whereFiltersAllow } from './filters';
import type { Pick, RecommendationEngine, RecommendationQuery } from './port';
import { analysePrompt, type PromptAnalysis } from './prompt';
import { reasonFor, type RankedMovie } from './reasons';

/** Candidates the variety re-rank chooses from. */
const POOL = 50;
/** A wish weighs like a fairly rare search term. */
const WISH_WEIGHT = 2.5;
// Variety: at most this many picks share a director (or creator), or a first genre.
const SAME_DIRECTOR = 3;
const SAME_FIRST_GENRE = 4;

/**
 * The default engine: PostgreSQL over the movies read model. The filters are hard constraints;
 * relevance is how much of the prompt a title covers (its words weighted by rarity and by where
 * they hit, its wishes), then an exact title or a named person, then the quality prior.
 */
export function createLocalEngine(db: Knex): RecommendationEngine {
  return {
    name: 'local',
    async recommend(query: RecommendationQuery, limit = 10): Promise<Pick[]> {
      const prompt = analysePrompt(query.description);
      const filters = activeFilters(query);
      // Titles the prompt does not reach still fill the answer when filters say what is wanted.
      const fill = Object.values(filters).some((picked) => picked.length > 0) || (prompt.terms.length === 0 && prompt.wishes.length === 0);
      const candidates = await rankedCandidates(db, prompt, filters, fill);
      return withVariety(candidates, limit).map((movie) => ({ movieId: movie.id, reason: reasonFor(movie, prompt, filters) }));
    },
  };
}

async function rankedCandidates(db: Knex, prompt: PromptAnalysis, filters: ReturnType<typeof activeFilters>, fillFromFilters: boolean): Promise<RankedMovie[]> {
  const wished = (kind: string) => prompt.wishes.filter((wish) => wish.kind === kind).map((wish) => wish.value);
  const languages = wished('language');
  const genres = wished('genre');
  const contentTypes = wished('contentType');
  const eras = wished('era').map(eraYears);
  const series = wished('series').length > 0;
  const short = wished('short').length > 0;
  const wishCount = (languages.length > 0 ? 1 : 0) + genres.length + contentTypes.length + (series ? 1 : 0) + (short ? 1 : 0) + (eras.length > 0 ? 1 : 0);

  const signals = db
    .from('rm_movies.movies as m')
    .joinRaw(
      `LEFT JOIN LATERAL (
         SELECT p AS name, public.strict_word_similarity(lower(p), ?) AS similarity FROM unnest(m.people_names) AS p ORDER BY 2 DESC LIMIT 1
       ) AS person ON true`,
      [prompt.text],
    )
    .select(
      'm.id', 'm.title', 'm.year', 'm.kind', 'm.runtime_minutes', 'm.language', 'm.genres', 'm.content_types', 'm.tags',
      'm.awards', 'm.director', 'm.creator', 'm.quality',
      db.raw('person.name AS person'),
      db.raw('coalesce(person.similarity, 0) AS person_in_prompt'),
      db.raw('ARRAY(SELECT w.term FROM weighted w WHERE m.search @@ w.q ORDER BY w.idf DESC) AS matched_terms'),
      // A word in the title, tags, genres or language counts fully; one only in the synopsis or the cast less.
      db.raw(`coalesce((SELECT sum(w.idf * CASE WHEN ts_filter(m.search, '{a,b}') @@ w.q THEN 1 ELSE 0.6 END) FROM weighted w WHERE m.search @@ w.q), 0) AS term_weight`),
      db.raw(
        `(CASE WHEN m.language = ANY(?::text[]) THEN 1 ELSE 0 END)
         + (SELECT count(*) FROM unnest(m.genres) AS g WHERE g = ANY(?::text[]))
         + (SELECT count(*) FROM unnest(m.content_types) AS c WHERE c = ANY(?::text[]))
         + (CASE WHEN ?::boolean AND m.kind = 'series' THEN 1 ELSE 0 END)
         + (CASE WHEN ?::boolean AND m.kind = 'movie' AND m.runtime_minutes < 90 THEN 1 ELSE 0 END)
         + (CASE WHEN EXISTS (SELECT 1 FROM unnest(?::int[], ?::int[]) AS r(first, last) WHERE m.year BETWEEN r.first AND r.last) THEN 1 ELSE 0 END)
         AS wishes_met`,
        [languages, genres, contentTypes, series, short, eras.map(([first]) => first), eras.map(([, last]) => last)],
      ),
      db.raw('greatest(public.similarity(lower(m.title), ?), public.similarity(lower(m.original_title), ?)) AS title_similarity', [prompt.text, prompt.text]),
      db.raw('CASE WHEN char_length(m.title) >= 5 THEN public.strict_word_similarity(lower(m.title), ?) ELSE 0 END AS title_in_prompt', [prompt.text]),
    );
  whereFiltersAllow(signals, filters);

  const scored = db
    .with(
      'weighted',
      db.raw(
        `SELECT t.term, q, ln((total.n + 1.0) / (1 + (SELECT count(*) FROM rm_movies.movies c WHERE c.search @@ q))) AS idf
         FROM unnest(?::text[]) AS t(term)
         CROSS JOIN LATERAL (SELECT CASE WHEN position(' ' IN t.term) > 0 THEN phraseto_tsquery('english', t.term) ELSE plainto_tsquery('english', t.term) END) AS query(q)
         CROSS JOIN (SELECT count(*) AS n FROM rm_movies.movies) AS total
         WHERE numnode(q) > 0`,
        [prompt.terms.map((t) => t.term)],
      ),
    )
    .select('s.*')
    .select(db.raw('(SELECT coalesce(sum(idf), 0) FROM weighted) + ? AS total_weight', [WISH_WEIGHT * wishCount]))
    .from(signals.as('s'));

  const relevance = `CASE WHEN r.total_weight > 0 THEN (r.term_weight + ${WISH_WEIGHT} * r.wishes_met) / r.total_weight ELSE 0 END`;
  const titleBoost = 'CASE WHEN r.title_similarity >= 0.6 THEN 3 * r.title_similarity WHEN r.title_in_prompt >= 0.8 THEN 1.5 * r.title_in_prompt ELSE 0 END';
  const personBoost = 'CASE WHEN r.person_in_prompt >= 0.75 THEN 2 * r.person_in_prompt ELSE 0 END';
  const result = await db.raw(
    `SELECT r.*, (${relevance}) AS relevance, (${titleBoost}) AS title_boost, (${personBoost}) AS person_boost,
            2 * (${relevance}) + (${titleBoost}) + (${personBoost}) + 0.5 * r.quality AS score
     FROM (?) AS r
     WHERE ?::boolean OR (${relevance}) > 0 OR (${titleBoost}) > 0 OR (${personBoost}) > 0
     ORDER BY ((${relevance}) > 0 OR (${titleBoost}) > 0 OR (${personBoost}) > 0) DESC, score DESC, r.id
     LIMIT ?`,
    [scored, fillFromFilters, POOL],
  );
  return result.rows as RankedMovie[];
}

/** The Era filter's years, for an era wished in the prompt. */
function eraYears(era: string): [number, number] {
  if (era === 'Older') return [0, 1979];
  const first = Number(era.slice(0, 4));
  return [first, first + 9];
}

/**
 * Re-ranks the pool so no director (or creator) has more than three picks and no first genre more
 * than four; a person the prompt names is exempt (asking for Nolan means Nolan). Titles held back
 * come last, only when nothing else is left.
 */
function withVariety(pool: RankedMovie[], limit: number): RankedMovie[] {
  const picks: RankedMovie[] = [];
  const held: RankedMovie[] = [];
  const byDirector = new Map<string, number>();
  const byGenre = new Map<string, number>();
  for (const movie of pool) {
    if (picks.length === limit) break;
    const director = movie.director ?? movie.creator;
    const named = director !== null && movie.person === director && Number(movie.person_boost) > 0;
    const genre = movie.genres[0] ?? '';
    if ((director && !named && (byDirector.get(director) ?? 0) >= SAME_DIRECTOR) || (byGenre.get(genre) ?? 0) >= SAME_FIRST_GENRE) {
      held.push(movie);
      continue;
    }
    picks.push(movie);
    if (director) byDirector.set(director, (byDirector.get(director) ?? 0) + 1);
    byGenre.set(genre, (byGenre.get(genre) ?? 0) + 1);
  }
  return [...picks, ...held].slice(0, limit);
}
