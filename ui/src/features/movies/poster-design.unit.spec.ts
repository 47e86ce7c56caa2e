import { expect } from 'chai';
import {
  contrastWithWhite,
  darkEnoughForWhite,
  hslToRgb,
  posterDesign,
  posterStyle,
  primaryGenre,
  TEXT_CONTRAST_MIN,
  titleSize,
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
    for (const genre of [
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
      'Unknown',
    ]) {
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
});
