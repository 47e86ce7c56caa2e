import { v5 as uuidv5 } from 'uuid';

// Fixed forever: every movie id derives from it, so changing it would split each film in two.
const MOVIE_IDS = '3d6f9a52-1c4e-4b8f-a0d7-5e2b8c9f4a61';

/** Lower-case, accents stripped, anything but letters and digits collapsed to one space. */
export function normalizeTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A film's id: the same title and year give the same movie across restarts, rebuilds and
 * rediscoveries (by the catalog, the import CLI or the OpenAI engine).
 */
export function movieIdOf(title: string, year: number): string {
  return uuidv5(`${normalizeTitle(title)}|${year}`, MOVIE_IDS);
}
