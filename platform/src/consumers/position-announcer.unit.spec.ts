import { expect } from 'chai';
import type { Knex } from 'knex';
import sinon from 'sinon';
import { announcedPositions, PositionAnnouncer, payloads } from './position-announcer';

describe('announcing consumers’ positions', () => {
  const at = (commit: number) => ({ commit: BigInt(commit), prepare: BigInt(commit) });

  it('sends the positions announced in one turn of the event loop in one notification, and each caller hears when it went', async () => {
    const raw = sinon.stub().resolves();
    const announcer = new PositionAnnouncer({ raw } as unknown as Knex, 'positions');
    const first = announcer.announce('movies', at(7));
    const second = announcer.announce('users', at(7));
    expect(raw.called).to.equal(false);
    await Promise.all([first, second]);
    expect(raw.calledOnce).to.equal(true);
    const [sql, [channel, payload]] = raw.firstCall.args as [string, [string, string]];
    expect(sql).to.equal('SELECT pg_notify(?, ?)');
    expect(channel).to.equal('positions');
    expect(announcedPositions(payload).map(([name]) => name)).to.deep.equal(['movies', 'users']);
    await announcer.announce('movies', at(8));
    expect(raw.calledTwice).to.equal(true);
  });

  it('tells every caller of a notification that failed', async () => {
    const raw = sinon.stub().rejects(new Error('connection lost'));
    const announcer = new PositionAnnouncer({ raw } as unknown as Knex, 'positions');
    const results = await Promise.allSettled([announcer.announce('movies', at(7)), announcer.announce('users', at(7))]);
    expect(results.map((r) => r.status)).to.deep.equal(['rejected', 'rejected']);
  });

  it('splits the lines into payloads PostgreSQL accepts, whole lines each', () => {
    const lines = Array.from({ length: 400 }, (_, i) => `projector-${String(i).padStart(3, '0')} 0000000000001234/0000000000005678`);
    const sent = payloads(lines);
    expect(sent.length).to.be.greaterThan(1);
    for (const payload of sent) expect(Buffer.byteLength(payload)).to.be.at.most(7_000);
    expect(sent.flatMap((payload) => payload.split('\n'))).to.deep.equal(lines);
    expect(payloads([])).to.deep.equal([]);
    expect(payloads(['a 1', 'b 2'])).to.deep.equal(['a 1\nb 2']);
  });

  it('reads one announcement or several, one to a line, and skips lines that are not a name and a position', () => {
    expect(announcedPositions('movies 12/34')).to.deep.equal([['movies', '12/34']]);
    expect(announcedPositions('movies 12/34\nusers 12/35')).to.deep.equal([
      ['movies', '12/34'],
      ['users', '12/35'],
    ]);
    expect(announcedPositions('')).to.deep.equal([]);
    expect(announcedPositions('movies\n 12/34\nmovies 1 2\nusers 5/6')).to.deep.equal([['users', '5/6']]);
  });
});
