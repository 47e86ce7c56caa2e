import { posterHue } from './movie';

/**
 * The generated poster's look, decided from the movie alone so it is the same on every screen and
 * visit: a palette from its primary genre, aged by its decade (older films warmer and more muted), a
 * small per-movie shift so two dramas of one decade still differ, and a title size that fits.
 */
export interface PosterDesign {
  /** The light colour at the top of the poster. */
  readonly glow: string;
  /** The colour the gradient reaches at 45% of the height; everything below it (the text) is darker. */
  readonly middle: string;
  /** The colour at the bottom. */
  readonly base: string;
  /** The gradient's angle in degrees. */
  readonly angle: number;
  /** The title's font size in percent of the poster's width (cqw). */
  readonly titleSize: number;
}

/** Hue and saturation of each primary genre: warm for action and comedy, cold for sci-fi and mystery. */
const GENRE_HUES: Readonly<Record<string, readonly [hue: number, saturation: number]>> = {
  action: [8, 78],
  adventure: [28, 80],
  comedy: [44, 85],
  romance: [338, 70],
  drama: [212, 55],
  thriller: [238, 45],
  horror: [352, 60],
  crime: [200, 30],
  mystery: [272, 45],
  'sci-fi': [186, 70],
  animation: [150, 65],
  family: [120, 50],
  fantasy: [295, 55],
  documentary: [95, 30],
  war: [70, 28],
  musical: [318, 70],
  biography: [24, 40],
  history: [36, 40],
};

/** The sepia an old print fades towards. */
const SEPIA_HUE = 34;
/** The year from which a film counts as new: no ageing. */
const NEW_FROM = 2020;
/** Ninety years back a film is as aged as it gets. */
const AGE_SPAN = 90;

/** sRGB channels in 0..1. */
export type Rgb = readonly [number, number, number];

/** WCAG 2 AA for normal text. */
export const TEXT_CONTRAST_MIN = 4.5;

export interface PosterMovie {
  readonly _id: string;
  readonly title: string;
  readonly year: number;
  readonly genre?: readonly string[] | string | undefined;
}

export function posterDesign(movie: PosterMovie): PosterDesign {
  const spread = posterHue(movie._id);
  const [genreHue, genreSaturation] = GENRE_HUES[primaryGenre(movie.genre)] ?? [spread, 50];
  const age = Math.min(1, Math.max(0, (NEW_FROM - movie.year) / AGE_SPAN));
  // Each movie moves up to ±12° from its genre's hue, so a row of one genre is a family, not a stripe.
  const hue = genreHue + ((spread % 25) - 12);
  // Ageing blends towards sepia in RGB: a hue turned round the wheel would pass through unrelated
  // colours (a sci-fi blue through green), a blend only warms and mutes.
  const colour = (ownHue: number, saturation: number, lightness: number) =>
    mixRgb(hslToRgb(ownHue, saturation * (1 - age * 0.65), lightness), hslToRgb(SEPIA_HUE, 45, lightness), age * 0.6);
  const middle = darkEnoughForWhite((lightness) => colour(hue, genreSaturation, lightness), 30);
  return {
    glow: rgb(colour(hue, Math.min(95, genreSaturation + 10), 58 - age * 8)),
    middle: rgb(colour(hue, genreSaturation, middle)),
    base: rgb(
      colour(
        hue + 18,
        genreSaturation,
        darkEnoughForWhite((lightness) => colour(hue + 18, genreSaturation, lightness), Math.min(middle, 14)),
      ),
    ),
    angle: 160 + (spread % 20),
    titleSize: titleSize(movie.title),
  };
}

/** The design as the CSS variables movies.css paints a generated poster with. */
export function posterStyle(movie: PosterMovie): Record<string, string> {
  const design = posterDesign(movie);
  return {
    '--poster-glow': design.glow,
    '--poster-middle': design.middle,
    '--poster-base': design.base,
    '--poster-angle': `${design.angle}deg`,
    '--poster-title-size': `${design.titleSize}cqw`,
  };
}

/** The first genre named, lower case; a single string may list several ('Drama, Crime'). */
export function primaryGenre(genre: PosterMovie['genre']): string {
  const first = (Array.isArray(genre) ? genre[0] : typeof genre === 'string' ? genre.split(/[,/|]/)[0] : undefined) ?? '';
  return first.trim().toLowerCase();
}

/**
 * The title's size in cqw: short titles large, long ones smaller, and never so large that the
 * longest word overflows the 80% of the width inside the padding (a bold letter is about 0.62 em).
 */
export function titleSize(title: string): number {
  const length = title.trim().length;
  const byLength = length <= 12 ? 13 : length <= 24 ? 11.5 : length <= 40 ? 10 : 8.5;
  const longestWord = Math.max(1, ...title.split(/\s+/).map((word) => word.length));
  const byWord = 80 / (0.62 * longestWord);
  return Math.round(Math.max(6, Math.min(byLength, byWord)) * 10) / 10;
}

/** The lightest lightness at or under `wanted` at which white text on the colour reaches 4.5:1. */
export function darkEnoughForWhite(colourAt: (lightness: number) => Rgb, wanted: number): number {
  let lightness = wanted;
  // A little over the minimum: the colour is written in whole bytes, which may round it lighter.
  while (lightness > 0 && contrastWithWhite(colourAt(lightness)) < TEXT_CONTRAST_MIN + 0.05) lightness -= 1;
  return lightness;
}

/** WCAG contrast ratio between white and a colour. */
export function contrastWithWhite(colour: Rgb): number {
  return 1.05 / (relativeLuminance(colour) + 0.05);
}

function relativeLuminance([r, g, b]: Rgb): number {
  const channel = (value: number) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** CSS's hsl() to sRGB channels in 0..1. */
export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + normalHue(hue) / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0), f(8), f(4)];
}

/** `share` of the way from one colour to another. */
function mixRgb(from: Rgb, to: Rgb, share: number): Rgb {
  return [0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * share) as unknown as Rgb;
}

function normalHue(hue: number): number {
  return ((hue % 360) + 360) % 360;
}

/** Rounded to whole bytes, as painted. */
function rgb(colour: Rgb): string {
  const [r, g, b] = colour.map((channel) => Math.round(channel * 255));
  return `rgb(${r} ${g} ${b})`;
}
