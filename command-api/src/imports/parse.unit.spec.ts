import { expect } from 'chai';
import { InvalidInput } from '@more-ai/platform/domain/errors';
import {
  IMPORT_ROWS_MAX,
  letterboxdFileOf,
  looksLikeImdb,
  NOT_AN_EXPORT,
  NOT_LETTERBOXD,
  parseImdb,
  parseLetterboxd,
  tooManyRows,
} from './parse';

const BOM = '\uFEFF';

const DIARY = [
  'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
  '2024-01-03,Parasite,2019,https://boxd.it/abc,4.5,,,2024-01-02',
  '2024-02-10,"Crouching Tiger, Hidden Dragon",2000,https://boxd.it/def,5,Yes,"wuxia, rewatch",2024-02-09',
  '2024-03-01,Amélie,2001,https://boxd.it/ghi,,,,2024-03-01',
].join('\r\n');

const WATCHED = `${BOM}Date,Name,Year,Letterboxd URI\n2023-05-06,"The ""Burbs""",1989,https://boxd.it/x\n2023-05-07,千と千尋の神隠し,2001,https://boxd.it/y\n`;

const REVIEWS = [
  'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date',
  '2024-01-03,Parasite,2019,https://boxd.it/abc,4.5,,"Stairs.\r\nSo many stairs, ""really"".",,2024-01-02',
].join('\r\n');

