// No zod here: the UI's first chunk reads these values, and the landing page does not load zod (issue 13).

/** Original languages a title can have: the Language filter's values (SPEC §2); 'Chinese' covers Mandarin and Cantonese. */
export const MOVIE_LANGUAGES = [
  'English',
  'Spanish',
  'Korean',
  'Japanese',
  'French',
  'Chinese',
  'Hindi',
  'Telugu',
  'Arabic',
  'Tamil',
  'Kannada',
] as const;
export type MovieLanguage = (typeof MOVIE_LANGUAGES)[number];

/** The Genre filter's values (SPEC §2); a title has one to three. */
export const MOVIE_GENRES = [
  'Action',
  'Comedy',
  'Drama',
  'Thriller',
  'Horror',
  'Romance',
  'Sci-Fi',
  'Adventure',
  'Crime',
  'Mystery',
] as const;
export type MovieGenre = (typeof MOVIE_GENRES)[number];

/** The Content type filter's values (SPEC §2), carried among a title's tags exactly as spelled here. */
export const CONTENT_TYPES = ['Mind bending', 'Feel good', 'Award winner', 'Book adaptation', 'Based on true story', 'Hidden Gem'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The Recommendations screen's filter groups and their options, spelled as the screen shows them (SPEC §2). */
export const FILTER_OPTIONS = {
  genre: MOVIE_GENRES,
  language: ['Any language', ...MOVIE_LANGUAGES],
  length: ['Under 90 mins', '90 - 120 mins', 'Over 120 mins', 'Any length', 'Series'],
  era: ['2020s', '2010s', '2000s', '1990s', '1980s', 'Older'],
  contentType: CONTENT_TYPES,
} as const;

export type FilterGroup = keyof typeof FILTER_OPTIONS;
