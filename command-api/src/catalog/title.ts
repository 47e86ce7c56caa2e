import { z } from 'zod';
import { CONTENT_TYPES, MOVIE_GENRES, MOVIE_LANGUAGES, type MovieFacts, type MovieSource } from '@more-ai/events/catalog/movies';
import { movieIdOf } from './movie-id';
import { CERTIFICATES, certificateProblem, creditsProblem, streamingProblem } from './rules';

export { CERTIFICATES, certificateProblem, creditsProblem, streamingProblem, type Certificate } from './rules';

const text = (max: number) => z.string({ error: 'expected text' }).trim().min(1, 'must not be blank').max(max, `at most ${max} characters`);
const names = (max: number) => z.array(text(120), { error: 'expected a list' }).max(max, `at most ${max} entries`);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => `${JSON.stringify(issue.input)} is not one of ${values.join(', ')}` });
const wholeNumber = (min: number, max: number) =>
  z.number({ error: 'expected a whole number' }).int('expected a whole number').min(min, `at least ${min}`).max(max, `at most ${max}`);

const contentTypes = new Set<string>(CONTENT_TYPES);

/** A free tag is lower-case; a capitalised one must be a content type spelled exactly. */
const tag = text(40).refine((value) => contentTypes.has(value) || value === value.toLowerCase(), {
  error: (issue) => `${JSON.stringify(issue.input)} is neither a content type (${CONTENT_TYPES.join(', ')}) nor a lower-case tag`,
});

const titleFields = z.strictObject({
    title: text(200),
    originalTitle: text(200),
    year: wholeNumber(1888, 2100),
    kind: oneOf(['movie', 'series']),
    runtimeMinutes: wholeNumber(1, 600),
    seasons: wholeNumber(1, 100).nullable(),
    language: oneOf(MOVIE_LANGUAGES),
    genres: z.array(oneOf(MOVIE_GENRES), { error: 'expected a list' }).min(1, 'at least one genre').max(3, 'at most 3 genres'),
    director: text(120).nullable(),
    creator: text(120).nullable(),
    cast: names(20),
    synopsis: text(2000),
    tags: z.array(tag, { error: 'expected a list' }).max(12, 'at most 12 tags'),
    awards: names(30),
    certificate: oneOf(CERTIFICATES).nullable(),
    streaming: z.strictObject({
      platforms: names(20),
      asOf: z.string({ error: 'expected text' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month as YYYY-MM'),
      source: text(300).nullable(),
    }),
    reference: text(300),
    studios: names(3),
    franchise: text(120).nullable(),
  });

/** The rules between fields, for a title of any source. */
function checkTitle(title: Omit<z.output<typeof titleFields>, 'reference'>, ctx: z.RefinementCtx): void {
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (title.kind === 'movie' && title.seasons !== null) problem('seasons', 'a movie has no seasons (null)');
    if (title.kind === 'series' && title.seasons === null) problem('seasons', 'a series needs its number of seasons');
    if (title.kind === 'movie' && title.director === null) problem('director', 'a movie needs its director');
    if (title.kind === 'series' && title.director === null && title.creator === null) problem('creator', 'a series needs its creator or director');
    for (const field of ['director', 'creator'] as const) {
      const credits = title[field];
      const problemOf = credits === null ? null : creditsProblem(credits);
      if (problemOf) problem(field, problemOf);
    }
    const certificate = certificateProblem(title.certificate, title.year);
    if (certificate) problem('certificate', certificate);
    const streaming = streamingProblem(title.streaming);
    if (streaming) problem('streaming', streaming);
    if (new Set(title.studios).size !== title.studios.length) problem('studios', 'a studio is listed twice');
    if (new Set(title.genres).size !== title.genres.length) problem('genres', 'a genre is listed twice');
    // Award winner is a claim the awards must back (catalog format).
    if (title.tags.includes('Award winner') && title.awards.length === 0) problem('tags', "'Award winner' needs an award in awards");
}

/** One title of the catalog format (catalog/README.md): what a JSON entry or a CSV row must hold. */
export const CatalogTitle = titleFields.superRefine(checkTitle);
export type CatalogTitle = z.output<typeof CatalogTitle>;

/** A title nobody has checked against a source (a model's answer): the same rules, its `reference` null. */
export const UncheckedTitle = titleFields.extend({ reference: z.null() }).superRefine(checkTitle);
export type UncheckedTitle = z.output<typeof UncheckedTitle>;

/** A title as an event payload: its stable id and where it came from added. */
export function toMovieFacts(title: CatalogTitle | UncheckedTitle, source: MovieSource): MovieFacts {
  return { movieId: movieIdOf(title.title, title.year), ...title, source };
}

/** Every problem of a refused title, one line: `year: expected a whole number; language: …`. */
export function describeProblems(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}
