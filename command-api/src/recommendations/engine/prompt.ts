import { inEnglish } from './lexicon';
import { moodsRead } from './moods';
import { promptLanguage, type PromptLanguage } from './prompt-language';
import { negationsOf, type Refusal } from './negation';
import { correctedWord, type Vocabulary } from './typo';

/**
 * What a prompt says it wants beyond its plain words: a language, a genre, a content type, a
 * series, a short watch, an era. Wishes weigh like search terms but, unlike the filters, never
 * exclude a title: 'Korean thrillers' ranks Korean thrillers first without hiding the rest.
 */
export interface Wish {
  kind: 'language' | 'genre' | 'contentType' | 'series' | 'short' | 'era' | 'tag';
  /** The filter option it corresponds to ('Korean', 'Feel good', '1990s'; 'Series' for series; for a tag, the kind of tag: 'animation'). */
  value: string;
  /** The words as the user typed them, for the reason. */
  said: string;
}

export interface SearchTerm {
  /** Lower-case, as searched: a word, or two words searched as a phrase ("time travel"). */
  term: string;
  /** As typed. */
  said: string;
}

export interface PromptAnalysis {
  /** Lower-case, spaces collapsed: what titles are compared with. */
  text: string;
  /** The text as typed without the words read as wishes ('love story', 'horror'): where a title may be named. */
  titleText: string;
  /** The text and its reading in English with typos corrected: where names are looked for. */
  names: string;
  terms: SearchTerm[];
  wishes: Wish[];
  /** What the prompt refuses ('nothing scary'): hard constraints. */
  refusals: Refusal[];
  /** The language the prompt is written in, when not English: the ranking leans a little towards its films. */
  writtenIn: PromptLanguage | undefined;
}

const MAX_TERMS = 16;
// Small words a phrase may keep inside it.
const JOINERS = ['of', 'the', 'a', 'in', 'on', 'to'];
const ADJACENT = new RegExp(`^ (?:(?:${JOINERS.join('|')}) )?$`);

type WishRule = [pattern: string, kind: Wish['kind'], value: string];

const WISH_RULES: WishRule[] = [
  ['english|hollywood', 'language', 'English'],
  ['spanish|spain|mexican|argentine|argentinian|latin american', 'language', 'Spanish'],
  ['korean|korea|k-?dramas?', 'language', 'Korean'],
  ['japanese|japan|anime', 'language', 'Japanese'],
  ['french|france', 'language', 'French'],
  ['chinese|china|mandarin|cantonese|hong kong|taiwanese', 'language', 'Chinese'],
  ['hindi|bollywood', 'language', 'Hindi'],
  ['telugu|tollywood', 'language', 'Telugu'],
  ['arabic|arab|egyptian|saudi|lebanese', 'language', 'Arabic'],
  ['tamil|kollywood', 'language', 'Tamil'],
  ['kannada|sandalwood', 'language', 'Kannada'],
  ['action|action-packed', 'genre', 'Action'],
  ['comedy|comedies|funny|hilarious|rom-?coms?', 'genre', 'Comedy'],
  ['dramas?|k-?dramas?', 'genre', 'Drama'],
  ['thrillers?|suspense|suspenseful', 'genre', 'Thriller'],
  ['horror|horrors|scary|spooky|creepy|terrifying', 'genre', 'Horror'],
  ['romance|romances|romantic|love stor(?:y|ies)|rom-?coms?', 'genre', 'Romance'],
  ['sci-?fi|sci fi|science fiction', 'genre', 'Sci-Fi'],
  ['adventures?|adventurous', 'genre', 'Adventure'],
  ['crime|crimes', 'genre', 'Crime'],
  ['myster(?:y|ies)|whodunn?its?', 'genre', 'Mystery'],
  // Searched as a word, 'animation' would also find 'Animal' (both stem to 'anim'): a tag says it exactly.
  ['animations?', 'tag', 'animation'],
  ['mind[- ]?(?:bending|benders?|blowing)|trippy|twisty|plot twists?', 'contentType', 'Mind bending'],
  ['feel[- ]?good|uplifting|heart[- ]?warming|wholesome|cheer (?:me )?up|cheerful|comforting|cosy|cozy', 'contentType', 'Feel good'],
  ['award[- ]?winn(?:ing|ers?)|awards?|oscar[- ]?winn(?:ing|ers?)|oscars?|acclaimed|prize[- ]?winning', 'contentType', 'Award winner'],
  [
    'based on (?:a |the )?(?:books?|novels?)|book adaptations?|adapted from (?:a |the )?(?:books?|novels?)|novels?|books?|manga',
    'contentType',
    'Book adaptation',
  ],
  [
    '(?:based on )?(?:a )?true stor(?:y|ies)|real[- ]life|real events|true events|biopics?|biographical',
    'contentType',
    'Based on true story',
  ],
  ['hidden gems?|underrated|under[- ]the[- ]radar|lesser[- ]known|obscure|overlooked', 'contentType', 'Hidden Gem'],
  ['(?:tv |web )?series|tv shows?|shows|binge[- ]?(?:worthy|able|watch)?', 'series', 'Series'],
  ['short|quick watch|under (?:90|an hour)', 'short', 'Under 90 mins'],
  ['(?:20)?20s|recent|latest|new releases?', 'era', '2020s'],
  ["(?:20)?10s|2010's", 'era', '2010s'],
  ["2000s|2000's|noughties", 'era', '2000s'],
  ["(?:19)?90s|(?:19)?90's|nineties", 'era', '1990s'],
  ["(?:19)?80s|(?:19)?80's|eighties", 'era', '1980s'],
  ["(?:19)?[5-7]0s|(?:19)?[5-7]0's|old|vintage|black and white|golden age", 'era', 'Older'],
];

