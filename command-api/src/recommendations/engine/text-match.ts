/**
 * PostgreSQL's full-text match, in memory: titles' `tsvector`s (as PostgreSQL prints them) in an
 * inverted index, and the queries `plainto_tsquery` and `phraseto_tsquery` make of a search term
 * (as PostgreSQL prints them) matched against it. PostgreSQL still stems the words, so both sides
 * keep the database's dictionary; what runs here is only `@@`, for every title at once.
 */

/** A position's weight as stored: A 3, B 2, C 1, D 0 (the title is A, tags and genres B). */
const WEIGHT_CODES: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };
/** Weights A and B: a word found in the title, tags, genres or language. */
const STRONG = 2;

/** A search term's query: all of its lexemes anywhere (`&`), or in a row at these distances (`<->`, `<N>`). */
export type TermQuery = { kind: 'all'; lexemes: string[] } | { kind: 'phrase'; lexemes: string[]; offsets: number[] };

/** Which titles a term matches (their indexes, ascending), and which of those it matches in weights A or B. */
export interface TermMatch {
  titles: Int32Array;
  strong: Uint8Array;
}

interface Posting {
  titles: Int32Array;
  /** Where each title's entries start in `entries`; one more than titles, the last the end. */
  starts: Int32Array;
  /** position × 4 + weight code, ascending within a title. */
  entries: Uint16Array;
}

/** Splits a printed tsvector or tsquery into its quoted lexemes and what lies between them. */
function* tokens(text: string): Generator<{ lexeme: string } | { other: string }> {
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "'") {
      let lexeme = '';
      i++;
      for (;;) {
        // Stryker disable next-line EqualityOperator: equivalent, a step past the end throws the same error
        if (i >= text.length) throw new Error(`Unterminated lexeme in ${JSON.stringify(text)}`);
        const d = text[i]!;
        // PostgreSQL doubles a quote or a backslash inside a lexeme.
        if ((d === "'" || d === '\\') && text[i + 1] === d) {
          lexeme += d;
          i += 2;
        } else if (d === "'") {
          i++;
          break;
        } else {
          lexeme += d;
          i++;
        }
      }
      yield { lexeme };
    } else if (c === ' ') i++;
    else {
      let other = '';
      while (i < text.length && text[i] !== ' ' && text[i] !== "'") other += text[i++];
      yield { other };
    }
  }
}

/** A printed tsvector ('love':3C 'stori':2A,5C) as lexemes with their entries (position × 4 + weight code). */
export function parseTsvector(text: string): Map<string, number[]> {
  const lexemes = new Map<string, number[]>();
  let last: number[] | undefined;
  for (const token of tokens(text)) {
    if ('lexeme' in token) {
      last = [];
      lexemes.set(token.lexeme, last);
      continue;
    }
    if (!last || !token.other.startsWith(':')) throw new Error(`Unexpected ${JSON.stringify(token.other)} in a tsvector`);
    for (const entry of token.other.slice(1).split(',')) {
      const match = /^(\d+)([ABCD]?)$/.exec(entry);
      if (!match) throw new Error(`Unexpected position ${JSON.stringify(entry)} in a tsvector`);
      last.push(Number(match[1]) * 4 + WEIGHT_CODES[match[2] || 'D']!);
    }
  }
  return lexemes;
}

/**
 * A printed tsquery as `plainto_tsquery` ('heist' & 'thriller') or `phraseto_tsquery`
 * ('stori' <2> 'love') makes it; undefined for any other shape (a disjunction, a negation,
 * weights, prefixes, brackets), which this matcher leaves to PostgreSQL.
 */
