import { MOVIE_LANGUAGES } from '@more-ai/contracts/movies';
import { eraYears } from './filters';

/**
 * What a prompt refuses ('nothing scary', 'no horror', 'not a musical', 'without subtitles',
 * 'horror nahi'): each refusal is a hard constraint, like a filter, so no pick has it. The words a
 * refusal covers are taken out of the prompt, so they are never searched for.
 */
export interface Refusal {
  kind: 'genre' | 'language' | 'kind' | 'tag' | 'era';
  /** A genre or language as the filters name it, 'movie' or 'series', a tag's word, or an era. */
  value: string;
}

export interface Negations {
  /** The prompt without its refused words (a space where they were). */
  rest: string;
  refusals: Refusal[];
}

// Words that start a refusal; what follows, up to the clause's end, is refused.
const BEFORE = [
  'no',
  'not',
  'nothing',
  'without',
  'avoid',
  'avoiding',
  'except',
  'never',
  'none',
  'non',
  'minus',
  'skip',
  'excluding',
  "don't want",
  'dont want',
  'do not want',
  "don't like",
  'dont like',
  'rather not',
  'anything but',
  'nothing too',
  'no more',
];
// A clause ends at punctuation or at a word that turns to what is wanted.
const CLAUSE_END =
  /[,.;:!?()]|(?<![\p{L}\p{N}'’-])(?:but|just|only|and|though|although|please|instead|rather|yet|so|which|that|with)(?![\p{L}\p{N}'’-])/u;
// At most this many words after a cue belong to it: 'no series please' refuses 'series', not the rest.
const SCOPE = 4;

type Rule = [words: string, refusals: Refusal[]];

const every = (kind: Refusal['kind'], ...values: string[]): Refusal[] => values.map((value) => ({ kind, value }));
const NOT_ENGLISH = every('language', ...MOVIE_LANGUAGES.filter((language) => language !== 'English'));

/** What a refused word means; any other word is refused as a tag's word ('no zombies'). */
const RULES: Rule[] = [
  ['scary|scares|horror|horrors|spooky|creepy|frightening|terrifying|gore|gory|jump scares?|ghosts?|haunted', every('genre', 'Horror')],
  ['romance|romances|romantic|love stor(?:y|ies)|mushy|rom-?coms?|kissing', every('genre', 'Romance')],
  ['comedy|comedies|comedic|funny|jokes', every('genre', 'Comedy')],
  ['action|fights?|fighting|explosions', every('genre', 'Action')],
  ['thrillers?|suspense|tense', every('genre', 'Thriller')],
  ['crime|criminals?|gangsters?|mafia', every('genre', 'Crime')],
  ['sci-?fi|science fiction|aliens?|space', every('genre', 'Sci-Fi')],
  ['dramas?|heavy drama', every('genre', 'Drama')],
  ['myster(?:y|ies)', every('genre', 'Mystery')],
  ['adventures?', every('genre', 'Adventure')],
  ['musicals?|songs?|singing|song and dance|dance numbers', every('tag', 'musical', 'music')],
  ['animated|animation|animations|cartoons?|anime', every('tag', 'animation', 'anime', 'stop motion')],
  ['sad|depressing|tearjerkers?|tragic|tragedy|crying|weepy', every('tag', 'tearjerker', 'tragic romance', 'grief', 'tragedy')],
  ['violent|violence|bloody|brutal', every('tag', 'violent', 'violence', 'gore', 'slasher')],
  ['subtitles?|subtitled|subs|foreign|foreign language|dubbed', NOT_ENGLISH],
  ['series|tv series|tv shows?|shows?|episodes?|seasons?|binge', every('kind', 'series')],
  ['movies?|films?|feature films?', every('kind', 'movie')],
  ['english|hollywood', every('language', 'English')],
  ['korean|k-?dramas?', every('language', 'Korean')],
  ['japanese', every('language', 'Japanese')],
  ['french', every('language', 'French')],
  ['spanish', every('language', 'Spanish')],
  ['chinese|mandarin|cantonese', every('language', 'Chinese')],
  ['hindi|bollywood', every('language', 'Hindi')],
  ['telugu|tollywood', every('language', 'Telugu')],
  ['arabic', every('language', 'Arabic')],
  ['tamil|kollywood', every('language', 'Tamil')],
  ['kannada|sandalwood', every('language', 'Kannada')],
  ['old|older|oldies|classics?|black-and-white|vintage', every('era', 'Older')],
];

const MEANINGS = RULES.map(([words, refusals]) => ({ pattern: new RegExp(`^(?:${words})$`), refusals }));
const CUES = new RegExp(
  `(?<![\\p{L}\\p{N}'’-])(?:${[...BEFORE].sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}\\p{N}'’-])`,
  'gu',
);
// Words inside a refusal that only join it: 'not a musical', 'nothing too scary', 'no more superhero films'.
const JOINING = new Set([
  'a',
  'an',
  'the',
  'any',
  'anything',
  'too',
  'very',
  'overly',
  'at',
  'all',
  'more',
  'of',
  'kind',
  'stuff',
  'things',
  'type',
  'want',
  'in',
  'it',
  'is',
  'be',
]);
// Words that only say 'a title', refused alone ('nothing scary' is not a refusal of movies, nor is
// 'nothing scary feature film').
const KIND_WORDS = /^(?:movies?|films?)$/;

