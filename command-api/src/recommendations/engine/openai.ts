import type OpenAI from 'openai';
import type { OpenAiConfig } from '@more-ai/platform';
import { CONTENT_TYPES, type MovieFacts } from '@more-ai/events/catalog/movies';
import { toMovieFacts } from '../../catalog/title';
import type { CatalogEntry, CatalogLookup } from './catalog-lookup';
import type { FilterableMovie } from './filters';
import { meetsFilters } from './hard-filters';
import { answerFormat, asCatalogTitle, promptFor, readAnswer, type AnsweredTitle } from './openai-answer';
import { isRefused, type Refusal } from './negation';
import { NO_TASTE, type Pick, type RecommendationEngine, type RecommendationQuery } from './port';
import { analysePrompt } from './prompt';

/** OPENAI_API_KEY, OPENAI_BASE_URL (any OpenAI-compatible server) and OPENAI_MODEL. */
export interface OpenAiSettings extends OpenAiConfig {
  /** How long the model may take before the local engine answers instead. Default 20 s. */
  timeoutMs?: number;
}

export const DEFAULT_OPENAI_TIMEOUT_MS = 20_000;

/** How many of the local engine's best titles the prompt offers the model. */
const CANDIDATES = 30;

export interface OpenAiEngineDependencies {
  client: OpenAI;
  model: string;
  timeoutMs: number;
  /** Gives the candidates for the prompt and fills the places of titles that had to be dropped. */
  local: RecommendationEngine;
  catalog: CatalogLookup;
  /** Catalogs a title the model named that the catalog does not have yet. */
  catalogMovie: (movie: MovieFacts) => Promise<void>;
  now: () => Date;
}

/** The SDK loads with the first client, so an app without OPENAI_API_KEY never loads it. */
export async function createOpenAiClient(settings: OpenAiSettings): Promise<OpenAI> {
  const { default: OpenAI } = await import('openai');
  // No retries: on any failure the local engine answers at once.
  return new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl,
    timeout: settings.timeoutMs ?? DEFAULT_OPENAI_TIMEOUT_MS,
    maxRetries: 0,
  });
}

/**
 * The OpenAI engine, grounded in the catalog: the model sees the user's words, the filters and the
 * local engine's best candidates, and answers in a JSON schema. Each title it names is matched to
 * the catalog, or cataloged as a new movie from the facts it gave; the filters are checked again
 * and titles outside them dropped; the gaps are filled with the local engine's picks. It throws
 * when the model fails, times out or answers malformed JSON, so the caller can fall back.
 */
export function createOpenAiEngine(deps: OpenAiEngineDependencies): RecommendationEngine {
  return {
    name: 'openai',
    async recommend(query, limit = 10, taste = NO_TASTE) {
      const localPicks = await deps.local.recommend(query, CANDIDATES, taste);
      const owned = new Set(taste.owned);
      const { refusals } = analysePrompt(query.description);
      const found = await deps.catalog.byIds(localPicks.map((pick) => pick.movieId));
      const candidates = localPicks.flatMap((pick) => found.get(pick.movieId) ?? []);
      const completion = await deps.client.chat.completions.create(
        {
          model: deps.model,
          messages: promptFor(query, candidates, limit),
          response_format: answerFormat(),
        },
        { timeout: deps.timeoutMs, maxRetries: 0 },
      );
      const answered = readAnswer(completion.choices[0]?.message.content);
      const picks: Pick[] = [];
      const chosen = new Set<string>();
      for (const title of answered) {
        if (picks.length >= limit) break;
        const movieId = await movieIdFor(title, query, refusals, deps);
        if (!movieId || chosen.has(movieId) || owned.has(movieId)) continue;
        chosen.add(movieId);
        picks.push({ movieId, reason: title.reason.trim() || `Matches your request; ${title.title} (${title.year}).` });
      }
      for (const pick of localPicks) {
        if (picks.length >= limit) break;
        if (!chosen.has(pick.movieId)) {
          chosen.add(pick.movieId);
          picks.push(pick);
        }
      }
      return picks;
    },
  };
}

/** The id of the film the model meant, once it is known to meet the filters; undefined to drop it. */
async function movieIdFor(
  answered: AnsweredTitle,
  query: RecommendationQuery,
  refusals: readonly Refusal[],
  deps: OpenAiEngineDependencies,
): Promise<string | undefined> {
  const known: CatalogEntry | undefined = await deps.catalog.find(answered.title, answered.originalTitle, answered.year);
  if (known) return meetsFilters(known, query) && !isRefused(known, refusals) ? known.id : undefined;
  const title = asCatalogTitle(answered, deps.now().toISOString().slice(0, 7));
  if (!title) return undefined;
  const facts = toMovieFacts(title, 'openai');
  if (!meetsFilters(filterableOf(facts), query) || isRefused(facts, refusals)) return undefined;
  await deps.catalogMovie(facts);
  return facts.movieId;
}

const contentTypes = new Set<string>(CONTENT_TYPES);

function filterableOf(facts: MovieFacts): FilterableMovie {
  const { kind, runtimeMinutes, year, language, genres, tags } = facts;
  return { kind, runtime_minutes: runtimeMinutes, year, language, genres, content_types: tags.filter((tag) => contentTypes.has(tag)) };
}
