import { expect } from 'chai';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { normalizeTitle } from './movie-id';
import { BUNDLED_CATALOG_DIR } from './seed';

const TOP_250_FILE = path.resolve(BUNDLED_CATALOG_DIR, '../top-250.json');

interface ListedTitle {
  title: string;
  year: number;
  language: string;
  inScope: boolean;
}

interface Top250 {
  films: ListedTitle[];
  series: ListedTitle[];
}

const keyOf = (title: string, year: number) => `${normalizeTitle(title)}|${year}`;

/**
 * The catalog holds the widely known all-time lists (catalog/top-250.json) as far as they fall in
 * its scope: a listed title counts only when the catalog has the same normalised title in the same
 * year, so a wrong year is a miss to fix, never a near match. A failure names every missing title.
 */
describe('the bundled catalog against the all-time top-250 lists', () => {
  let top: Top250;
  const catalog = new Set<string>();

  before(async () => {
    top = JSON.parse(await readFile(TOP_250_FILE, 'utf8')) as Top250;
    const files = (await readdir(BUNDLED_CATALOG_DIR)).filter((name) => name.endsWith('.json'));
    for (const file of files) {
      const entries = JSON.parse(await readFile(path.join(BUNDLED_CATALOG_DIR, file), 'utf8')) as { title: string; year: number }[];
      for (const entry of entries) catalog.add(keyOf(entry.title, entry.year));
    }
  });

  it('lists 250 films and 50 series, each once, each with its language and scope', () => {
    expect(top.films).to.have.length(250);
    expect(top.series).to.have.length(50);
    for (const list of [top.films, top.series]) {
      expect(new Set(list.map((entry) => keyOf(entry.title, entry.year))).size).to.equal(list.length);
      for (const entry of list) {
        expect(entry.title, JSON.stringify(entry)).to.be.a('string').and.not.equal('');
        expect(entry.year, JSON.stringify(entry)).to.be.within(1888, 2100);
        expect(entry.language, JSON.stringify(entry)).to.be.a('string').and.not.equal('');
        expect(entry.inScope, JSON.stringify(entry)).to.be.a('boolean');
      }
    }
  });

  it('holds at least 95% of the in-scope titles (same title, same year)', () => {
    const inScope = [...top.films, ...top.series].filter((entry) => entry.inScope);
    const missing = inScope.filter((entry) => !catalog.has(keyOf(entry.title, entry.year))).map((entry) => `${entry.title} (${entry.year}, ${entry.language})`);
    const covered = (inScope.length - missing.length) / inScope.length;
    expect(covered, `missing from the catalog: ${missing.join('; ')}`).to.be.at.least(0.95);
  });

  it('holds at least 95% of the in-scope films (same title, same year)', () => {
    const inScope = top.films.filter((entry) => entry.inScope);
    const missing = inScope.filter((entry) => !catalog.has(keyOf(entry.title, entry.year))).map((entry) => `${entry.title} (${entry.year}, ${entry.language})`);
    expect((inScope.length - missing.length) / inScope.length, `missing from the catalog: ${missing.join('; ')}`).to.be.at.least(0.95);
  });
});
