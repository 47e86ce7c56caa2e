import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { movieIdOf } from '@more-ai/command-api/catalog/movie-id';
import { SAMPLE_CATALOG_DIR } from '@more-ai/command-api/catalog/sample-catalog';
import { startTestApp, type TestApp } from '@more-ai/testing/app';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const CSV = [
  'title,originalTitle,year,kind,runtimeMinutes,seasons,language,genres,director,creator,cast,synopsis,tags,awards,certificate,streaming.platforms,streaming.asOf,streaming.source,reference,studios,franchise',
  'Andhadhun,अंधाधुन,2018,movie,139,,Hindi,Thriller|Crime|Comedy,Sriram Raghavan,,Ayushmann Khurrana|Tabu|Radhika Apte,"A pianist who pretends to be blind witnesses a murder, and the lie gets harder to keep.",dark comedy,,,,2025-06,,Wikipedia (en): Andhadhun,,',
  'Panchayat,Panchayat,2020,series,35,4,Hindi,Comedy|Drama,,Deepak Kumar Mishra,Jitendra Kumar|Neena Gupta,An engineering graduate takes a village job.,Feel good|village life,,,Prime Video,2020-04,Prime Video original,Wikipedia (en): Panchayat (TV series),The Viral Fever,',
].join('\n');

describe('the catalog CLI', function () {
  this.timeout(60_000);
  const masterKey = randomBytes(32);
  let app: TestApp;
  let dir: string;
  const cli = async (...args: string[]) => {
    const env = {
      ...process.env,
      DATABASE_URL: app.databaseUrl,
      PII_MASTER_KEY: masterKey.toString('base64'),
      LOG_LEVEL: 'silent',
      INIT_CWD: dir,
    };
    return run(process.execPath, ['--import', 'tsx', path.join(root, 'launcher/src/cli/catalog.ts'), ...args], { env, cwd: root }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );
  };
  const movie = async (title: string, year: number) => {
    await app.settled();
    return app
      .db('rm_movies.movies')
      .where({ id: movieIdOf(title, year) })
      .first();
  };

  before(async () => {
    app = await startTestApp('catalog_cli', { masterKey, catalogDir: path.join(SAMPLE_CATALOG_DIR, 'none') });
    dir = await mkdtemp(path.join(tmpdir(), 'catalog-cli-'));
  });
  after(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('imports the valid titles of a JSON file and lists each refused one with its row', async () => {
    const [parasite, memories] = JSON.parse(await readFile(path.join(SAMPLE_CATALOG_DIR, 'titles.json'), 'utf8')) as Record<
      string,
      unknown
    >[];
    await writeFile(path.join(dir, 'more.json'), JSON.stringify([parasite, { ...memories, year: 'two thousand' }]));
    const result = await cli('import', 'more.json');
    expect(result.code).to.equal(1);
    expect(result.stderr).to.include('row 2 (Memories of Murder): year: expected a whole number');
    expect(result.stdout).to.include('Imported more.json: 1 new, 0 revised, 0 unchanged, 1 refused');
    expect(await movie('Parasite', 2019)).to.include({ title: 'Parasite', source: 'import' });
  });

  it('imports a CSV file, and importing it again adds nothing', async () => {
    await writeFile(path.join(dir, 'more.csv'), CSV);
    const first = await cli('import', 'more.csv');
    expect(first).to.include({ code: 0 });
    expect(first.stdout).to.include('Imported more.csv: 2 new, 0 revised, 0 unchanged, 0 refused');
    const series = await movie('Panchayat', 2020);
    expect(series).to.include({ kind: 'series', seasons: 4, creator: 'Deepak Kumar Mishra', director: null });
    expect(series.cast).to.deep.equal(['Jitendra Kumar', 'Neena Gupta']);
    expect(series.content_types).to.deep.equal(['Feel good']);
    const again = await cli('import', 'more.csv');
    expect(again.stdout).to.include('Imported more.csv: 0 new, 0 revised, 2 unchanged, 0 refused');
  });

  it('says how to use it, and why a file cannot be read', async () => {
    const usage = await cli('load', 'more.csv');
    expect(usage.code).to.equal(2);
    expect(usage.stderr).to.include('Usage: npm run catalog -- import <file.json|file.csv>');
    await writeFile(path.join(dir, 'broken.json'), '{');
    const broken = await cli('import', 'broken.json');
    expect(broken.code).to.equal(1);
    expect(broken.stderr).to.include('not valid JSON');
  });
});
