import { expect } from 'chai';
import type { Knex } from 'knex';
import { openDatabase } from '@more-ai/platform';
import { createTestDatabase, type TestDatabase } from '@more-ai/testing';
import { withGinIndexesRebuiltForBulk } from './bulk-load';

interface IndexFacts {
  name: string;
  oid: number;
  definition: string;
}

describe('a bulk load with the GIN indexes built after', function () {
  this.timeout(60_000);
  let database: TestDatabase;
  let db: Knex;

  const indexes = async (): Promise<IndexFacts[]> =>
    (
      await db.raw<{ rows: IndexFacts[] }>(
        `SELECT c.relname AS name, c.oid::int AS oid, pg_get_indexdef(c.oid) AS definition
           FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
          WHERE i.indrelid = 'bulk.titles'::regclass ORDER BY c.relname`,
      )
    ).rows;
  const rows = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({ id: from + i, words: [`w${(from + i) % 7}`, 'film'], title: `Title ${from + i}` }));
  const load = (count: number, from: number, fail = false) =>
    db.transaction(async (trx) => {
      await trx.raw('SET LOCAL search_path TO bulk');
      await withGinIndexesRebuiltForBulk(trx, 'titles', count, async () => {
        await trx('titles').insert(rows(from, count));
        if (fail) throw new Error('the batch failed');
      });
    });
  const found = async (word: string) =>
    db.transaction(async (trx) => {
      // Only the index may answer, so a missing or empty index shows.
      await trx.raw('SET LOCAL enable_seqscan = off');
      const plan = await trx.raw<{ rows: { 'QUERY PLAN': string }[] }>('EXPLAIN SELECT id FROM bulk.titles WHERE words @> ?::text[]', [
        [word],
      ]);
      const hits = await trx('bulk.titles')
        .whereRaw('words @> ?::text[]', [[word]])
        .count<{ count: string }[]>({ count: '*' });
      return { plan: plan.rows.map((row) => row['QUERY PLAN']).join('\n'), count: Number(hits[0]!.count) };
    });

  beforeEach(async () => {
    database = await createTestDatabase('bulk_load');
    db = openDatabase(database.url, { applicationName: 'bulk load spec' });
    await db.raw('CREATE SCHEMA bulk');
    await db.raw('CREATE TABLE bulk.titles (id int PRIMARY KEY, words text[] NOT NULL, title text NOT NULL)');
    await db.raw('CREATE INDEX titles_words ON bulk.titles USING gin (words) WITH (fastupdate = off)');
    await db.raw("CREATE INDEX titles_search ON bulk.titles USING gin (to_tsvector('english', title))");
    await db.raw('CREATE INDEX titles_by_title ON bulk.titles (title)');
  });
  afterEach(async () => {
    await db.destroy();
    await database.drop();
  });

  it('builds the GIN indexes again, as they were defined, after a batch into an empty table', async () => {
    const before = await indexes();
    await load(200, 0);
    const after = await indexes();
    expect(after.map(({ name, definition }) => ({ name, definition }))).to.deep.equal(
      before.map(({ name, definition }) => ({ name, definition })),
    );
    const oid = (list: IndexFacts[], name: string) => list.find((index) => index.name === name)!.oid;
    expect(oid(after, 'titles_words')).not.to.equal(oid(before, 'titles_words'));
    expect(oid(after, 'titles_search')).not.to.equal(oid(before, 'titles_search'));
    // The others are written as rows arrive, as always.
    expect(oid(after, 'titles_by_title')).to.equal(oid(before, 'titles_by_title'));
    expect(oid(after, 'titles_pkey')).to.equal(oid(before, 'titles_pkey'));
    const film = await found('film');
    expect(film.plan).to.include('titles_words');
    expect(film.count).to.equal(200);
  });

  it('writes a small batch, or a batch into a large table, into the indexes as they are', async () => {
    await load(40, 0);
    const small = await indexes();
    await load(50, 100);
    expect(await indexes()).to.deep.equal(small);
    // A batch of 64 or more is a bulk load while the table holds at most 8 times the batch.
    await load(1000, 1000);
    const grown = await indexes();
    expect(grown).not.to.deep.equal(small);
    await load(64, 5000);
    expect(await indexes()).to.deep.equal(grown);
    expect((await found('film')).count).to.equal(1154);
  });

  it('leaves the indexes and the rows as they were when the batch fails', async () => {
    const before = await indexes();
    const failed = await load(200, 0, true).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failed).to.be.instanceOf(Error);
    expect(await indexes()).to.deep.equal(before);
    expect((await found('film')).count).to.equal(0);
  });
});