// Only whole words: 'action' in 'transaction' is no wish.
const WISHES = WISH_RULES.map(([pattern, kind, value]) => ({
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'giu'),
  kind,
  value,
}));

// Words that say how to ask, not what to find.
const FILLER = new Set(
  `a an the and or but of to in on at by for from with without about into over under than then so as is are was were be been
  it its this that these those there here i me my we our you your he she they them his her their who whom which what when where
  why how all any some more most very really just also too not no yes can could would should will shall may might must do does
  did have has had get got give find show tell want wants need needs like likes love looking look watch watching watched
  something anything everything someone movie movies film films flick flicks cinema recommend recommendation recommendations
  suggest suggestion suggestions please good great best top nice kind sort type types one ones tonight today weekend lot lots
  much many well made make makes keep keeps kept take takes let lets put puts go goes going bring brings`.split(/\s+/),
);

/**
 * Reads a prompt: its Hindi, Spanish or French film words in English, each word the catalog does
 * not know taken for the catalog's closest spelling (with a vocabulary), what it refuses, the
 * wishes, and the remaining words worth searching for.
 */
export function analysePrompt(description: string, vocabulary?: Vocabulary): PromptAnalysis {
  const text = description.replace(/\s+/g, ' ').trim().toLowerCase();
  const writtenIn = promptLanguage(text);
  const english = moodsRead(inEnglish(text));
  // The catalog's words are English: the English word nearest to a Spanish or French one is seldom
  // what it means ('playa' is not 'play', 'plage' not 'place'). There only a name, typed with a capital, is corrected.
  const names = writtenIn === 'Spanish' || writtenIn === 'French' ? capitalised(description) : undefined;
  const corrected = vocabulary
    ? english.replace(/\p{L}+/gu, (word) =>
        mayBeMisspelt(word) && (names === undefined || names.has(word)) ? correctedWord(word, vocabulary) : word,
      )
    : english;
  const { rest: wanted, refusals } = negationsOf(corrected);
  const wishes: Wish[] = [];
  let rest = wanted;
  for (const { pattern, kind, value } of WISHES) {
    rest = rest.replace(pattern, (said) => {
      if (!wishes.some((wish) => wish.kind === kind && wish.value === value))
        wishes.push({ kind, value, said: asTyped(description, said) });
      return ' ';
    });
  }
  const terms: SearchTerm[] = [];
  const words = [...rest.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)].map((m) => ({ word: m[0], at: m.index }));
  let previous: { word: string; at: number } | undefined;
  for (const current of words) {
    if (FILLER.has(current.word) && !JOINERS.includes(current.word)) previous = undefined;
    if (FILLER.has(current.word) || (current.word.length < 2 && !/\p{N}/u.test(current.word))) continue;
    // Two words side by side (or joined by 'of', 'the'…) also count together: "time travel", "coming of age".
    const between = previous ? rest.slice(previous.at + previous.word.length, current.at) : '';
    if (previous && ADJACENT.test(between)) {
      const phrase = rest.slice(previous.at, current.at + current.word.length);
      if (!terms.some((t) => t.term === phrase)) terms.push({ term: phrase, said: asTyped(description, phrase) });
    }
    if (!terms.some((t) => t.term === current.word)) terms.push({ term: current.word, said: asTyped(description, current.word) });
    previous = current;
    if (terms.length >= MAX_TERMS) break;
  }
  let titleText = text;
  for (const wish of wishes) titleText = titleText.split(wish.said.toLowerCase()).join(' ');
  return {
    text,
    titleText: titleText.replace(/\s+/g, ' ').trim(),
    names: corrected === text ? text : `${text} ${corrected}`,
    terms,
    wishes,
    refusals,
    writtenIn,
  };
}

/** The words of a text typed with a capital letter, in lower case. */
function capitalised(description: string): Set<string> {
  return new Set([...description.matchAll(/\p{Lu}\p{L}*/gu)].map((match) => match[0].toLowerCase()));
}

/** A word to check against the catalog's spelling: not a small word, nor one read as a wish. */
function mayBeMisspelt(word: string): boolean {
  return !FILLER.has(word) && !WISH_WORDS.some((pattern) => pattern.test(word));
}

const WISH_WORDS = WISH_RULES.map(([pattern]) => new RegExp(`^(?:${pattern})$`, 'iu'));

/** The words as the user wrote them (their capitals), found case-insensitively. */
function asTyped(description: string, lowered: string): string {
  const collapsed = description.replace(/\s+/g, ' ').trim();
  const at = collapsed.toLowerCase().indexOf(lowered);
  const typed = at >= 0 ? collapsed.slice(at, at + lowered.length) : '';
  return typed.toLowerCase() === lowered ? typed : lowered;
}
