import { expect } from 'chai';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readTitleFile, TitleFileError } from './title-file';

const parasite = {
  title: 'Parasite',
  originalTitle: '기생충',
  year: 2019,
  kind: 'movie',
  runtimeMinutes: 132,
  seasons: null,
  language: 'Korean',
  genres: ['Thriller', 'Drama', 'Comedy'],
  director: 'Bong Joon-ho',
  creator: null,
  cast: ['Song Kang-ho', 'Lee Sun-kyun'],
  synopsis: 'A jobless family talks its way into a wealthy household.',
  tags: ['Award winner', 'class divide'],
  awards: ["Palme d'Or (Cannes 2019)"],
  certificate: 'R',
  streaming: { platforms: [], asOf: '2025-06', source: null },
  reference: 'Wikipedia (en): Parasite (2019 film)',
  studios: [],
  franchise: null,
};

const CSV_HEADER =
  'title,originalTitle,year,kind,runtimeMinutes,seasons,language,genres,director,creator,cast,synopsis,tags,awards,certificate,streaming.platforms,streaming.asOf,streaming.source,reference,studios,franchise';

describe('catalog title files', () => {
  let dir: string;
  const file = async (name: string, content: string) => {
    const where = path.join(dir, name);
    await writeFile(where, content);
    return where;
  };
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'titles-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('accepts titles in the catalog format and refuses each bad one with its row and every problem', async () => {
    const titles = [
      parasite,
      { ...parasite, title: 'Bad one', language: 'German', year: '2019', director: null },
      { ...parasite, title: 'Untagged winner', awards: [], tags: ['Award winner', 'Feel Good'] },
      { ...parasite, title: 'Series without seasons', kind: 'series', director: null, creator: null },
      { ...parasite, title: 'Extra field', rating: 9 },
    ];
    const { titles: valid, refused } = await readTitleFile(await file('mixed.json', JSON.stringify(titles)));
    expect(valid.map((t) => [t.row, t.title.title])).to.deep.equal([[1, 'Parasite']]);
    expect(refused.map((r) => [r.row, r.label])).to.deep.equal([
      [2, 'Bad one'],
      [3, 'Untagged winner'],
      [4, 'Series without seasons'],
      [5, 'Extra field'],
    ]);
    expect(refused[0]!.problems).to.include('year: expected a whole number').and.include('language: "German" is not one of English');
    expect(refused[1]!.problems).to.include('"Feel Good" is neither a content type');
    expect(refused[3]!.problems).to.include('rating');
  });

  it("checks the facts' rules only once the fields are well formed", async () => {
    const titles = [{ ...parasite, title: 'Director-less movie', director: null }, { ...parasite, title: 'Winner without award', awards: [] }];
    const { refused } = await readTitleFile(await file('rules.json', JSON.stringify(titles)));
    expect(refused.map((r) => r.problems)).to.deep.equal(['director: a movie needs its director', "tags: 'Award winner' needs an award in awards"]);
  });

  it('reads CSV rows with |-separated lists, quoted commas and empty cells as null', async () => {
    const csv = [
      CSV_HEADER,
      `"Crouching Tiger, Hidden Dragon",卧虎藏龙,2000,movie,120,,Chinese,Action|Adventure,Ang Lee,,"Chow Yun-fat|Michelle Yeoh","A stolen sword draws a warrior back, ""one last time"".",Award winner|wuxia,Academy Award for Best Foreign Language Film (2001),PG-13,,2025-06,,"Wikipedia (en): Crouching Tiger, Hidden Dragon",Sony Pictures Classics|Columbia Pictures,`,
      'Breaking Bad,Breaking Bad,2008,series,49,5,English,Crime|Drama,,Vince Gilligan,Bryan Cranston,A teacher turns to crime.,transformation,,,Netflix,2025-06,Netflix original outside the US,Wikipedia (en): Breaking Bad,,Breaking Bad',
      'Nope,Nope,twenty,film,90,,English,Horror,Jordan Peele,,,Scary.,,,,,2025-6,,,,',
    ].join('\r\n');
    const { titles, refused } = await readTitleFile(await file('more.csv', `${csv}\r\n`));
    expect(titles).to.have.length(2);
    expect(titles[0]!.title).to.deep.include({
      title: 'Crouching Tiger, Hidden Dragon',
      seasons: null,
      creator: null,
      genres: ['Action', 'Adventure'],
      cast: ['Chow Yun-fat', 'Michelle Yeoh'],
      synopsis: 'A stolen sword draws a warrior back, "one last time".',
      streaming: { platforms: [], asOf: '2025-06', source: null },
      reference: 'Wikipedia (en): Crouching Tiger, Hidden Dragon',
      studios: ['Sony Pictures Classics', 'Columbia Pictures'],
      franchise: null,
    });
    expect(titles[1]!.title).to.deep.include({ kind: 'series', seasons: 5, director: null, creator: 'Vince Gilligan', awards: [], certificate: null, studios: [] });
    expect(titles[1]!.title).to.deep.include({ franchise: 'Breaking Bad', streaming: { platforms: ['Netflix'], asOf: '2025-06', source: 'Netflix original outside the US' } });
    expect(refused).to.have.length(1);
    expect(refused[0]).to.include({ row: 3, label: 'Nope' });
    expect(refused[0]!.problems).to.include('year: expected a whole number').and.include('kind: "film" is not one of movie, series').and.include('streaming.asOf: expected a month as YYYY-MM');
    expect(refused[0]!.problems).to.include('reference: must not be blank');
  });

  it('refuses a whole file it cannot read as titles, saying why', async () => {
    const failure = (where: string) => readTitleFile(where).then(() => null, (error: Error) => error);
    const notArray = await failure(await file('object.json', '{"title": "x"}'));
    expect(notArray).to.be.instanceOf(TitleFileError).and.have.property('message').that.includes('expected a JSON array');
    const broken = await failure(await file('broken.json', '[{"title": '));
    expect(broken).to.be.instanceOf(TitleFileError).and.have.property('message').that.includes('not valid JSON');
    const columns = await failure(await file('columns.csv', 'title,year,rating\nX,2000,5\n'));
    expect(columns).to.be.instanceOf(TitleFileError);
    expect(columns!.message).to.include('unknown column(s) rating').and.include('missing column(s) originalTitle');
    const other = await failure(await file('titles.txt', ''));
    expect(other).to.be.instanceOf(TitleFileError).and.have.property('message').that.includes('.json or .csv');
  });
});
