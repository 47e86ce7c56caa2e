import { expect } from 'chai';
import type Koa from 'koa';
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

/** What a client receives when a route throws `error`. */
async function answerTo(error: unknown): Promise<{ status: number; body: unknown; headers: Record<string, string> }> {
  const headers: Record<string, string> = {};
  const ctx = {
    status: 404,
    body: undefined as unknown,
    path: '/api/anything',
    method: 'POST',
    state: {},
    set: (name: string, value: string) => void (headers[name] = value),
  };
  await errorHandler()(ctx as unknown as Koa.Context, async () => {
    throw error;
  });
  return { status: ctx.status, body: ctx.body, headers };
}

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
