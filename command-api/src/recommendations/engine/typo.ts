/**
 * Typo-tolerant reading of a prompt: a word the catalog never uses is taken for the catalog's word
 * closest to it in spelling ('thriler' → 'thriller', 'Scorcese' → 'scorsese'), and a name typed as
 * one word for the two it is ('shahrukh' → 'shah rukh').
 */
export interface Vocabulary {
  /** How many times each word occurs in the catalog's titles, names, tags and synopses. */
  counts: ReadonlyMap<string, number>;
  /** Two-word names typed as one: 'shahrukh' → 'shah rukh'. */
  joined: ReadonlyMap<string, string>;
}

// Shorter words are too easily another word ('hous' is 'house', but 'cat' is not 'car').
const SHORTEST = 4;

/** The most edits a word of this length may be from the word meant. */
export function editsAllowed(length: number): number {
  if (length < SHORTEST) return 0;
  return length >= 8 ? 2 : 1;
}

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbours each count one), or `max + 1` as soon as it is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows of the table, reused: the one before the previous (for swaps), the previous, the current.
  const width = b.length + 1;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, growing the rows when they are already long enough changes no distance
  if (rows.length < 3 * width) rows = new Int32Array(3 * width);
  let before = 0;
  let previous = width;
  let current = 2 * width;
  // Stryker disable next-line EqualityOperator: equivalent, one more cell is the current row's first, written before it is read
  for (let j = 0; j < width; j++) rows[previous + j] = j;
  for (let i = 1; i <= a.length; i++) {
    rows[current] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[previous + j]! + 1, rows[current + j - 1]! + 1, rows[previous + j - 1]! + cost);
      // A swap of two neighbours (a[-1] and b[-1], before the second character, are undefined and match nothing).
      if (a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[before + j - 2]! + 1);
      rows[current + j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return rows[previous + b.length]!;
}

let rows = new Int32Array(96);

type Entry = [word: string, count: number, order: number, letters: number];

/**
 * The letters a word has, as bits (each character on one of 31, by its code): an edit changes at
 * most two of them (a substitution takes one letter away and brings another), a swap none, so two
 * words within `d` edits differ in at most `2d` bits. Most words of the catalog fail that at once.
 */
export function lettersOf(word: string): number {
  let bits = 0;
  for (let i = 0; i < word.length; i++) bits |= 1 << (word.charCodeAt(i) % 31);
  return bits;
}

/** How many bits are set. */
export function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** The catalog's words of each length, with their place in the vocabulary's order, grouped once per vocabulary. */
const byLength = new WeakMap<Vocabulary, Map<number, Entry[]>>();

function wordsOfLength(vocabulary: Vocabulary, length: number): readonly Entry[] {
  let lengths = byLength.get(vocabulary);
  // Stryker disable next-line ConditionalExpression: equivalent, sorting the words again gives the same lengths
  if (!lengths) {
    lengths = new Map();
    let order = 0;
    for (const [word, count] of vocabulary.counts) {
      const entry: Entry = [word, count, order++, lettersOf(word)];
      const list = lengths.get(word.length);
      if (list) list.push(entry);
      else lengths.set(word.length, [entry]);
    }
    byLength.set(vocabulary, lengths);
  }
  // Stryker disable next-line ArrayDeclaration: equivalent, a one-letter 'word' is never within the edits a word of four letters or more allows
  return lengths.get(length) ?? [];
}

/**
 * The catalog's spelling of a word: itself when the catalog uses it (or it is too short to judge),
 * else the closest word within the edits its length allows (the more frequent on a tie), else a
 * two-word name it joins, else itself.
 */
export function correctedWord(word: string, vocabulary: Vocabulary): string {
  if (vocabulary.counts.has(word) || !/^\p{L}+$/u.test(word)) return word;
  const joined = vocabulary.joined.get(word);
  if (joined !== undefined) return joined;
  const allowed = editsAllowed(word.length);
  // Stryker disable next-line ConditionalExpression: equivalent, without an edit allowed only the word itself would do, and the catalog does not use it
  if (allowed === 0) return word;
  let best: { word: string; distance: number; count: number; order: number } | undefined;
  const wordLetters = lettersOf(word);
  // Only words within the allowed edits in length can be; among equals, the first in the vocabulary's order wins.
  for (let length = Math.max(SHORTEST, word.length - allowed); length <= word.length + allowed; length++) {
    for (const [candidate, count, order, letters] of wordsOfLength(vocabulary, length)) {
      // Stryker disable next-line ConditionalExpression: equivalent, the distance refuses every word this refuses, only later
      if (bitCount(letters ^ wordLetters) > 2 * allowed) continue;
      const distance = editDistance(word, candidate, allowed);
      if (distance > allowed) continue;
      if (
        !best ||
        distance < best.distance ||
        // Stryker disable next-line EqualityOperator: equivalent, no two words have the same place
        (distance === best.distance && (count > best.count || (count === best.count && order < best.order)))
      )
        best = { word: candidate, distance, count, order };
    }
  }
  if (best) return best.word;
  // A joined name typed with a slip: 'shahruk' → 'shah rukh'.
  for (const [typed, name] of vocabulary.joined) if (editDistance(word, typed, allowed) <= allowed) return name;
  return word;
}
