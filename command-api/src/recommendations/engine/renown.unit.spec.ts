import { expect } from 'chai';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { movieIdOf } from '../../catalog/movie-id';
import { renownedTitles } from './renown';

describe('the titles on the all-time lists', () => {
  it('are the films and series of the bundled lists, by the ids the catalog gives them', async () => {
    const ids = (await renownedTitles()).map((title) => title.id);
    expect(ids).to.include(movieIdOf('The Shawshank Redemption', 1994));
    expect(ids).to.include(movieIdOf('Dangal', 2016));
    expect(ids).to.include(movieIdOf('Breaking Bad', 2008));
    expect(ids).to.not.include(movieIdOf('Paddington 2', 2017));
  });

  it('are read from the lists file given, films and series alike, each list from 1 for its first down towards ½', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'renown-'));
    try {
      const file = path.join(dir, 'lists.json');
      await writeFile(
        file,
        JSON.stringify({
          films: [
            { title: 'Amélie', year: 2001 },
            { title: 'Heat', year: 1995 },
          ],
          series: [{ title: 'Sherlock', year: 2010 }],
        }),
      );
      expect(await renownedTitles(file)).to.deep.equal([
        { id: movieIdOf('Amelie', 2001), renown: 1 },
        { id: movieIdOf('Heat', 1995), renown: 0.75 },
        { id: movieIdOf('Sherlock', 2010), renown: 1 },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
