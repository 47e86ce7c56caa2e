import { expect } from 'chai';
import { Writable } from 'node:stream';
import pino from 'pino';
import { isLockHeld } from '@more-ai/platform/consumers/locks';
import { allProjectors } from '@more-ai/projections';
import { projectorLockKey } from '@more-ai/projections/runner/runner';
import { reactorLockKey, reactorTables } from '@more-ai/processes';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { catalogMovieIds, signedUpMember, type Member } from '@more-ai/testing/members';

/** The bound: after every connection of the app is cut, each consumer holds its lock again within 5 s. */
const RECOVERY_MS = 5000;

describe('the app after PostgreSQL ends every one of its connections', function () {
  this.timeout(240_000);
  let app: TestApp;
  let member: Member;
  let movieIds: string[];
  const logged: { level: number; msg: string; time: number }[] = [];
  const log = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        const line = JSON.parse(chunk.toString());
        logged.push({ level: line.level, msg: line.msg, time: line.time });
        done();
      },
    }),
  );
  const consumerLocks = () => [...allProjectors.map((p) => projectorLockKey(p.name)), ...reactorTables.map((r) => reactorLockKey(r.name))];

  /** Waits until every lock is held and health says so, failing after the bound. */
  const recovered = async (started: number) => {
    while (!((await everyLockHeld()) && (await healthUp()))) {
      if (Date.now() - started > RECOVERY_MS) {
        const health = await app.request('GET', '/api/health');
        throw new Error(`not recovered within ${RECOVERY_MS} ms: ${JSON.stringify(health.body)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(app.projections.running && app.processes.running).to.equal(true);
  };

  /** A command's events reach the read model, and the member reads them back at once (read-your-writes). */
  const favouriteReadBack = async (movieId: string) => {
    const added = await member.visitor.request('POST', '/api/favorites', { json: { movieId } });
    expect(added.status).to.equal(201);
    const read = await member.visitor.request('GET', '/api/favorites', { headers: { 'X-Min-Position': added.body.position } });
    expect(read.status).to.equal(200);
    expect(read.headers.get('X-Read-Model-Stale')).to.equal(null);
    expect(read.body.favorites.map((movie: { _id: string }) => movie._id)).to.include(movieId);
  };

  /** Whether every projector and reactor lock is held, asked on a connection of its own, as an operator would. */
  const everyLockHeld = async (): Promise<boolean> => {
    const held = await Promise.all(consumerLocks().map((key) => isLockHeld(app.db, key).catch(() => false)));
    return held.every(Boolean);
  };

  /** Health says each projector and reactor runs here, holding its lock. */
  const healthUp = async (): Promise<boolean> => {
    const health = await app.request('GET', '/api/health');
    if (health.status !== 200 || health.body.checks.projections !== 'up' || health.body.checks.processes !== 'up') return false;
    const figures = [
      ...Object.values(health.body.details.projections.consumers),
      ...Object.values(health.body.details.processes.consumers),
    ];
    expect(figures).to.have.length(allProjectors.length + reactorTables.length);
    return figures.every((figure: any) => figure.active && figure.lock === 'here' && figure.state === 'running');
  };

  before(async () => {
    app = await startTestApp('connection_loss', { log });
    await app.settled();
    member = await signedUpMember(app, 'survivor');
    movieIds = await catalogMovieIds(app, 5);
  });
  after(async () => {
    await app.database.refuseConnections(false);
    await app?.close();
  });

  for (const round of [1, 2, 3]) {
    it(`round ${round}: every projector and reactor holds its lock again within 5 s, health says so, and a favourite added afterwards is read back`, async () => {
      const cutAt = Date.now();
      const cut = await app.database.terminateConnections();
      // The cut reached the locks' own connections, not only the pool's.
      expect(cut).to.include.members(['more-ai projections', 'more-ai processes']);
      await recovered(Date.now());
      await favouriteReadBack(movieIds[round]!);
      // Health keeps what happened: each consumer's last error is of this cut, saying why.
      const health = await app.request('GET', '/api/health');
      // (Or the checkpoint conflict the cut caused: a batch whose commit the cut left in doubt is
      // found already applied when tried again, and that is the last error then.)
      for (const figure of Object.values<any>(health.body.details.projections.consumers)) {
        expect(figure.lastError.message).to.match(/terminating connection due to administrator command|: checkpoint is .*, expected /);
        expect(Date.parse(figure.lastError.at)).to.be.at.least(cutAt);
      }
    });
  }

  it('recovers as quickly when the database refused every connection for a while, and logs the outage once, not per retry', async () => {
    await app.database.refuseConnections(true);
    const outageStarted = Date.now();
    await app.database.terminateConnections();
    await new Promise((resolve) => setTimeout(resolve, 6000));
    await app.database.refuseConnections(false);
    const outageEnded = Date.now();
    await recovered(outageEnded);
    await favouriteReadBack(movieIds[4]!);
    // The cut itself is reported at once, a line per connection it ended and per consumer that lost its footing.
    // After that, retries every 100 ms to 5 s while connections are refused must not each add a line: the
    // last 4.5 s of the outage hold at most one line per consumer, where logging each retry would write several.
    const retrying = logged.filter((line) => line.time >= outageStarted + 1500 && line.time <= outageEnded && line.level >= 40);
    const consumers = allProjectors.length + reactorTables.length;
    expect(retrying.length, JSON.stringify(retrying.map((line) => line.msg))).to.be.at.most(consumers);
  });
});