const IMDB = [
  'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
  'tt6751668,9,2024-01-05,Parasite,Gisaengchung,https://www.imdb.com/title/tt6751668/,Movie,8.5,132,2019,"Drama, Thriller",900000,2019-05-30,Bong Joon Ho',
  'tt0211915,1,2023-12-31,Amélie,Le fabuleux destin d\'Amélie Poulain,https://www.imdb.com/title/tt0211915/,Movie,8.3,122,2001,"Comedy, Romance",800000,2001-04-25,Jean-Pierre Jeunet',
].join('\n');

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).to.be.instanceOf(InvalidInput);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('reading a Letterboxd export', () => {
  it('reads diary rows: watch date, half-star rating or none, rewatch, a quoted title with a comma, CRLF lines, accents', () => {
    const { source, rows } = parseLetterboxd(new Map([['diary.csv', DIARY]]), false);
    expect(source).to.equal('letterboxd');
    expect(rows).to.deep.equal([
      {
        file: 'diary',
        line: 2,
        title: 'Parasite',
        originalTitle: '',
        year: 2019,
        date: '2024-01-02',
        rating: 4.5,
        review: '',
        rewatch: false,
      },
      {
        file: 'diary',
        line: 3,
        title: 'Crouching Tiger, Hidden Dragon',
        originalTitle: '',
        year: 2000,
        date: '2024-02-09',
        rating: 5,
        review: '',
        rewatch: true,
      },
      {
        file: 'diary',
        line: 4,
        title: 'Amélie',
        originalTitle: '',
        year: 2001,
        date: '2024-03-01',
        rating: null,
        review: '',
        rewatch: false,
      },
    ]);
  });

  it('reads watched.csv with a byte order mark, a doubled quote and a Japanese title; the date added is its date', () => {
    const { rows } = parseLetterboxd(new Map([['watched.csv', WATCHED]]), true);
    expect(rows.map(({ title, year, date, file }) => ({ title, year, date, file }))).to.deep.equal([
      { title: 'The "Burbs"', year: 1989, date: '2023-05-06', file: 'watched' },
      { title: '千と千尋の神隠し', year: 2001, date: '2023-05-07', file: 'watched' },
    ]);
  });

  it('keeps line breaks in a review, as LF, and its quotes', () => {
    const [row] = parseLetterboxd(new Map([['reviews.csv', REVIEWS]]), false).rows;
    expect(row!.review).to.equal('Stairs.\nSo many stairs, "really".');
    expect(row!.date).to.equal('2024-01-02');
  });

  it('cleans text: NFC, no control or invisible characters, lone surrogates replaced, spaces trimmed, a review cut at 2,000 characters', () => {
    const csv = `Name,Year,Rating,Rewatch,Review,Watched Date\n" Ame\u0301lie\u200b\u0007 ",2001,,,"${'é'.repeat(2_100)}\ud800",2024-01-01\n`;
    const [row] = parseLetterboxd(new Map([['reviews.csv', csv]]), false).rows;
    expect(row!.title).to.equal('Amélie');
    expect([...row!.review]).to.have.length(2_000);
    const [lone] = parseLetterboxd(new Map([['watched.csv', 'Date,Name,Year\n2024-01-01,A\ud800B,2001\n']]), false).rows;
    expect(lone!.title).to.equal('A\uFFFDB');
  });

  it('reads every file of a whole export; other files and folders are left aside', () => {
    const files = new Map([
      ['watched.csv', WATCHED],
      ['diary.csv', DIARY],
      ['ratings.csv', 'Date,Name,Year,Letterboxd URI,Rating\n2024-01-01,Heat,1995,u,4\n'],
      ['watchlist.csv', 'Date,Name,Year,Letterboxd URI\n2024-01-01,Ran,1985,u\n'],
      ['profile.csv', 'Date Joined,Username\n2020-01-01,me\n'],
    ]);
    const rows = parseLetterboxd(files, true).rows;
    expect(rows.map((row) => row.file)).to.deep.equal(['watched', 'watched', 'diary', 'diary', 'diary', 'ratings', 'watchlist']);
    expect(rows.find((row) => row.file === 'ratings')).to.include({ rating: 4, date: '2024-01-01' });
  });

  it('an empty year or rating is none; an empty watch date falls back to the date', () => {
    const [row] = parseLetterboxd(
      new Map([['diary.csv', 'Date,Name,Year,Rating,Rewatch,Watched Date\n2024-01-09,Heat,,,,\n']]),
      false,
    ).rows;
    expect(row).to.include({ year: null, rating: null, date: '2024-01-09' });
    const [undated] = parseLetterboxd(new Map([['watched.csv', 'Date,Name,Year\n,Heat,1995\n']]), false).rows;
    expect(undated!.date).to.equal(null);
  });

  it('refuses a .zip without watched.csv or diary.csv, and a set of files none of which it reads', () => {
    expect(refusal(() => parseLetterboxd(new Map([['ratings.csv', 'Date,Name,Year,Rating\n']]), true))).to.equal(NOT_LETTERBOXD);
    expect(parseLetterboxd(new Map([['ratings.csv', 'Date,Name,Year,Rating\n']]), false).rows).to.deep.equal([]);
    expect(refusal(() => parseLetterboxd(new Map([['profile.csv', 'a\n']]), false))).to.equal(NOT_AN_EXPORT);
  });

  it('names the file, line and value it cannot read', () => {
    expect(refusal(() => parseLetterboxd(new Map([['diary.csv', 'Name,Year\nHeat,1995\n']]), false))).to.equal(
      "diary.csv: column 'Rating' not found",
    );
    expect(refusal(() => parseLetterboxd(new Map([['watched.csv', 'Date,Name,Year\n2024-01-01,Heat,95\n']]), false))).to.equal(
      "watched.csv line 2: '95' is not a year",
    );
    expect(refusal(() => parseLetterboxd(new Map([['watched.csv', 'Date,Name,Year\n2024-02-30,Heat,1995\n']]), false))).to.equal(
      "watched.csv line 2: '2024-02-30' is not a date as YYYY-MM-DD",
    );
    expect(refusal(() => parseLetterboxd(new Map([['watched.csv', 'Date,Name,Year\n24-02-03,Heat,1995\n']]), false))).to.equal(
      "watched.csv line 2: '24-02-03' is not a date as YYYY-MM-DD",
    );
    expect(refusal(() => parseLetterboxd(new Map([['watched.csv', 'Date,Name,Year\n2024-01-01,  ,1995\n']]), false))).to.equal(
      'watched.csv line 2: the title is empty',
    );
    expect(refusal(() => parseLetterboxd(new Map([['watched.csv', 'Date,Name,Year\n2024-01-01,"Heat,1995\n']]), false))).to.match(
      /^watched\.csv: line 2: a quoted field is never closed/,
    );
    for (const rating of ['4.25', '0', '5.5', 'x', '-1', '1e0']) {
      const csv = `Date,Name,Year,Rating\n2024-01-01,Heat,1995,${rating}\n`;
      expect(refusal(() => parseLetterboxd(new Map([['ratings.csv', csv]]), false))).to.equal(
        `ratings.csv line 2: '${rating}' is not a rating`,
      );
    }
  });

  it(`refuses more than ${IMPORT_ROWS_MAX} rows, all files together`, () => {
    const body = (count: number) => 'Date,Name,Year\n' + '2024-01-01,Heat,1995\n'.repeat(count);
    expect(parseLetterboxd(new Map([['watched.csv', body(IMPORT_ROWS_MAX)]]), true).rows).to.have.length(IMPORT_ROWS_MAX);
    const files = new Map([
      ['watched.csv', body(IMPORT_ROWS_MAX)],
      ['watchlist.csv', body(1)],
    ]);
    expect(refusal(() => parseLetterboxd(files, true))).to.equal(tooManyRows(IMPORT_ROWS_MAX + 1));
    expect(tooManyRows(5_001)).to.equal('An import reads at most 5,000 rows; this one has 5,001');
  });

  it('knows the files by name, in any case', () => {
    expect(letterboxdFileOf('Diary.CSV')).to.equal('diary');
    expect(letterboxdFileOf(' watchlist.csv ')).to.equal('watchlist');
    expect(letterboxdFileOf('likes/films.csv')).to.equal(undefined);
    expect(letterboxdFileOf('deleted/diary.csv')).to.equal(undefined);
    expect(letterboxdFileOf('diary.csv.bak')).to.equal(undefined);
    expect(letterboxdFileOf('mydiary.csv')).to.equal(undefined);
  });
});