/** The refusals of an English, lower-case prompt, and the prompt without them. */
export function negationsOf(text: string): Negations {
  const refusals: Refusal[] = [];
  let rest = text;
  const cut: [from: number, to: number][] = [];
  for (const cue of text.matchAll(CUES)) {
    const from = cue.index + cue[0].length;
    // Stryker disable next-line StringLiteral: equivalent, a split always has a first part
    const clause = text.slice(from).split(CLAUSE_END)[0] ?? '';
    let words = wordsIn(clause).slice(0, SCOPE);
    let end = from + clause.length;
    let start = cue.index;
    // A cue closing its clause refuses what came before it ('horror nahi' → 'horror not').
    if (words.filter((w) => !JOINING.has(w)).length === 0) {
      // Stryker disable next-line StringLiteral: equivalent, a split always has a last part
      const before = text.slice(0, cue.index).split(CLAUSE_END).at(-1) ?? '';
      words = wordsIn(before).slice(-SCOPE);
      start = cue.index - before.length;
      end = from;
    }
    const meant = refusedBy(words.filter((w) => !JOINING.has(w)));
    for (const refusal of meant) if (!refusals.some((r) => r.kind === refusal.kind && r.value === refusal.value)) refusals.push(refusal);
    cut.push([start, end]);
  }
  for (const [from, to] of cut.sort((a, b) => b[0] - a[0])) rest = `${rest.slice(0, from)} ${rest.slice(to)}`;
  return { rest: rest.replace(/\s+/g, ' ').trim(), refusals };
}

function wordsIn(clause: string): string[] {
  return [...clause.matchAll(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)].map((m) => m[0]);
}

/** The refusals meant by a clause's words: two-word phrases first ('love story'), then single words. */
function refusedBy(words: string[]): Refusal[] {
  const refusals: Refusal[] = [];
  const onlyKind = words.every((w) => KIND_WORDS.test(w) || w === 'feature');
  for (let i = 0; i < words.length; i++) {
    const pair = words.slice(i, i + 2).join(' ');
    const pairMeaning = i + 1 < words.length ? MEANINGS.find((m) => m.pattern.test(pair)) : undefined;
    if (pairMeaning) {
      const sayingTitle = pairMeaning.refusals.some((refusal) => refusal.kind === 'kind' && refusal.value === 'movie');
      if (!sayingTitle || onlyKind) refusals.push(...pairMeaning.refusals);
      i += 1;
      continue;
    }
    const word = words[i]!;
    if (KIND_WORDS.test(word) && !onlyKind) continue;
    const meaning = MEANINGS.find((m) => m.pattern.test(word));
    if (meaning) refusals.push(...meaning.refusals);
    else if (word.length >= 3 && !/^\p{N}+$/u.test(word)) refusals.push({ kind: 'tag', value: singular(word) });
  }
  return refusals;
}

/** 'zombies' → 'zombie': a tag word is compared by its stem's start. */
function singular(word: string): string {
  return word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** The facts of a title that a refusal looks at. */
export interface RefusableMovie {
  genres: readonly string[];
  language: string;
  kind: string;
  year: number;
  tags: readonly string[];
}

/** Whether a title has something a prompt refused. */
export function isRefused(movie: RefusableMovie, refusals: readonly Refusal[]): boolean {
  return refusalTest(refusals)(movie);
}

/**
 * The test of whether a title has something a prompt refused: a refused genre, language, kind or
 * era, or a tag with a word starting with a refused word ('no zombies' refuses the tag 'zombies').
 * Made once per prompt, then asked of every title.
 */
export function refusalTest(refusals: readonly Refusal[]): (movie: RefusableMovie) => boolean {
  const of = (kind: Refusal['kind']) => refusals.filter((r) => r.kind === kind).map((r) => r.value);
  const genres = of('genre');
  const languages = of('language');
  const kinds = of('kind');
  const eras = of('era').map(eraYears);
  // Only letters, digits, apostrophes, spaces and hyphens of a refused word are compared.
  const words = of('tag')
    .map((word) => word.replace(/[^\p{L}\p{N}' -]/gu, ''))
    .map((word) => new RegExp(`(^|[^\\p{L}\\p{N}])${word}`, 'u'));
  if (refusals.length === 0) return () => false;
  return (movie) =>
    movie.genres.some((genre) => genres.includes(genre)) ||
    languages.includes(movie.language) ||
    kinds.includes(movie.kind) ||
    eras.some(([from, to]) => movie.year >= from && movie.year <= to) ||
    (words.length > 0 && movie.tags.some((tag) => words.some((word) => word.test(tag.toLowerCase()))));
}
