import type { FilterGroup } from '@more-ai/contracts/movies';
import { eraOf, filtersShownBy, lengthOf } from './filters';
import type { PromptAnalysis } from './prompt';

/** A candidate as the ranking query returns it: the title's facts and what of the prompt it met. */
export interface RankedMovie {
  id: string;
  title: string;
  year: number;
  kind: 'movie' | 'series';
  runtime_minutes: number;
  language: string;
  genres: string[];
  content_types: string[];
  tags: string[];
  awards: string[];
  director: string | null;
  creator: string | null;
  /** The person of the title closest to being named in the prompt. */
  person: string | null;
  /** Prompt terms found in the title's text, rarest first. */
  matched_terms: string[];
  /** Numbers arrive as text when PostgreSQL computes them as numeric. */
  relevance: number | string;
  title_boost: number | string;
  person_boost: number | string;
}

// The award a viewer is likeliest to recognise goes first.
const MAJOR_AWARD = /academy award|oscar|palme d'or|golden lion|golden bear|national film award|emmy|bafta|golden globe|césar/i;

/**
 * 'Why this recommendation': what of the request the title met (the prompt's words, a title or
 * person it names, the filters), then one fact from the catalog (an award, the director, a tag).
 * E.g. "Matches “heist” and “Korean”; winner of the Palme d'Or (Cannes 2019), directed by Bong Joon-ho."
 */
export function reasonFor(movie: RankedMovie, prompt: PromptAnalysis, filters: Record<FilterGroup, string[]>): string {
  const titleNamed = Number(movie.title_boost) > 0;
  const personNamed = Number(movie.person_boost) > 0 && movie.person !== null ? movie.person : null;
  const covered = (word: string) =>
    [titleNamed ? movie.title : '', personNamed ?? ''].some((name) => name.toLowerCase().includes(word.toLowerCase()));
  const matchedTerms = prompt.terms.filter((t) => movie.matched_terms.includes(t.term));
  // A matched phrase says it all: "time travel", not also "time" and "travel".
  const inPhrase = (t: { term: string }) =>
    matchedTerms.some((other) => other.term !== t.term && other.term.includes(' ') && other.term.split(' ').includes(t.term));
  const words = [...matchedTerms.filter((t) => !inPhrase(t)), ...prompt.wishes.filter((wish) => wishMet(movie, wish.kind, wish.value))]
    .map((found) => found.said)
    .filter((word) => !covered(word))
    .sort((a, b) => prompt.text.indexOf(a.toLowerCase()) - prompt.text.indexOf(b.toLowerCase()));
  const saidFilters = filtersShownBy(movie, filters).filter((value) => !words.some((word) => word.toLowerCase() === value.toLowerCase()));

  const match: string[] = [];
  if (titleNamed) match.push(`matches the title “${movie.title}”`);
  if (words.length > 0) match.push(`matches ${quotedList(words)}`);
  if (personNamed) match.push(`${roleOf(movie, personNamed)} ${personNamed}`);
  if (saidFilters.length > 0) match.push(`fits your filters (${saidFilters.join(', ')})`);
  if (match.length === 0) match.push('one of the best-regarded titles in the catalog');

  const sentence = `${match.join('; ')}; ${catalogFact(movie, personNamed)}.`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function wishMet(movie: RankedMovie, kind: string, value: string): boolean {
  switch (kind) {
    case 'language':
      return movie.language === value;
    case 'genre':
      return movie.genres.includes(value);
    case 'contentType':
      return movie.content_types.includes(value);
    case 'series':
      return movie.kind === 'series';
    case 'short':
      return lengthOf(movie) === 'Under 90 mins';
    case 'era':
      return eraOf(movie.year) === value;
    default:
      return false;
  }
}

/** An award, and who made it unless that person is already the match; else a tag. */
function catalogFact(movie: RankedMovie, personNamed: string | null): string {
  const award = movie.awards.find((a) => MAJOR_AWARD.test(a)) ?? movie.awards[0];
  const maker = movie.kind === 'series' ? (movie.creator ?? movie.director) : movie.director;
  const facts: string[] = [];
  if (award) facts.push(`winner of the ${award}`);
  if (maker && maker !== personNamed) facts.push(`${movie.kind === 'series' && movie.creator ? 'created' : 'directed'} by ${maker}`);
  if (facts.length === 0) {
    const tag = movie.tags[0] ?? movie.content_types[0];
    facts.push(tag ? `tagged “${tag}”` : `from ${movie.year}`);
  }
  return facts.join(', ');
}

function roleOf(movie: RankedMovie, person: string): string {
  if (person === movie.director) return 'directed by';
  if (person === movie.creator) return 'created by';
  return 'stars';
}

function quotedList(words: string[]): string {
  const quoted = words.map((word) => `“${word}”`);
  return quoted.length === 1 ? quoted[0]! : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}
