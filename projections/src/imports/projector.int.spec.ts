import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { accountDecider } from '@more-ai/command-api/accounts/decide';
import { importDecider } from '@more-ai/command-api/imports/decide';
import type { ImportRow } from '@more-ai/command-api/imports/rows';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { registerAccounts } from '@more-ai/testing/members';
import { listParkedEvents } from '../runner/parked';
import { rebuildProjection } from '../runner/rebuild';
import { importsProjector } from './projector';
import { importOf } from './queries';

/** A row as the upload matched it; what the draft shows of it is its file, title, year, status and candidates. */
const row = (fields: Partial<ImportRow>): ImportRow => {
  const read = { line: 2, originalTitle: '', date: '2024-01-02', rating: 4.5, review: 'Stairs.', rewatch: false };
  return { ...read, file: 'diary', title: 'Parasite', year: 2019, status: 'matched', movieId: randomUUID(), candidates: [], ...fields };
};

describe('the imports read model', function () {
  this.timeout(60_000);
  let app: TestApp;
  const metadata = { actor: 'system', correlationId: 'test', causationId: 'test' };
  const ids = { asha: randomUUID(), ravi: randomUUID(), gone: randomUUID() };
  const imports = { ashas: randomUUID(), ravis: randomUUID(), gones: randomUUID(), raced: randomUUID() };
  const candidate = { movieId: randomUUID(), title: 'Spirited Away', year: 2001 };
  const rows = [
    row({}),
    row({ title: 'Spirited Awayy', year: 2001, status: 'uncertain', movieId: null, candidates: [candidate] }),
    row({ file: 'watchlist', title: 'A Film Nobody Made', year: null, status: 'not-found', movieId: null }),
  ];
  const prepare = (userId: string, importId: string) =>
    app.commands.handle(importDecider, importId, { type: 'PrepareImport', userId, importId, source: 'letterboxd', rows }, metadata);
  const summary = { entries: 2, watchlistId: null, watchlistAdded: 0, watchlistLeftOut: 0, skipped: 1 };
  /** Straight to the log, as anything that once got past the edge would be. */
  const append = (streamId: string, type: string, data: unknown) =>
    app.events.log.append(
      streamId,
      [{ id: randomUUID(), type, data: data as Record<string, unknown>, metadata: { ...metadata, timestamp: new Date().toISOString() } }],
      'any',
    );

  before(async () => {
    app = await startTestApp('imports_projector');
    await registerAccounts(app, ids);
    await prepare(ids.asha, imports.ashas);
    await prepare(ids.ravi, imports.ravis);
    await app.commands.handle(
      importDecider,
      imports.ravis,
      { type: 'RecordImportApplied', userId: ids.ravi, importId: imports.ravis, summary },
      metadata,
    );
    await prepare(ids.gone, imports.gones);
    await app.commands.handle(accountDecider, ids.gone, { type: 'DeleteAccount' }, metadata);
    // Prepared before the deletion, appended after it.
    await prepare(ids.gone, imports.raced);
    await app.settled();
  });
  after(() => app.close());

  it('holds each draft as its review shows it, only for its owner', async () => {
    expect(await importOf(app.db, ids.asha, imports.ashas)).to.deep.equal({
      import: {
        _id: imports.ashas,
        source: 'letterboxd',
        counts: { matched: 1, uncertain: 1, notFound: 1 },
        uncertain: [{ row: 1, file: 'diary', title: 'Spirited Awayy', year: 2001, candidates: [candidate] }],
        notFound: [{ row: 2, file: 'watchlist', title: 'A Film Nobody Made', year: null }],
        hasWatchlist: true,
      },
      applied: null,
    });
    expect(await importOf(app.db, ids.ravi, imports.ashas)).to.equal(undefined);
  });

  it('records what an applied import added', async () => {
    expect((await importOf(app.db, ids.ravi, imports.ravis))?.applied).to.deep.equal(summary);
  });

  it("removes a deleted account's imports, also one appended after the deletion", async () => {
    expect(await app.db('rm_imports.drafts').where({ user_id: ids.gone })).to.deep.equal([]);
  });

  it('passes over malformed events and goes on projecting', async () => {
    const malformed = (data: Record<string, unknown>) => append(`Import-${randomUUID()}`, 'ImportPrepared', data);
    await malformed({ userId: ids.asha, importId: randomUUID(), source: 'letterboxd', rows: 'not json' });
    await malformed({ userId: ids.asha, importId: randomUUID(), source: 'letterboxd', rows: '[null]' });
    await malformed({ userId: ids.asha, importId: randomUUID(), source: 'letterboxd', rows: '{"title":"x"}' });
    await malformed({ userId: ids.asha, importId: randomUUID(), source: 'letterboxd', rows: '[{"status":"uncertain","title":1}]' });
    await malformed({ userId: null, importId: randomUUID(), source: 'letterboxd', rows: '[]' });
    await malformed({ userId: ids.asha, importId: 7, source: 'letterboxd', rows: '[]' });
    await append(`Import-${imports.ashas}`, 'ImportApplied', { userId: ids.asha, importId: imports.ashas, entries: 'many' });
    await append(`Account-${randomUUID()}`, 'AccountDeleted', {});
    const later = randomUUID();
    await prepare(ids.asha, later);
    await app.settled();
    expect(await app.db('rm_imports.drafts').where({ user_id: ids.asha }).orderBy('import_id').pluck('import_id')).to.deep.equal(
      [imports.ashas, later].sort(),
    );
    expect((await importOf(app.db, ids.asha, imports.ashas))?.applied).to.equal(null);
    expect(await listParkedEvents(app.db, [importsProjector])).to.deep.equal([]);
  });

  it('stores rows whose text PostgreSQL cannot hold (NUL, a lone surrogate) as the read side shows such text', async () => {
    const importId = randomUUID();
    const odd = [row({ title: 'Para\u0000site\ud800', year: 2019, status: 'uncertain', movieId: null, candidates: [candidate] })];
    await append(`Import-${importId}`, 'ImportPrepared', { userId: ids.asha, importId, source: 'letterboxd', rows: JSON.stringify(odd) });
    await app.settled();
    expect((await importOf(app.db, ids.asha, importId))?.import.uncertain.map((r) => r.title)).to.deep.equal(['Parasite\ufffd']);
    expect(await listParkedEvents(app.db, [importsProjector])).to.deep.equal([]);
  });

  it('rebuilds from the log into the same rows', async () => {
    const incremental = await app.db('rm_imports.drafts').orderBy('import_id');
    await rebuildProjection({ store: app.events.log, db: app.db, projector: importsProjector });
    expect(await app.db('rm_imports.drafts').orderBy('import_id')).to.deep.equal(incremental);
  });
});
