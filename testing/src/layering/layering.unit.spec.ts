import { expect } from 'chai';
import { cyclesOf } from './cycles';
import type { ImportEdge } from './imports';
import { forbiddenBecause, tablesNamedOutOfPlace } from './rules';

const edge = (from: string, to: string | undefined, specifier = '@more-ai/x'): ImportEdge => ({ from, to, specifier, ours: true });

describe('the layering check', () => {
  it('refuses the command-api importing the read-api, and the read-api importing the command-api', () => {
    expect(forbiddenBecause(edge('command-api/src/follows/routes.ts', 'read-api/src/profiles/people.ts'))).to.equal(
      'command-api/ may import only contracts, events, platform, not read-api/',
    );
    expect(forbiddenBecause(edge('read-api/src/features/usage.ts', 'command-api/src/plans/standard-plans.ts'))).to.match(
      /read-api\/ may import only .*not command-api\//,
    );
  });

  it('lets the read-api use the projectors’ queries, and only the launcher compose the services', () => {
    expect(forbiddenBecause(edge('read-api/src/movies/routes.ts', 'projections/src/movies/queries.ts'))).to.equal(undefined);
    expect(forbiddenBecause(edge('launcher/src/app.ts', 'command-api/src/app.ts'))).to.equal(undefined);
    expect(forbiddenBecause(edge('projections/src/movies/row.ts', 'read-api/src/movies/view.ts'))).to.match(/not read-api/);
  });

  it('keeps SQL over read models in the projectors: the read-api names none of their tables', () => {
    const query = "await db('rm_favorites.favorites as f').join('rm_movies.movies as m', 'm.id', 'f.movie_id')";
    expect(tablesNamedOutOfPlace('read-api/src/favorites/routes.ts', query)).to.deep.equal(['rm_favorites.favorites', 'rm_movies.movies']);
    expect(tablesNamedOutOfPlace('projections/src/favorites/queries.ts', query)).to.deep.equal([]);
    expect(tablesNamedOutOfPlace('read-api/src/favorites/routes.int.spec.ts', query)).to.deep.equal([]);
  });

  it('keeps the UI on contracts alone', () => {
    expect(forbiddenBecause(edge('ui/src/features/movies/movie.ts', 'contracts/src/movies.ts'))).to.equal(undefined);
    expect(forbiddenBecause(edge('ui/src/api/client.ts', 'events/src/position.ts'))).to.equal('ui/ may import only contracts, not events/');
  });

  it('refuses production code importing test helpers, and lets specs import anything', () => {
    expect(forbiddenBecause(edge('command-api/src/accounts/visitor.ts', 'testing/src/app.ts'))).to.equal(
      'production code imports test code',
    );
    expect(forbiddenBecause(edge('read-api/src/movies/routes.int.spec.ts', 'command-api/src/catalog/decide.ts'))).to.equal(undefined);
  });

  it('refuses an import of ours that resolves to no file', () => {
    expect(forbiddenBecause(edge('events/src/open.ts', undefined, './gone'))).to.equal("'./gone' does not resolve to a file of ours");
  });

  it('finds every import cycle, a file importing itself too, and none in a tree', () => {
    const graph = new Map([
      ['routes', ['password-routes']],
      ['password-routes', ['signup-routes']],
      ['signup-routes', ['routes']],
      ['self', ['self']],
      ['leaf', []],
      ['app', ['routes', 'leaf']],
    ]);
    expect(cyclesOf(graph)).to.deep.equal([['password-routes', 'routes', 'signup-routes'], ['self']]);
    expect(
      cyclesOf(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).to.deep.equal([]);
  });
});
