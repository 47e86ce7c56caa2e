import { expect } from 'chai';
import type { z } from 'zod';
import { AdminEventsLiveQuery, AdminEventsQuery, EVENT_PAGE_DEFAULT, isPositionToken } from './admin-event-filters';

/** The first problem's message, as the edge answers it; undefined when the query passes. */
function problem(schema: z.ZodType, query: Record<string, string>): string | undefined {
  const result = schema.safeParse(query);
  return result.success ? undefined : result.error.issues[0]!.message;
}

describe('the admin event log filters', () => {
  it('reads position tokens as the API writes them, each part a PostgreSQL bigint', () => {
    for (const token of ['0-0', '123-4', '9223372036854775807-9223372036854775807']) expect(isPositionToken(token), token).to.equal(true);
    for (const token of [
      '',
      '123',
      '123-',
      '-4',
      '12 -4',
      '1-2-3',
      'a-1',
      '9223372036854775808-0',
      '0-9223372036854775808',
      '1-99999999999999999999',
      ' 1-2',
      '1-2 ',
    ])
      expect(isPositionToken(token), token).to.equal(false);
  });

  it('takes every filter, and pages 50 at a time unless told', () => {
    const parsed = AdminEventsQuery.parse({
      stream: 'Account-u1',
      type: 'AccountRegistered',
      user: 'u1',
      correlationId: 'signup:42',
      from: '2026-01-01T00:00:00Z',
      to: '2026-01-01T05:30:00+05:30',
      before: '12-3',
    });
    expect(parsed).to.deep.include({
      stream: 'Account-u1',
      type: 'AccountRegistered',
      user: 'u1',
      correlationId: 'signup:42',
      before: '12-3',
      limit: EVENT_PAGE_DEFAULT,
    });
    expect(parsed.from!.toISOString()).to.equal('2026-01-01T00:00:00.000Z');
    // Compared as instants: 05:30 in India is midnight UTC, so from equals to here, which is allowed.
    expect(parsed.to!.getTime()).to.equal(parsed.from!.getTime());
    expect(problem(AdminEventsQuery, { from: '2026-01-01T00:00:01Z', to: '2026-01-01T05:30:00+05:30' })).to.equal(
      'from must not be later than to',
    );
    expect(problem(AdminEventsQuery, { from: '2026-01-01T00:00:00Z' }), 'from alone').to.equal(undefined);
    expect(problem(AdminEventsQuery, { to: '2026-01-01T00:00:00Z' }), 'to alone').to.equal(undefined);
    expect(AdminEventsQuery.parse({}).limit).to.equal(50);
    expect(AdminEventsQuery.parse({ limit: '200' }).limit).to.equal(200);
    expect(AdminEventsQuery.parse({ limit: '1' }).limit).to.equal(1);
  });

  it('refuses each malformed filter with a message naming it', () => {
    const cases: [Record<string, string>, string][] = [
      [{ before: '12' }, "before must be a position token such as '123-4', as `next` gives it"],
      [{ limit: '0' }, 'limit must be a whole number from 1 to 200'],
      [{ limit: '201' }, 'limit must be a whole number from 1 to 200'],
      [{ limit: '2.5' }, 'limit must be a whole number from 1 to 200'],
      [{ type: '1Account' }, 'type must be an event type name such as AccountRegistered'],
      [{ type: 'A'.repeat(101) }, 'type must be an event type name such as AccountRegistered'],
      [{ type: 'Account-Registered' }, 'type must be an event type name such as AccountRegistered'],
      [{ stream: 'a b' }, 'stream must be 1 to 500 printable characters without spaces'],
      [{ stream: 'é' }, 'stream must be 1 to 500 printable characters without spaces'],
      [{ user: '' }, 'user must be 1 to 500 printable characters without spaces'],
      [{ correlationId: 'x'.repeat(501) }, 'correlationId must be 1 to 500 printable characters without spaces'],
      [{ from: '2026-01-01' }, 'from must be an ISO time such as 2026-01-31T09:30:00Z'],
      [{ to: '2026-01-01T25:00:00Z' }, 'to must be an ISO time such as 2026-01-31T09:30:00Z'],
      [{ from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' }, 'from must not be later than to'],
    ];
    for (const [query, message] of cases) expect(problem(AdminEventsQuery, query), JSON.stringify(query)).to.equal(message);
    const inverted = AdminEventsQuery.safeParse({ from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' });
    expect(inverted.error?.issues[0]?.path, 'the range names from').to.deep.equal(['from']);
    expect(problem(AdminEventsQuery, { stream: 'x'.repeat(500), type: 'A'.repeat(100) })).to.equal(undefined);
  });

  it('refuses texts that are not text', () => {
    const notText = { stream: 1, type: 2, user: 3, correlationId: 4, from: 5, to: 6, before: 7 } as const;
    for (const [field, value] of Object.entries(notText)) {
      const expected =
        field === 'from' || field === 'to'
          ? `${field} must be an ISO time`
          : field === 'before'
            ? 'before must be a position token'
            : `${field} must be text`;
      expect(AdminEventsQuery.safeParse({ [field]: value }).error?.issues[0]?.message, field).to.equal(expected);
    }
  });

  it('gives the live tail the same filters, without paging', () => {
    expect(AdminEventsLiveQuery.parse({ type: 'MailSent', before: '1-1', limit: '5' })).to.deep.equal({ type: 'MailSent' });
    expect(problem(AdminEventsLiveQuery, { from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' })).to.equal(
      'from must not be later than to',
    );
    expect(problem(AdminEventsLiveQuery, { user: 'a b' })).to.equal('user must be 1 to 500 printable characters without spaces');
  });
});
