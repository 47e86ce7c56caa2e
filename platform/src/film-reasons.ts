/** The facts of a title a reason is written from. */
export interface MovieFacts {
  title: string;
  year: number;
  kind: 'movie' | 'series';
  language: string;
  genres: string[];
  content_types: string[];
  tags: string[];
  awards: string[];
  director: string | null;
  creator: string | null;
}

/** A film the member rated (or is looking at) that a pick resembles, and how. */
export interface RatedLikeness {
  title: string;
  /** The member's rating; none for the film whose page asks for more like it. */
  rating?: number;
  /** What the two share, as a phrase: 'a Park Chan-wook revenge thriller'. */
  shared: string;
}

/** What a reason may say besides the film's own facts. */
export interface ReasonContext {
  /** A person the prompt named who made or is in this title. */
  personNamed?: string | null;
  /** The film the member rated highly that this one is most like. */
  likeRated?: RatedLikeness;
  /** Words the request asked for: the tags that share them are told first. */
  asked?: readonly string[];
}

// The award a viewer is likeliest to recognise goes first.
const MAJOR_AWARD = /academy award|oscar|palme d'or|golden lion|golden bear|national film award|emmy|bafta|golden globe|césar/i;

const TONES: Record<string, string> = { 'Feel good': 'feel-good', 'Mind bending': 'mind-bending' };
const ORIGINS: Record<string, string> = { 'Based on true story': 'based on a true story', 'Book adaptation': 'adapted from a book' };

/**
 * 'Why this recommendation', written from facts of the film: what it is (tone, language, genres,
 * who made it, when), its themes (the catalog's tags, those the request asked about first), an
 * award; led by what ties it to the member or the request: 'Like Oldboy, which you rated 4.5: a
 * Park Chan-wook revenge thriller', 'Directed by Bong Joon-ho'. The prompt's words are never
 * repeated back as the reason.
 */
export function reasonFor(movie: MovieFacts, context: ReasonContext = {}): string {
  const person = context.personNamed ?? null;
  const lead: string[] = [];
  if (context.likeRated) {
    const { title, rating, shared } = context.likeRated;
    lead.push(rating === undefined ? `Like ${title}: ${shared}` : `Like ${title}, which you rated ${rating}: ${shared}`);
  }
  if (person) lead.push(`${roleOf(movie, person)} ${person}`);
  const sentences = [...lead, describe(movie, person), ...themes(movie, context.asked ?? []), ...award(movie)];
  return `${sentences.map((s) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`).join('. ')}.`;
}

/** 'A feel-good 2001 French comedy by Jean-Pierre Jeunet, based on a true story'. */
export function describe(movie: MovieFacts, personNamed: string | null = null): string {
  const maker = makerOf(movie);
  const tone = movie.content_types.map((type) => TONES[type]).filter((t): t is string => t !== undefined);
  const language = movie.language === 'English' ? [] : [movie.language];
  const genres = lowered(movie.genres.slice(0, 2));
  const noun = movie.kind === 'series' ? 'series' : 'film';
  const words = [...tone.slice(0, 1), String(movie.year), ...language, ...genres, noun].join(' ');
  const by = maker && maker !== personNamed ? ` ${movie.kind === 'series' && movie.creator ? 'created' : 'directed'} by ${maker}` : '';
  const origin = movie.content_types.map((type) => ORIGINS[type]).find((o) => o !== undefined);
  return `${/^[aeiou8]|^11|^18/i.test(words) ? 'an' : 'a'} ${words}${by}${origin ? `, ${origin}` : ''}`;
}

/** What two films share, for 'Like X, which you rated 4.5: …': 'a Park Chan-wook revenge thriller'. */
export function sharedBy(movie: MovieFacts, rated: MovieFacts): string | undefined {
  const maker = makerOf(movie);
  const sameMaker = maker !== null && maker === makerOf(rated);
  const tags = lowered(movie.tags).filter((tag) => lowered(rated.tags).includes(tag));
  const genres = lowered(movie.genres.filter((genre) => rated.genres.includes(genre)));
  if (!sameMaker && tags.length === 0 && genres.length < 2) return undefined;
  const language = movie.language === rated.language && movie.language !== 'English' ? [movie.language] : [];
  const words = [...(sameMaker ? [`${maker}`] : language), ...tags.slice(0, 1), ...genres.slice(0, 1)];
  const noun = genres.length > 0 ? '' : movie.kind === 'series' ? ' series' : ' film';
  const phrase = `${words.join(' ')}${noun}`;
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}${sameMaker ? '' : ' too'}`;
}

/** The title's themes, those the request asked about first: 'Themes: heist, revenge'. */
function themes(movie: MovieFacts, asked: readonly string[]): string[] {
  const genres = lowered(movie.genres);
  const tags = lowered(movie.tags).filter((tag) => !genres.includes(tag));
  const askedFor = (tag: string) => asked.some((word) => tag.includes(word.toLowerCase()));
  const ordered = [...tags.filter(askedFor), ...tags.filter((tag) => !askedFor(tag))];
  return ordered.length > 0 ? [`Themes: ${ordered.slice(0, 3).join(', ')}`] : [];
}

function award(movie: MovieFacts): string[] {
  const won = movie.awards.find((a) => MAJOR_AWARD.test(a)) ?? movie.awards[0];
  return won ? [`Winner of the ${won}`] : [];
}

function makerOf(movie: MovieFacts): string | null {
  return movie.kind === 'series' ? (movie.creator ?? movie.director) : movie.director;
}

function roleOf(movie: MovieFacts, person: string): string {
  if (person === movie.director) return 'Directed by';
  if (person === movie.creator) return 'Created by';
  return 'Starring';
}

function lowered(words: readonly string[]): string[] {
  return words.map((word) => word.toLowerCase());
}
