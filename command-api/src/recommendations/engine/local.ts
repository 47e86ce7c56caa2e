import type { Knex } from 'knex';
import { wordsOf } from '@more-ai/platform/search-words';
import { preparedQuery } from '@more-ai/platform/database';
import { activeFilters, allowedByFilters, eraYears } from './filters';
import { refusalTest } from './negation';
import { NO_TASTE, type MemberTaste, type Pick, type RecommendationEngine, type RecommendationQuery } from './port';
import { analysePrompt, type PromptAnalysis } from './prompt';
import { reasonFor, sharedBy, type MovieFacts, type RatedLikeness } from '@more-ai/platform/film-reasons';
import { diversified, likeness } from '@more-ai/platform/film-variety';
import { CatalogVocabulary } from './vocabulary';
import { renownedTitles, type Renowned } from './renown';
import { CATALOG_VERSION_SQL, CatalogIndexCache, matchedInDatabase, type CatalogIndex, type IndexedTitle } from './catalog-index';
import { parseTermQuery, type TermMatch } from './text-match';

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
/**
 * A wished genre counts fully when it is the title's first genre, less when the title is only partly
 * of it. Wishes are counted in hundredths, so that their sums are exact.
 */
const SECONDARY_GENRE = 85;
const FULL = 100;
/** A language the prompt names weighs as two wishes. */
const LANGUAGE_WISH = 2;
/** A word found only in the synopsis or the cast counts this much of one found in the title, tags, genres or language. */
const WEAK_MATCH = 0.6;
const LIKED = 4;
const DISLIKED = 2;

/** A title the ranking chose, with what of the request it met. */
interface Candidate extends IndexedTitle {
  score: number;
  reached: boolean;
  /** The person of the title named in the prompt. */
  person: string | null;
  personNamed: boolean;
}

/**
 * The default engine: the movies read model, ranked in memory (./catalog-index), with PostgreSQL
 * reading the prompt (its words stemmed, the people it names, the titles it is close to). The
 * filters are hard constraints; relevance is how much of the prompt a title covers (its words
 * weighted by rarity and by where they hit, its wishes), then an exact title or a named person,
 * then the quality prior.
 */
export function createLocalEngine(db: Knex): RecommendationEngine {
  const vocabulary = new CatalogVocabulary(db);
  let renowned: Promise<Renowned[]> | undefined;
  const index = new CatalogIndexCache(
    db,
    () =>
      (renowned ??= renownedTitles().catch((error: unknown) => {
        renowned = undefined;
        throw error;
      })),
  );
  return {
    name: 'local',
    async recommend(query: RecommendationQuery, limit = 10, taste: MemberTaste = NO_TASTE): Promise<Pick[]> {
      const catalog = await vocabulary.current();
      const prompt = analysePrompt(query.description, catalog);
      const filters = activeFilters(query);
      // Titles the prompt does not reach still fill the answer when filters say what is wanted.
      const fill = Object.values(filters).some((picked) => picked.length > 0) || (prompt.terms.length === 0 && prompt.wishes.length === 0);
      const read = await readPrompt(db, prompt);
      const titles = await index.at(read.version);
      const candidates = rankedCandidates(titles, prompt, read, await read.matches(titles), filters, fill, taste.owned, catalog.studios);
      const rated = ratedFilms(titles, taste);
      const liked = rated.filter((r) => r.rating >= LIKED);
      const disliked = rated.filter((r) => r.rating <= DISLIKED);
      const pool = candidates.map((movie) => {
        const like = closest(movie, liked);
        const unlike = closest(movie, disliked);
        const maker = movie.director ?? movie.creator;
        return {
          movie,
          liked: like,
          genres: movie.genres,
          year: movie.year,
          language: movie.language,
          maker,
          makerNamed: movie.personNamed && movie.person !== null && movie.person === maker,
          reached: movie.reached,
          score: movie.score + TASTE_WEIGHT * ((like?.likeness ?? 0) - (unlike?.likeness ?? 0)),
        };
      });
      const asked = [...prompt.terms.map((t) => t.term), ...prompt.wishes.map((w) => w.value)];
      return diversified(pool, limit).map(({ movie, liked: like }) => {
        const likeRated: RatedLikeness | undefined = like?.shared
          ? { title: like.film.title, rating: like.film.rating, shared: like.shared }
          : undefined;
        const personNamed = movie.personNamed ? movie.person : null;
        return { movieId: movie.id, reason: reasonFor(movie, { personNamed, asked, ...(likeRated ? { likeRated } : {}) }) };
      });
    },
  };
}