describe('reading an IMDb ratings export', () => {
  it('knows it by its columns', () => {
    expect(looksLikeImdb(IMDB)).to.equal(true);
    expect(looksLikeImdb(`${BOM}${IMDB}`)).to.equal(true);
    expect(looksLikeImdb(DIARY)).to.equal(false);
    expect(looksLikeImdb('Const,Your Rating,Title\n')).to.equal(false);
  });

  it('turns 1 to 10 into half stars, the rating date into the date, and keeps the original title', () => {
    const { source, rows } = parseImdb(`${BOM}${IMDB}`);
    expect(source).to.equal('imdb');
    expect(rows).to.deep.equal([
      {
        file: 'imdb',
        line: 2,
        title: 'Parasite',
        originalTitle: 'Gisaengchung',
        year: 2019,
        date: '2024-01-05',
        rating: 4.5,
        review: '',
        rewatch: false,
      },
      {
        file: 'imdb',
        line: 3,
        title: 'Amélie',
        originalTitle: "Le fabuleux destin d'Amélie Poulain",
        year: 2001,
        date: '2023-12-31',
        rating: 0.5,
        review: '',
        rewatch: false,
      },
    ]);
  });

  it('refuses a rating off the 1 to 10 scale, naming the line', () => {
    const bad = IMDB.replace('tt6751668,9,', 'tt6751668,11,');
    expect(refusal(() => parseImdb(bad))).to.equal("The IMDb file line 2: '11' is not a rating");
    expect(refusal(() => parseImdb(IMDB.replace('tt6751668,9,', 'tt6751668,4.5,')))).to.equal(
      "The IMDb file line 2: '4.5' is not a rating",
    );
  });
});
