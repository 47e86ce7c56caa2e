import { expect } from 'chai';
import { MOVIE_GENRES } from '@more-ai/contracts/movie-filters';
import {
  contrastWithWhite,
  darkEnoughForWhite,
  hslToRgb,
  posterDesign,
  posterStyle,
  primaryGenre,
  TEXT_CONTRAST_MIN,
  titleSize,
  type PosterDesign,
  type PosterMovie,
  type Rgb,
} from './poster-design';

/** rgb(r g b) as the design writes it, back to channels in 0..1. */
function channels(color: string): Rgb {
  const match = /^rgb\((\d+) (\d+) (\d+)\)$/.exec(color);
  if (!match) throw new Error(`not an rgb colour: ${color}`);
  return [Number(match[1]) / 255, Number(match[2]) / 255, Number(match[3]) / 255];
}

/** Hue in degrees and saturation in percent (HSL) of an rgb(…) colour. */
function parse(color: string): [number, number] {
  const [r, g, b] = channels(color);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1));
  const hue = delta === 0 ? 0 : max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return [Math.round((hue * 60 + 360) % 360), Math.round(saturation * 100)];
}

const movie = (genre: string, year: number, _id = 'm1') => ({ _id, title: 'Title', year, genre: [genre] });

describe('The generated poster', () => {
  it('looks the same for the same movie on every screen', () => {
    expect(posterDesign(movie('Drama', 1994))).to.deep.equal(posterDesign(movie('Drama', 1994)));
  });

  it('takes its palette from the primary genre: a comedy is warm, a sci-fi film cold', () => {
    const [comedyHue] = parse(posterDesign(movie('Comedy', 2022)).middle);
    const [sciFiHue] = parse(posterDesign(movie('Sci-Fi', 2022)).middle);
    expect(comedyHue).to.be.within(25, 65);
    expect(sciFiHue).to.be.within(165, 210);
    expect(posterDesign({ ...movie('Action', 2022), genre: ['Action', 'Comedy'] }).middle).to.equal(
      posterDesign(movie('Action', 2022)).middle,
    );
  });

  it('reads the primary genre from a list or a single string', () => {
    expect(primaryGenre(['Sci-Fi', 'Drama'])).to.equal('sci-fi');
    expect(primaryGenre('Crime, Drama')).to.equal('crime');
    expect(primaryGenre(undefined)).to.equal('');
    expect(primaryGenre([])).to.equal('');
  });

  it('ages older films: more muted and nearer sepia than the same genre today', () => {
    const [newHue, newSaturation] = parse(posterDesign(movie('Sci-Fi', 2023)).middle);
    const [oldHue, oldSaturation] = parse(posterDesign(movie('Sci-Fi', 1950)).middle);
    expect(oldSaturation).to.be.below(newSaturation - 15);
    expect(Math.abs(oldHue - 34)).to.be.below(Math.abs(newHue - 34));
    // Never through an unrelated colour on the way: an old sci-fi film is not green.
    expect(parse(posterDesign(movie('Sci-Fi', 1927)).middle)[0]).not.to.be.within(70, 160);
    expect(posterDesign(movie('Sci-Fi', 2024)).middle).to.equal(posterDesign(movie('Sci-Fi', 2021)).middle);
  });

  it('gives two films of one genre and decade different shades', () => {
    const shades = new Set(['a1', 'b2', 'c3', 'd4', 'e5', 'f6'].map((id) => posterDesign(movie('Drama', 2005, id)).middle));
    expect(shades.size).to.be.greaterThan(2);
  });

  it('keeps white text at 4.5:1 or more on the lower half, for every genre and era', () => {
    for (const genre of [...MOVIE_GENRES, 'Unknown']) {
      for (const year of [1925, 1960, 1985, 2005, 2024]) {
        for (const id of ['x', 'yy', 'zzz']) {
          const design = posterDesign(movie(genre, year, id));
          for (const color of [design.middle, design.base]) {
            expect(contrastWithWhite(channels(color)), `${genre} ${year} ${id} ${color}`).to.be.at.least(TEXT_CONTRAST_MIN);
          }
        }
      }
    }
  });

  it('darkens a colour only as far as white text needs', () => {
    const amber = (lightness: number) => hslToRgb(44, 85, lightness);
    const lightness = darkEnoughForWhite(amber, 60);
    expect(contrastWithWhite(amber(lightness))).to.be.at.least(TEXT_CONTRAST_MIN);
    expect(contrastWithWhite(amber(lightness + 1))).to.be.below(TEXT_CONTRAST_MIN + 0.05);
    expect(darkEnoughForWhite((l) => hslToRgb(220, 50, l), 10)).to.equal(10);
  });

  it('hands the design to the stylesheet as CSS variables', () => {
    const design = posterDesign({ _id: 'm1', title: 'Up', year: 2009, genre: ['Animation'] });
    expect(posterStyle({ _id: 'm1', title: 'Up', year: 2009, genre: ['Animation'] })).to.deep.equal({
      '--poster-glow': design.glow,
      '--poster-middle': design.middle,
      '--poster-base': design.base,
      '--poster-angle': `${design.angle}deg`,
      '--poster-title-size': '13cqw',
    });
  });

  it('converts colours as CSS does', () => {
    expect(hslToRgb(0, 100, 50)).to.deep.equal([1, 0, 0]);
    expect(hslToRgb(120, 100, 25)).to.deep.equal([0, 0.5, 0]);
    expect(hslToRgb(240, 0, 100)).to.deep.equal([1, 1, 1]);
    expect(contrastWithWhite([0, 0, 0])).to.equal(21);
  });

  it('sizes the title so long titles get smaller and no word overflows the width', () => {
    expect(titleSize('Up')).to.equal(13);
    expect(titleSize('The Godfather Part II')).to.equal(11.5);
    expect(titleSize('Dilwale Dulhania Le Jayenge Again')).to.equal(10);
    expect(titleSize('Eternal Sunshine of the Spotless Mind Tonight')).to.equal(8.5);
    const long = 'Hababam Sınıfı Uyanıyor Extraordinarily';
    expect(titleSize(long) * 0.62 * 'Extraordinarily'.length).to.be.at.most(80);
    expect(titleSize('Supercalifragilisticexpialidociousnessessness')).to.equal(6);
  });

  it('paints each genre in its own palette, aged by its year, the same on every visit', () => {
    const painted: [PosterMovie, PosterDesign][] = [
      [
        { _id: 'movie-0', title: 'T', year: 1931, genre: ['Action'] },
        { glow: 'rgb(178 127 77)', middle: 'rgb(106 76 47)', base: 'rgb(49 38 22)', angle: 179, titleSize: 13 },
      ],
      [
        { _id: 'movie-1', title: 'T', year: 1975, genre: ['Adventure'] },
        { glow: 'rgb(203 117 72)', middle: 'rgb(116 64 37)', base: 'rgb(54 38 17)', angle: 160, titleSize: 13 },
      ],
      [
        { _id: 'movie-2', title: 'T', year: 2024, genre: ['Comedy'] },
        { glow: 'rgb(250 158 46)', middle: 'rgb(142 83 11)', base: 'rgb(66 57 5)', angle: 161, titleSize: 13 },
      ],
      [
        { _id: 'movie-3', title: 'T', year: 1999, genre: ['Romance'] },
        { glow: 'rgb(215 79 140)', middle: 'rgb(120 38 74)', base: 'rgb(56 18 24)', angle: 162, titleSize: 13 },
      ],
      [
        { _id: 'movie-4', title: 'T', year: 1950, genre: ['Drama'] },
        { glow: 'rgb(137 140 127)', middle: 'rgb(81 81 72)', base: 'rgb(38 35 33)', angle: 163, titleSize: 13 },
      ],
      [
        { _id: 'movie-5', title: 'T', year: 2010, genre: ['Thriller'] },
        { glow: 'rgb(97 111 194)', middle: 'rgb(49 57 104)', base: 'rgb(27 22 49)', angle: 164, titleSize: 13 },
      ],
      [
        { _id: 'movie-6', title: 'T', year: 1931, genre: ['Horror'] },
        { glow: 'rgb(175 119 87)', middle: 'rgb(104 73 53)', base: 'rgb(48 34 23)', angle: 165, titleSize: 13 },
      ],
      [
        { _id: 'movie-7', title: 'T', year: 1975, genre: ['Crime'] },
        { glow: 'rgb(131 152 144)', middle: 'rgb(76 84 77)', base: 'rgb(35 36 36)', angle: 166, titleSize: 13 },
      ],
      [
        { _id: 'movie-8', title: 'T', year: 2024, genre: ['Mystery'] },
        { glow: 'rgb(142 89 207)', middle: 'rgb(73 42 111)', base: 'rgb(44 20 52)', angle: 167, titleSize: 13 },
      ],
      [
        { _id: 'movie-9', title: 'T', year: 1999, genre: ['Sci-fi'] },
        { glow: 'rgb(85 205 201)', middle: 'rgb(42 114 111)', base: 'rgb(20 42 52)', angle: 168, titleSize: 13 },
      ],
      [
        { _id: 'movie-10', title: 'T', year: 1950, genre: ['Animation'] },
        { glow: 'rgb(134 160 96)', middle: 'rgb(79 92 55)', base: 'rgb(37 43 29)', angle: 160, titleSize: 13 },
      ],
      [
        { _id: 'movie-11', title: 'T', year: 2010, genre: ['Family'] },
        { glow: 'rgb(113 203 86)', middle: 'rgb(58 110 41)', base: 'rgb(21 51 23)', angle: 161, titleSize: 13 },
      ],
      [
        { _id: 'movie-12', title: 'T', year: 1931, genre: ['Fantasy'] },
        { glow: 'rgb(168 120 106)', middle: 'rgb(100 73 62)', base: 'rgb(48 34 29)', angle: 162, titleSize: 13 },
      ],
      [
        { _id: 'movie-13', title: 'T', year: 1975, genre: ['Documentary'] },
        { glow: 'rgb(156 162 100)', middle: 'rgb(88 89 55)', base: 'rgb(38 41 26)', angle: 163, titleSize: 13 },
      ],
      [
        { _id: 'movie-14', title: 'T', year: 2024, genre: ['War'] },
        { glow: 'rgb(186 189 107)', middle: 'rgb(96 98 55)', base: 'rgb(39 46 26)', angle: 164, titleSize: 13 },
      ],
      [
        { _id: 'movie-15', title: 'T', year: 1999, genre: ['Musical'] },
        { glow: 'rgb(215 79 177)', middle: 'rgb(120 38 96)', base: 'rgb(56 18 34)', angle: 165, titleSize: 13 },
      ],
      [
        { _id: 'movie-16', title: 'T', year: 1950, genre: ['Biography'] },
        { glow: 'rgb(174 129 90)', middle: 'rgb(101 75 52)', base: 'rgb(47 37 24)', angle: 166, titleSize: 13 },
      ],
      [
        { _id: 'movie-17', title: 'T', year: 2010, genre: ['History'] },
        { glow: 'rgb(196 148 95)', middle: 'rgb(105 78 48)', base: 'rgb(49 44 22)', angle: 167, titleSize: 13 },
      ],
    ];
    for (const [movie, design] of painted) expect(posterDesign(movie), movie.genre?.[0]).to.deep.equal(design);
  });

  it('sizes a title by its length without the spaces around it, at 12, 24 and 40 letters', () => {
    expect(titleSize('  Twelve chars  ')).to.equal(13);
    expect(titleSize('abcdefghijkl')).to.equal(10.8);
    expect(titleSize('abcd efgh ijklm')).to.equal(11.5);
    expect(titleSize('abcd efgh ijkl mnop qrst')).to.equal(11.5);
    expect(titleSize('abcd efgh ijkl mnop qrst u')).to.equal(10);
    expect(titleSize('abcd efgh ijkl mnop qrst uvwx yzab cdef')).to.equal(10);
    expect(titleSize('abcd efgh ijkl mnop qrst uvwx yzab cdef g')).to.equal(8.5);
  });

  it('measures contrast with white as WCAG does, dark channels included', () => {
    expect(contrastWithWhite([0.02, 0.02, 0.02])).to.be.closeTo(20.3694, 1e-4);
    expect(contrastWithWhite([0.5, 0.2, 0.9])).to.be.closeTo(5.9648, 1e-4);
    expect(contrastWithWhite([0, 0, 1])).to.be.closeTo(8.5925, 1e-4);
    expect(hslToRgb(200, 60, 75).map((c) => Math.round(c * 1000))).to.deep.equal([600, 800, 900]);
    expect(darkEnoughForWhite(() => [1, 1, 1], 30)).to.equal(0);
    expect(primaryGenre(' Sci-Fi ')).to.equal('sci-fi');
  });
});