export function parseTermQuery(text: string): TermQuery | undefined {
  const lexemes: string[] = [];
  const operators: string[] = [];
  let expectLexeme = true;
  for (const token of tokens(text)) {
    if ('lexeme' in token !== expectLexeme) return undefined;
    if ('lexeme' in token) lexemes.push(token.lexeme);
    else operators.push(token.other);
    expectLexeme = !expectLexeme;
  }
  // Without a lexeme, or ending on an operator.
  if (expectLexeme) return undefined;
  if (operators.every((operator) => operator === '&')) return { kind: 'all', lexemes };
  const offsets = [0];
  for (const operator of operators) {
    const distance = operator === '<->' ? 1 : /^<(\d+)>$/.exec(operator)?.[1];
    if (distance === undefined) return undefined;
    offsets.push(offsets[offsets.length - 1]! + Number(distance));
  }
  return { kind: 'phrase', lexemes, offsets };
}

/** The titles' tsvectors, by lexeme. */
export class TextIndex {
  private readonly postings = new Map<string, Posting>();

  /** `vectors[i]` is title i's tsvector as PostgreSQL prints it. */
  constructor(vectors: readonly string[]) {
    const building = new Map<string, { titles: number[]; starts: number[]; entries: number[] }>();
    vectors.forEach((vector, title) => {
      for (const [lexeme, entries] of parseTsvector(vector)) {
        let posting = building.get(lexeme);
        if (!posting) building.set(lexeme, (posting = { titles: [], starts: [], entries: [] }));
        posting.titles.push(title);
        posting.starts.push(posting.entries.length);
        posting.entries.push(...entries);
      }
    });
    for (const [lexeme, { titles, starts, entries }] of building) {
      this.postings.set(lexeme, {
        titles: Int32Array.from(titles),
        starts: Int32Array.from([...starts, entries.length]),
        entries: Uint16Array.from(entries),
      });
    }
  }

  /** The titles a term's query matches (`search @@ q`), and whether each also matches it in weights A or B (`@@ q:AB`). */
  match(query: TermQuery): TermMatch {
    const postings = query.lexemes.map((lexeme) => this.postings.get(lexeme));
    if (postings.some((posting) => posting === undefined)) return { titles: new Int32Array(0), strong: new Uint8Array(0) };
    const all = postings as Posting[];
    const titles: number[] = [];
    const strong: number[] = [];
    // Every lexeme's titles are ascending: walk the rarest, find each of its titles in the others.
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, any lexeme's titles lead to the same matches, the rarest soonest
    const rarest = all.reduce((best, posting) => (posting.titles.length < best.titles.length ? posting : best));
    const cursors = all.map(() => 0);
    for (const title of rarest.titles) {
      const at: number[] = [];
      for (let i = 0; i < all.length; i++) {
        const found = seek(all[i]!.titles, title, cursors[i]!);
        cursors[i] = found;
        if (all[i]!.titles[found] !== title) break;
        at.push(found);
      }
      if (at.length < all.length) continue;
      const entries = all.map((posting, i) => posting.entries.subarray(posting.starts[at[i]!]!, posting.starts[at[i]! + 1]!));
      if (query.kind === 'all') {
        titles.push(title);
        strong.push(entries.every((list) => list.some((entry) => (entry & 3) >= STRONG)) ? 1 : 0);
      } else if (inPhrase(entries, query.offsets, 0)) {
        titles.push(title);
        strong.push(inPhrase(entries, query.offsets, STRONG) ? 1 : 0);
      }
    }
    return { titles: Int32Array.from(titles), strong: Uint8Array.from(strong) };
  }
}

/** The first index from `from` on whose value is not below `value` (the values ascending). */
function seek(values: Int32Array, value: number, from: number): number {
  let low = from;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether the lexemes stand at these distances from a first position, each in a weight of at least `weight`. */
function inPhrase(entries: Uint16Array[], offsets: readonly number[], weight: number): boolean {
  // The first lexeme's own weight is checked with the others (its distance is 0).
  return entries[0]!.some((first) =>
    entries.every((list, i) => {
      const wanted = (first >> 2) + offsets[i]!;
      return list.some((entry) => entry >> 2 === wanted && (entry & 3) >= weight);
    }),
  );
}
