import { expect } from 'chai';
import sinon from 'sinon';
import type { Logger } from './logger';
import { knexLog } from './database';

describe("the database pool's own warnings", () => {
  let clock: sinon.SinonFakeTimers;
  const lines: [string, unknown, string][] = [];
  const log = {
    warn: (fields: unknown, message: string) => lines.push(['warn', fields, message]),
    error: (fields: unknown, message: string) => lines.push(['error', fields, message]),
    debug: () => undefined,
  } as unknown as Logger;
  const acquireError = 'Acquire connection error: Error: connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrap.afterConnect';

  beforeEach(() => {
    clock = sinon.useFakeTimers({ now: Date.parse('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    lines.length = 0;
  });
  afterEach(() => clock.restore());

  it('tells a database that cannot be reached once, then once per 10 s with how many more there were, without stacks', () => {
    const knex = knexLog(log)!;
    for (let i = 0; i < 500; i += 1) knex.warn!(acquireError);
    expect(lines).to.deep.equal([['warn', { source: 'knex' }, 'Acquire connection error: Error: connect ECONNREFUSED 127.0.0.1:5432']]);
    clock.tick(10_000);
    knex.warn!(acquireError);
    expect(lines).to.have.length(2);
    expect(lines[1]![2]).to.equal(
      'Acquire connection error: Error: connect ECONNREFUSED 127.0.0.1:5432 (and 499 more since the last report)',
    );
  });

  it('passes its other warnings and errors on, one line each', () => {
    const knex = knexLog(log)!;
    knex.warn!('Something else\nwith detail');
    knex.warn!('Something else\nwith detail');
    knex.error!('Broken');
    expect(lines.map(([level, , message]) => `${level} ${message}`)).to.deep.equal([
      'warn Something else',
      'warn Something else',
      'error Broken',
    ]);
  });
});
