import { expect } from 'chai';
import type Koa from 'koa';
import { KnexTimeoutError } from 'knex';
import {
  Conflict,
  DomainError,
  Forbidden,
  InvalidInput,
  LimitReached,
  NotFound,
  PlanLimitReached,
  RuleViolated,
  Unauthorized,
} from '../domain/errors';
import { errorHandler } from './middleware';

interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
  /** What the request's logger was told, by level. */
  logged: { level: string; fields: unknown; message: string }[];
}

/** What a client receives when a route throws `error`, and what the request logged. */
async function answerTo(error: unknown): Promise<Answer> {
  const headers: Record<string, string> = {};
  const logged: Answer['logged'] = [];
  const logAt = (level: string) => (fields: unknown, message: string) => void logged.push({ level, fields, message });
  const ctx = {
    status: 404,
    body: undefined as unknown,
    path: '/api/anything',
    method: 'POST',
    state: { log: { warn: logAt('warn'), error: logAt('error'), info: logAt('info') } },
    set: (name: string, value: string) => void (headers[name] = value),
  };
  await errorHandler()(ctx as unknown as Koa.Context, async () => {
    throw error;
  });
  return { status: ctx.status, body: ctx.body, headers, logged };
}

/** An error as pg, node's sockets or knex raise it: a message and a code. */
const failure = (message: string, code?: string) => Object.assign(new Error(message), code === undefined ? {} : { code });

describe('domain refusals at the HTTP edge', () => {
  it('answers each kind with its status, and its message and code as the body', async () => {
    const answers = await Promise.all(
      [
        new InvalidInput('Invalid OTP', 'OTP_INVALID'),
        new Unauthorized(),
        new Forbidden(),
        new PlanLimitReached('Upgrade to PRO', 'FAVORITES_LIMIT_REACHED'),
        new NotFound('Watchlist not found', 'WATCHLIST_NOT_FOUND'),
        new Conflict('Email already registered', 'EMAIL_TAKEN'),
        new RuleViolated('You cannot follow yourself', 'CANNOT_FOLLOW_YOURSELF'),
        new LimitReached('Too many wrong codes', 'OTP_TOO_MANY_TRIES'),
      ].map(answerTo),
    );
    expect(answers.map(({ status, body }) => [status, body])).to.deep.equal([
      [400, { message: 'Invalid OTP', code: 'OTP_INVALID' }],
      [401, { message: 'Authentication required', code: 'UNAUTHORIZED' }],
      [403, { message: 'You are not allowed to do this', code: 'FORBIDDEN' }],
      [403, { message: 'Upgrade to PRO', code: 'FAVORITES_LIMIT_REACHED' }],
      [404, { message: 'Watchlist not found', code: 'WATCHLIST_NOT_FOUND' }],
      [409, { message: 'Email already registered', code: 'EMAIL_TAKEN' }],
      [422, { message: 'You cannot follow yourself', code: 'CANNOT_FOLLOW_YOURSELF' }],
      [429, { message: 'Too many wrong codes', code: 'OTP_TOO_MANY_TRIES' }],
    ]);
  });

  it('says when to try again in Retry-After when the wait is known, and only then', async () => {
    expect((await answerTo(new LimitReached('Please wait 15 seconds', 'OTP_RESEND_TOO_SOON', 15))).headers).to.deep.equal({
      'Retry-After': '15',
    });
    expect((await answerTo(new LimitReached('No more searches today', 'SEARCH_LIMIT_REACHED'))).headers).to.deep.equal({});
  });

  it('gives a subclass its nearest listed kind, with what it adds to the body', async () => {
    class QuotaUsedUp extends LimitReached {
      override toJSON() {
        return { ...super.toJSON(), requestsLimit: { remainingRequests: 0 } };
      }
    }
    expect(await answerTo(new QuotaUsedUp('Used up', 'SEARCH_LIMIT_REACHED'))).to.deep.include({
      status: 429,
      body: { message: 'Used up', code: 'SEARCH_LIMIT_REACHED', requestsLimit: { remainingRequests: 0 } },
    });
  });

  it('answers a kind the table does not know as a server error, telling nothing of it', async () => {
    class Unlisted extends DomainError {}
    expect(await answerTo(new Unlisted('internal detail', 'UNLISTED'))).to.deep.include({
      status: 500,
      body: { message: 'Server error', code: 'SERVER_ERROR' },
    });
  });
});

describe('a database that does not answer, at the HTTP edge', () => {
  const UNAVAILABLE = { message: 'The service is temporarily unavailable. Please try again in a moment.', code: 'SERVICE_UNAVAILABLE' };

  it('answers 503 with Retry-After for every way the database can be unreachable, stalled or full', async () => {
    const failures = {
      'knex pool acquire timeout': new KnexTimeoutError('Knex: Timeout acquiring a connection. The pool is probably full.'),
      'connection refused': failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      'connection reset': failure('read ECONNRESET', 'ECONNRESET'),
      'connection refused on every address': new AggregateError([failure('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
      'connection dropped': failure('Connection terminated unexpectedly'),
      'connecting timed out, as knex reports it': failure(
        'select * from "rm_sessions"."sessions" - Connection terminated due to connection timeout',
      ),
      'the server stopped answering a query': failure('Query read timeout'),
      'the server accepted the connection and never answered': failure('timeout expired'),
      'no pool connection in time (pg-pool)': failure('timeout exceeded when trying to connect'),
      'SQLSTATE 08006 connection failure': failure('connection failure', '08006'),
      'SQLSTATE 08001 cannot connect': failure('could not connect to server', '08001'),
      'SQLSTATE 57P01 admin shutdown': failure('terminating connection due to administrator command', '57P01'),
      'SQLSTATE 57P02 crash shutdown': failure('terminating connection because of crash of another server process', '57P02'),
      'SQLSTATE 57P03 cannot connect now': failure('the database system is starting up', '57P03'),
      'SQLSTATE 57014 statement timeout': failure('canceling statement due to statement timeout', '57014'),
      'SQLSTATE 53300 too many connections': failure('sorry, too many clients already', '53300'),
      'a wrapped cause': new Error('could not load the stream', { cause: failure('Connection terminated unexpectedly') }),
    };
    for (const [what, error] of Object.entries(failures)) {
      const answer = await answerTo(error);
      expect([answer.status, answer.body, answer.headers], what).to.deep.equal([503, UNAVAILABLE, { 'Retry-After': '5' }]);
    }
  });

  it('logs it once, as a warning naming the cause without the SQL or its values, not as a failed request', async () => {
    const { logged } = await answerTo(failure('select * from "users" where "email" = \'asha@example.com\' - Query read timeout'));
    expect(logged).to.deep.equal([
      { level: 'warn', fields: { reason: { name: 'Error', message: 'Query read timeout' } }, message: 'service unavailable' },
    ]);
  });

  it('still answers a query the database refused for what it asked as a server error', async () => {
    for (const error of [
      failure('duplicate key value violates unique constraint', '23505'),
      failure('relation does not exist', '42P01'),
      new Error('boom'),
    ]) {
      const answer = await answerTo(error);
      expect([answer.status, answer.body, answer.headers], error.message).to.deep.equal([
        500,
        { message: 'Server error', code: 'SERVER_ERROR' },
        {},
      ]);
      expect(answer.logged.map(({ level }) => level)).to.deep.equal(['error']);
    }
  });
});
