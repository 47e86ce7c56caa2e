import { z } from 'zod';
import { CONTENT_TYPES, MOVIE_GENRES, MOVIE_LANGUAGES } from '@more-ai/events/catalog/movies';
import { certificateProblem, UncheckedTitle } from '../../catalog/title';
import type { CatalogEntry } from './catalog-lookup';
import type { RecommendationQuery } from './port';

/**
 * One title as the model must describe it: the catalog format's fields (so a title we do not know
 * yet can be cataloged from the answer) and why it fits. Numbers stay plain `number`: strict
 * structured output rejects the bounds zod adds for integers.
 */
const AnsweredTitle = z.object({
  title: z.string().describe('Exact English release title'),
  originalTitle: z.string(),
  year: z.number(),
  kind: z.enum(['movie', 'series']),
  runtimeMinutes: z.number().describe('Running time; for a series the typical episode'),
  seasons: z.number().nullable().describe('Series only, else null'),
  language: z.enum(MOVIE_LANGUAGES).describe('Original language'),
  genres: z.array(z.enum(MOVIE_GENRES)).describe('One to three'),
  director: z.string().nullable(),
  creator: z.string().nullable().describe('Series: its creator, else null'),
  cast: z.array(z.string()),
  synopsis: z.string().describe('Two or three sentences, no spoilers of the ending'),
  tags: z.array(z.string()).describe(`The content types that truly apply (${CONTENT_TYPES.join(', ')}) and up to 4 lower-case theme tags`),
  awards: z.array(z.string()).describe('Real notable awards only'),
  certificate: z.string().nullable().describe("India's CBFC rating (U, U/A 7+, U/A 13+, U/A 16+, A) when known"),
  platforms: z.array(z.string()).describe('Where it streams in India'),
  reason: z.string().describe('One sentence: what in the request it answers, and a fact about it'),
});
export type AnsweredTitle = z.output<typeof AnsweredTitle>;

const Answer = z.object({ recommendations: z.array(AnsweredTitle) });

/** The JSON schema the model's answer must follow (OpenAI structured output, strict). */
export function answerFormat() {
  const { $schema: _, ...schema } = z.toJSONSchema(Answer) as Record<string, unknown>;
  return { type: 'json_schema' as const, json_schema: { name: 'movie_recommendations', strict: true, schema } };
}

/** A model's answer that is not the JSON asked for: the local engine answers instead. */
export class MalformedAnswer extends Error {
  override readonly name = 'MalformedAnswer';
}

/**
 * Reads the model's answer. Its shape must hold, or the whole answer is refused; a single title
 * that breaks the schema is only left out (its place is filled from the local engine).
 */
export function readAnswer(content: string | null | undefined): AnsweredTitle[] {
  let json: unknown;
  try {
    json = JSON.parse(content ?? '');
  } catch {
    throw new MalformedAnswer('The answer is not JSON');
  }
  const outline = z.object({ recommendations: z.array(z.unknown()) }).safeParse(json);
  if (!outline.success) throw new MalformedAnswer('The answer has no list of recommendations');
  return outline.data.recommendations.flatMap((item) => {
    const title = AnsweredTitle.safeParse(item);
    return title.success ? [title.data] : [];
  });
}

/**
 * The answered title in the catalog format, or undefined when its facts do not pass the catalog's
 * rules. What a model cannot vouch for stays unknown: no platforms (their source would be a guess),
 * no reference, studios or franchise, and no certificate its year could not carry.
 */
export function asCatalogTitle(answered: AnsweredTitle, asOf: string): UncheckedTitle | undefined {
  const { reason: _, platforms: _guessed, ...facts } = answered;
  const certificate = certificateProblem(facts.certificate, facts.year) ? null : facts.certificate;
  const unknowns = { certificate, streaming: { platforms: [], asOf, source: null }, reference: null, studios: [], franchise: null };
  const parsed = UncheckedTitle.safeParse({ ...facts, ...unknowns });
  return parsed.success ? parsed.data : undefined;
}

/** The conversation: what the user asked for, the hard filters, and the best catalog candidates. */
export function promptFor(query: RecommendationQuery, candidates: readonly CatalogEntry[], limit: number) {
  const filters = Object.fromEntries(
    (['genre', 'language', 'length', 'era', 'contentType'] as const)
      .filter((group) => query[group].length > 0)
      .map((group) => [group, query[group]]),
  );
  const system = [
    'You are the movie and series recommender of MoRe AI, for viewers in India.',
    `Recommend up to ${limit} real, released titles that answer the request, best first.`,
    'Every filter is a hard constraint: within a group any value may match, every group must match. Length buckets count for movies only, by runtime: "Under 90 mins" < 90, "90 - 120 mins" 90 to 120, "Over 120 mins" > 120; "Series" means a series. Eras are decades of the release year; "Older" is before 1980. "Any language" / "Any length" lift that group.',
    'Prefer titles from the candidate list when they fit; name others only when they fit better. Facts must be correct: never invent a title, person or award.',
  ].join('\n');
  const user = JSON.stringify({
    request: query.description || '(no text: the filters only)',
    filters,
    candidates: candidates.map((c) => ({
      title: c.title,
      year: c.year,
      language: c.language,
      genres: c.genres,
      tags: [...c.content_types, ...c.tags],
    })),
  });
  return [
    { role: 'system' as const, content: system },
    { role: 'user' as const, content: user },
  ];
}