interface RatedFilm extends MovieFacts {
  id: string;
  rating: number;
}

/** The facts of the films the member rated 4 or more, or 2 or less, with their ratings. */
function ratedFilms(index: CatalogIndex, taste: MemberTaste): RatedFilm[] {
  return taste.ratings
    .filter((r) => r.rating >= LIKED || r.rating <= DISLIKED)
    .flatMap((r) => {
      const film = index.byId.get(r.movieId);
      return film ? [{ ...film, rating: r.rating }] : [];
    });
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

/** What PostgreSQL reads of a prompt, in one round trip with the catalog's version. */
interface PromptReading {
  version: string;
  /** The prompt's words (and their reading in English), where names are looked for. */
  words: string[];
  /** The words of the prompt's text, where a title may be named. */
  titleWords: string[];
  /** The people the prompt names. */
  names: string[];
  /** Titles close to the whole prompt, by trigram similarity. */
  titled: Map<string, number>;
  /** Each search term that keeps a word once stemmed, in the prompt's order, with the titles it matches. */
  matches(index: CatalogIndex): Promise<{ term: string; match: TermMatch }[]>;
}

async function readPrompt(db: Knex, prompt: PromptAnalysis): Promise<PromptReading> {
  const hasText = prompt.text !== '';
  const terms = prompt.terms.map((t) => t.term);
  const select = [`${CATALOG_VERSION_SQL} AS version`];
  const bindings: Knex.RawBinding[] = [];
  if (hasText) {
    // The people a prompt names: in full (a one-word name of four letters or more counts), or by
    // the first two words of a longer name, side by side ('Tony Leung' names Tony Leung Chiu-wai and
    // Tony Leung Ka-fai; 'a park with Jackie Chan' does not name Park Chan-wook).
    select.push(
      'w.words',
      `${wordsOf('?::text')} AS title_words`,
      `ARRAY(
         SELECT p.name FROM rm_movies.people p
         WHERE p.name_words && w.words
           AND ((p.name_words <@ w.words AND (cardinality(p.name_words) >= 2 OR char_length(p.name) >= 4))
             OR (cardinality(p.name_words) >= 3
                 AND position(' ' || array_to_string(p.name_words[1:2], ' ') || ' ' IN ' ' || array_to_string(w.words, ' ') || ' ') > 0))
       ) AS names`,
    );
    bindings.push(prompt.titleText);
  }
  if (terms.length > 0) {
    // Each term as the text search reads it: a phrase when it has two words.
    select.push(`ARRAY(
       SELECT q::text FROM unnest(?::text[]) WITH ORDINALITY AS t(term, i)
       CROSS JOIN LATERAL (SELECT CASE WHEN position(' ' IN t.term) > 0 THEN phraseto_tsquery('english', t.term) ELSE plainto_tsquery('english', t.term) END) AS query(q)
       ORDER BY t.i) AS queries`);
    bindings.push(terms);
  }
  // Only a prompt about as short as a title can be a loosely typed title: titles close to it, through the trigram indexes.
  const mayBeTitle = hasText && prompt.text.length <= 60 && prompt.text.split(' ').length <= 6;
  if (mayBeTitle) {
    select.push(`ARRAY(
       SELECT json_build_array(id, max(similarity)) FROM (
         SELECT id, public.similarity(title, ?) AS similarity FROM rm_movies.movies WHERE title OPERATOR(public.%) ?
         UNION ALL
         SELECT id, public.similarity(original_title, ?) FROM rm_movies.movies WHERE original_title OPERATOR(public.%) ?
       ) AS close GROUP BY id) AS titled`);
    bindings.push(prompt.text, prompt.text, prompt.text, prompt.text);
  }
  // Prepared: planning this query costs several times running it. One name per shape of it.
  const rows = await preparedQuery<{
    version: string;
    words?: string[];
    title_words?: string[];
    names?: string[];
    queries?: string[];
    titled?: [string, number][];
  }>(
    db,
    `local-engine-prompt${hasText ? '-text' : ''}${terms.length > 0 ? '-terms' : ''}${mayBeTitle ? '-title' : ''}`,
    `SELECT ${select.join(', ')} FROM (SELECT ${wordsOf('?::text')} AS words) AS w`,
    [...bindings, prompt.names],
  );
  const row = rows[0]!;
  return {
    version: row.version,
    words: row.words ?? [],
    titleWords: row.title_words ?? [],
    names: row.names ?? [],
    titled: new Map((row.titled ?? []).map(([id, similarity]) => [id, Math.fround(similarity)])),
    async matches(index) {
      const queries = row.queries ?? [];
      const found: { term: string; match: TermMatch }[] = [];
      for (const [i, text] of queries.entries()) {
        // A query that keeps no word ('the') matches nothing and weighs nothing.
        if (text === '') continue;
        const parsed = parseTermQuery(text);
        found.push({ term: terms[i]!, match: parsed ? index.text.match(parsed) : await matchedInDatabase(db, index, text) });
      }
      return found;
    },
  };
}

/**
 * Every title the filters and refusals allow, scored: relevance (the share of the prompt's term
 * weight and wishes it meets, against what the best answer meets), a named title, person, studio
 * or franchise, the quality prior, renown and the prompt's language as the answer grows; the
 * best POOL, those the request reached first.
 */
function rankedCandidates(
  index: CatalogIndex,
  prompt: PromptAnalysis,
  read: PromptReading,
  matches: { term: string; match: TermMatch }[],
  filters: ReturnType<typeof activeFilters>,
  fill: boolean,
  owned: readonly string[],
  studios: boolean,
): Candidate[] {
  const count = index.titles.length;
  const hasText = prompt.text !== '';
  const wishes = wishTests(prompt);
  const refused = refusalTest(prompt.refusals);
  const filtered = Object.values(filters).some((picked) => picked.length > 0);
  const ownedIds = new Set(owned);
  const names = new Set(read.names);
  // A language asked for (a filter or a word) says more than the language the prompt is written in.
  const writtenIn = languageAsked(prompt, filters) ? undefined : prompt.writtenIn;

  // Each term weighs by its rarity in the catalog; a title sums the weights of the terms it matches.
  const termWeight = new Float64Array(count);
  let termTotal = 0;
  for (const { match } of matches) {
    const idf = Math.log(Math.fround((count + 1) / (1 + match.titles.length)));
    termTotal += idf;
    match.titles.forEach((title, k) => {
      termWeight[title] = termWeight[title]! + idf * (match.strong[k] ? 1 : WEAK_MATCH);
    });
  }
  const totalWeight = termTotal + WISH_WEIGHT * wishes.reduce((sum, wish) => sum + wish.weight, 0);

  // What the prompt names, found through the index's words rather than title by title.
  const personNamed = new Uint8Array(count);
  const titleInPrompt = new Uint8Array(count);
  const studioNamed = new Uint8Array(count);
  const similarity = new Float64Array(count);
  if (hasText) {
    for (const name of names) for (const at of index.byPerson.get(name) ?? []) personNamed[at] = 1;
    const titleWords = new Set(read.titleWords);
    // Short titles ('Up', 'Her') are too common as words to count as named.
    for (const at of index.titlesNamedBy(titleWords)) if (index.titles[at]!.title_length >= 5) titleInPrompt[at] = 1;
    if (studios) for (const at of index.studiosNamedBy(new Set(read.words))) studioNamed[at] = 1;
    for (const [id, value] of read.titled) {
      const at = index.positionOf.get(id);
      if (at !== undefined) similarity[at] = value;
    }
  }

  const allowed: number[] = [];
  const relevance = new Float64Array(count);
  const fit = new Float64Array(count);
  const titleBoost = new Float64Array(count);
  let bestRelevance = 0;
  let bestFit = 0;
  for (let at = 0; at < count; at++) {
    const title = index.titles[at]!;
    if (filtered && !allowedByFilters(title, filters)) continue;
    if (refused(title) || (ownedIds.size > 0 && ownedIds.has(title.id))) continue;
    let wishesMet = 0;
    for (const wish of wishes) wishesMet += wish.met(title);
    relevance[at] = totalWeight > 0 ? (termWeight[at]! + (wishesMet * 25) / 1000) / totalWeight : 0;
    fit[at] = totalWeight === 0 || studioNamed[at] ? 1 : relevance[at]!;
    titleBoost[at] = similarity[at]! >= 0.6 ? Math.fround(3 * similarity[at]!) : titleInPrompt[at] ? 1.5 : 0;
    if (relevance[at]! > bestRelevance) bestRelevance = relevance[at]!;
    if (fit[at]! > bestFit) bestFit = fit[at]!;
    allowed.push(at);
  }

  // The best POOL, kept in order as the titles pass: most are worse than the last of them and cost one comparison.
  const best: { at: number; score: number; reached: boolean }[] = [];
  const before = (a: { at: number; score: number; reached: boolean }, b: { at: number; score: number; reached: boolean }) =>
    a.reached !== b.reached ? a.reached : a.score !== b.score ? a.score > b.score : index.titles[a.at]!.id < index.titles[b.at]!.id;
  for (const at of allowed) {
    const reached = relevance[at]! > 0 || titleBoost[at]! > 0 || personNamed[at] === 1 || studioNamed[at] === 1;
    if (!fill && !reached) continue;
    const title = index.titles[at]!;
    // A long prompt is seldom answered whole: relevance counts against what the best answer meets.
    const answer = relevance[at]! / Math.max(bestRelevance, 0.000001);
    const share = fit[at]! / Math.max(bestFit, 0.000001);
    const score =
      2 * answer +
      titleBoost[at]! +
      (personNamed[at] ? 2 : 0) +
      (studioNamed[at] ? 2 : 0) +
      0.5 * title.quality +
      RENOWN_WEIGHT * title.renown * share * share +
      (writtenIn !== undefined && title.language === writtenIn ? WRITTEN_IN_WEIGHT * share : 0);
    const entry = { at, score, reached };
    if (best.length === POOL && !before(entry, best[POOL - 1]!)) continue;
    let place = best.length;
    while (place > 0 && before(entry, best[place - 1]!)) place--;
    best.splice(place, 0, entry);
    if (best.length > POOL) best.pop();
  }
  return best.map(({ at, score, reached }) => {
    const title = index.titles[at]!;
    const person = hasText ? (title.people_names.find((name) => names.has(name)) ?? null) : null;
    return { ...title, score, reached, person, personNamed: personNamed[at] === 1 };
  });
}

/** The tags that say a title is of a kind a prompt asks for. */
const TAGGED: Record<string, string[]> = { animation: ['animation', 'anime', 'stop motion'] };

interface WishTest {
  /** How much it weighs against the other wishes. */
  weight: number;
  /** How much of it a title meets, in hundredths of a wish. */
  met(title: IndexedTitle): number;
}

/** Each wish as a test of a title; a title meeting one counts it once (a genre: less when not its first). */
function wishTests(prompt: PromptAnalysis): WishTest[] {
  const wished = (kind: string) => prompt.wishes.filter((wish) => wish.kind === kind).map((wish) => wish.value);
  const tests: WishTest[] = [];
  const languages = wished('language');
  // Someone who names a language ('Korean dramas') means it more than any other word of the prompt.
  if (languages.length > 0) tests.push({ weight: LANGUAGE_WISH, met: (t) => (languages.includes(t.language) ? LANGUAGE_WISH * FULL : 0) });
  for (const genre of wished('genre'))
    tests.push({ weight: 1, met: (t) => (t.genres.includes(genre) ? (t.genres[0] === genre ? FULL : SECONDARY_GENRE) : 0) });
  for (const type of wished('contentType')) tests.push({ weight: 1, met: (t) => (t.content_types.includes(type) ? FULL : 0) });
  for (const tag of wished('tag')) {
    // A tag with the word as a whole word: 'animation', 'stop motion', not 'animal'.
    const word = new RegExp(`(^|[^\\p{L}\\p{N}])(${(TAGGED[tag] ?? [tag]).join('|')})($|[^\\p{L}\\p{N}])`, 'u');
    tests.push({ weight: 1, met: (t) => (t.lower_tags.some((lower) => word.test(lower)) ? FULL : 0) });
  }
  if (wished('series').length > 0) tests.push({ weight: 1, met: (t) => (t.kind === 'series' ? FULL : 0) });
  if (wished('short').length > 0) tests.push({ weight: 1, met: (t) => (t.kind === 'movie' && t.runtime_minutes < 90 ? FULL : 0) });
  const eras = wished('era').map(eraYears);
  if (eras.length > 0) tests.push({ weight: 1, met: (t) => (eras.some(([from, to]) => t.year >= from && t.year <= to) ? FULL : 0) });
  return tests;
}

/** Whether the request names a language: a language filter other than 'Any language', or a word like 'Korean'. */
function languageAsked(prompt: PromptAnalysis, filters: ReturnType<typeof activeFilters>): boolean {
  return filters.language.length > 0 || prompt.wishes.some((wish) => wish.kind === 'language');
}
