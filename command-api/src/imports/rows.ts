import type { ImportSource } from '@more-ai/events/catalog/index';

/** Which file of an export a row comes from. */
export type ImportFile = 'diary' | 'watched' | 'ratings' | 'watchlist' | 'reviews' | 'imdb';

/** One row of an uploaded export, as read: what the member logged, not yet matched to the catalog. */
export interface ParsedRow {
  file: ImportFile;
  /** The line of its file the row starts on, for messages. */
  line: number;
  title: string;
  /** IMDb's original title; '' when the file has none. */
  originalTitle: string;
  year: number | null;
  /** `YYYY-MM-DD`: the watch date (diary, reviews), the date added (watched, watchlist) or rated (ratings, IMDb); null when empty. */
  date: string | null;
  /** 0.5 to 5 in half stars; null when not rated. */
  rating: number | null;
  review: string;
  rewatch: boolean;
}

/** A catalog title a row may be. */
export interface Candidate {
  movieId: string;
  title: string;
  year: number;
}

export type MatchStatus = 'matched' | 'uncertain' | 'not-found';

/** A row and what it was matched to: the movie when sure, the candidates to choose from when not. */
export interface ImportRow extends ParsedRow {
  status: MatchStatus;
  /** The matched movie; null unless `status` is 'matched'. */
  movieId: string | null;
  candidates: Candidate[];
}

export interface ParsedImport {
  source: ImportSource;
  rows: ParsedRow[];
}
