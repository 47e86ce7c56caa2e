import { expect } from 'chai';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_TYPES, MOVIE_GENRES, MOVIE_LANGUAGES } from '@more-ai/events/catalog/movies';
import { eraOf } from '../recommendations/engine/filters';
import { FILTER_OPTIONS } from '@more-ai/contracts/movies';
import { movieIdOf } from './movie-id';
import { BUNDLED_CATALOG_DIR } from './seed';
import { certificateProblem, creditsProblem, type CatalogTitle } from './title';
import { readTitleFile, type RefusedTitle } from './title-file';

/**
 * The bundled catalog meets the issues' numbers: at least 2,500 titles; each of the 11 languages 50
 * or more; each genre, era and content type 40 or more; 60 series or more. Each failure names what
 * falls short, so whoever fills the catalog knows what to add.
 */
describe('the bundled movie catalog', () => {
  const titles: (CatalogTitle & { file: string })[] = [];
  const refused: (RefusedTitle & { file: string })[] = [];
  const count = (values: readonly string[], has: (title: CatalogTitle, value: string) => boolean) =>
    Object.fromEntries(values.map((value) => [value, titles.filter((title) => has(title, value)).length]));
  const below = (counts: Record<string, number>, minimum: number) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n < minimum));

  before(async () => {
    const files = (await readdir(BUNDLED_CATALOG_DIR)).filter((name) => name.endsWith('.json')).sort();
    for (const file of files) {
      const read = await readTitleFile(path.join(BUNDLED_CATALOG_DIR, file));
      titles.push(...read.titles.map(({ title }) => ({ ...title, file })));
      refused.push(...read.refused.map((r) => ({ ...r, file })));
    }
  });

  it('holds only titles in the catalog format (every field, every filter value spelled right)', () => {
    expect(refused.map((r) => `${r.file} #${r.row} ${r.label ?? ''}: ${r.problems}`)).to.deep.equal([]);
  });

  it('lists each film once (the same title and year is the same film)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const title of titles) {
      const id = movieIdOf(title.title, title.year);
      if (seen.has(id)) twice.push(`${title.title} (${title.year}) in ${seen.get(id)} and ${title.file}`);
      seen.set(id, title.file);
    }
    expect(twice).to.deep.equal([]);
  });

  it('does not list a film twice under two spellings (same director, year and running time)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const title of titles.filter((t) => t.kind === 'movie')) {
      const key = `${title.director}|${title.year}|${title.runtimeMinutes}`;
      if (seen.has(key)) twice.push(`${seen.get(key)} / ${title.title} (${title.year}, ${title.file})`);
      seen.set(key, title.title);
    }
    expect(twice).to.deep.equal([]);
  });

  // The format's rules, each over every file, so a failure lists every title that breaks it.
  it('gives each title the certificate its year could carry (the CBFC bands of 2024 on, UA and S before, MPA ratings from 1968)', () => {
    const wrong = titles.flatMap((t) => {
      const problem = certificateProblem(t.certificate, t.year);
      return problem ? [`${t.title} (${t.year}, ${t.file}): ${problem}`] : [];
    });
    expect(wrong).to.deep.equal([]);
  });

  it('credits every director and creator by name, comma-separated (no "&", "and", or a duo under one name)', () => {
    const wrong = titles.flatMap((t) =>
      [t.director, t.creator].flatMap((credits) => {
        if (credits === null) return [];
        const problem = creditsProblem(credits) ?? (/[–—]|\bBrothers\b|\bSisters\b/.test(credits) ? 'a duo is named person by person' : null);
        return problem ? [`${t.title} (${t.year}, ${t.file}): ${credits}: ${problem}`] : [];
      }),
    );
    expect(wrong).to.deep.equal([]);
  });

  it('names each person one way throughout, so their person page has all their titles', () => {
    // Names that begin with another whole name and are someone else.
    const others = new Set([
      'Song Kang|Song Kang-ho',
      'N. T. Rama Rao|N. T. Rama Rao Jr.',
      'Jung Woo|Jung Woo-sung',
      'Sushant Singh|Sushant Singh Rajput',
      'David Lee|David Lee Smith',
      'Yang Mi|Yang Mi-kyung',
      'Chandan Roy|Chandan Roy Sanyal',
    ]);
    const names = new Set(titles.flatMap((t) => [...t.cast, ...[t.director, t.creator].flatMap((credits) => credits?.split(', ') ?? [])]));
    const words = (name: string) => name.toLowerCase().match(/[\p{L}\p{N}'.]+/gu) ?? [];
    // Every name under each of its shorter beginnings of two words or more.
    const byBeginning = new Map<string, string[]>();
    for (const name of names) {
      const said = words(name);
      for (let length = 2; length < said.length; length += 1) {
        const beginning = said.slice(0, length).join(' ');
        byBeginning.set(beginning, [...(byBeginning.get(beginning) ?? []), name]);
      }
    }
    const variants = [...names].flatMap((short) =>
      (byBeginning.get(words(short).join(' ')) ?? []).filter((long) => !others.has(`${short}|${long}`)).map((long) => `${short} / ${long}`),
    );
    expect(variants).to.deep.equal([]);
  });

  it('lists where a title streams only with the source of that fact and its month', () => {
    const wrong = titles.filter((t) => (t.streaming.platforms.length > 0) !== (t.streaming.source !== null) || !/^\d{4}-\d{2}$/.test(t.streaming.asOf));
    expect(wrong.map((t) => `${t.title} (${t.year}, ${t.file})`)).to.deep.equal([]);
  });

  it("records where each title's facts were checked: a Wikipedia article", () => {
    const wrong = titles.filter((t) => !/^Wikipedia \([a-z]{2,3}\): \S.*\S$/.test(t.reference));
    expect(wrong.map((t) => `${t.title} (${t.year}, ${t.file}): ${t.reference}`)).to.deep.equal([]);
  });

  it('has at least 2,500 titles', () => {
    expect(titles.length).to.be.at.least(2500);
  });

  it('has at least 50 titles in each of the 11 languages', () => {
    expect(below(count(MOVIE_LANGUAGES, (t, language) => t.language === language), 50)).to.deep.equal({});
  });

  it('has at least 40 titles in each of the 10 genres', () => {
    expect(below(count(MOVIE_GENRES, (t, genre) => t.genres.includes(genre as never)), 40)).to.deep.equal({});
  });

  it('has at least 40 titles from each era', () => {
    expect(below(count(FILTER_OPTIONS.era, (t, era) => eraOf(t.year) === era), 40)).to.deep.equal({});
  });

  it('has at least 60 series', () => {
    expect(titles.filter((t) => t.kind === 'series').length).to.be.at.least(60);
  });

  it('has at least 40 titles of each content type', () => {
    expect(below(count(CONTENT_TYPES, (t, type) => t.tags.includes(type)), 40)).to.deep.equal({});
  });
});
