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
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
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
  if (allowed === 0) return word;
  let best: { word: string; distance: number; count: number } | undefined;
  for (const [candidate, count] of vocabulary.counts) {
    if (candidate.length < SHORTEST) continue;
    const distance = editDistance(word, candidate, allowed);
    if (distance > allowed) continue;
    if (!best || distance < best.distance || (distance === best.distance && count > best.count))
      best = { word: candidate, distance, count };
  }
  if (best) return best.word;
  // A joined name typed with a slip: 'shahruk' → 'shah rukh'.
  for (const [typed, name] of vocabulary.joined) if (editDistance(word, typed, allowed) <= allowed) return name;
  return word;
}
