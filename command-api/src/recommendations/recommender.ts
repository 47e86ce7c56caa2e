import type { Knex } from 'knex';
import type { Logger } from '@more-ai/platform';
import { movieDecider } from '../catalog/decide';
import type { CommandHandler, CommandMetadata } from '../pipeline/handle-command';
import { CatalogLookup } from './engine/catalog-lookup';
import { createLocalEngine } from './engine/local';
import { createOpenAiClient, createOpenAiEngine, DEFAULT_OPENAI_TIMEOUT_MS, type OpenAiSettings } from './engine/openai';
import { NO_TASTE, type Pick, type RecommendationEngine, type RecommendationQuery } from './engine/port';
import { memberTasteOf } from './member-taste';

export interface Recommendations {
  /** Which engine answered: 'local' also when the OpenAI engine failed and the local one stood in. */
  engine: RecommendationEngine['name'];
  picks: Pick[];
}

export interface Recommender {
  /**
   * `metadata` is the request's: titles the model names that are new to the catalog are cataloged
   * under it. With a member, nothing they own or watched is picked and their ratings shape the ranking.
   */
  recommend(query: RecommendationQuery, metadata: CommandMetadata, member?: string): Promise<Recommendations>;
}

export interface RecommenderDependencies {
  db: Knex;
  commands: CommandHandler;
  log: Logger;
  /** Unset: the local engine answers every request. */
  openai?: OpenAiSettings | undefined;
  clock?: () => Date;
}

/**
 * Chooses the engine (ARCHITECTURE "Ports"): the OpenAI engine when OPENAI_API_KEY is set, with
 * the local engine standing in whenever it fails (an error, a timeout, a malformed answer); the
 * local engine alone otherwise.
 */
export function createRecommender({ db, commands, log, openai, clock = () => new Date() }: RecommenderDependencies): Recommender {
  const local = createLocalEngine(db);
  const catalog = new CatalogLookup(db);
  let client: ReturnType<typeof createOpenAiClient> | undefined;
  return {
    async recommend(query, metadata, member) {
      const taste = member === undefined ? NO_TASTE : await memberTasteOf(db, member);
      if (!openai) return { engine: local.name, picks: await local.recommend(query, undefined, taste) };
      try {
        // The SDK loads with the first request that asks for it; should it fail to, the local engine answers too.
        const engine = createOpenAiEngine({
          client: await (client ??= createOpenAiClient(openai)),
          model: openai.model,
          timeoutMs: openai.timeoutMs ?? DEFAULT_OPENAI_TIMEOUT_MS,
          local,
          catalog,
          now: clock,
          catalogMovie: async (movie) => {
            await commands.handle(movieDecider, movie.movieId, { type: 'CatalogMovie', movie }, metadata);
          },
        });
        return { engine: engine.name, picks: await engine.recommend(query, undefined, taste) };
      } catch (error) {
        log.warn({ err: error }, 'the OpenAI engine failed; the local engine answers');
        return { engine: local.name, picks: await local.recommend(query, undefined, taste) };
      }
    },
  };
}
