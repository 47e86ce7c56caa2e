import { z } from 'zod';
import { wholeNumber } from './contract';

/**
 * The filters of the admin event log's list and live tail (issue 12), as the edge parses them:
 * each malformed one is refused with a message naming it, and a range must run forwards.
 */

export const EVENT_PAGE_DEFAULT = 50;
export const EVENT_PAGE_MAX = 200;
/** What the log's texts are made of when they are looked up by: printable ASCII, no blanks. */
export const LOOKUP = /^[\x21-\x7e]{1,500}$/;
const POSITION = /^(\d{1,19})-(\d{1,19})$/;
const BIGINT_MAX = 2n ** 63n - 1n;

/** A position token as the API writes positions ('123-4'), each part a PostgreSQL bigint. */
export function isPositionToken(token: string): boolean {
  const match = POSITION.exec(token);
  return match !== null && BigInt(match[1]!) <= BIGINT_MAX && BigInt(match[2]!) <= BIGINT_MAX;
}

const lookup = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .regex(LOOKUP, `${label} must be 1 to 500 printable characters without spaces`)
    .optional();

const time = (label: string) =>
  z
    .string({ error: `${label} must be an ISO time` })
    .refine((text) => z.iso.datetime({ offset: true }).safeParse(text).success, `${label} must be an ISO time such as 2026-01-31T09:30:00Z`)
    .transform((text) => new Date(text))
    .optional();

/** The filters of the list and of the live tail. `user`: events by that user or about them. */
const filters = {
  stream: lookup('stream'),
  type: z
    .string({ error: 'type must be text' })
    .regex(/^[A-Za-z][A-Za-z0-9]{0,99}$/, 'type must be an event type name such as AccountRegistered')
    .optional(),
  user: lookup('user'),
  correlationId: lookup('correlationId'),
  from: time('from'),
  to: time('to'),
};

const inOrder = (query: { from?: Date | undefined; to?: Date | undefined }) => !query.from || !query.to || query.from <= query.to;
const INVERTED = { message: 'from must not be later than to', path: ['from'] };

export const AdminEventsLiveQuery = z.object(filters).refine(inOrder, INVERTED);

export const AdminEventsQuery = z
  .object({
    ...filters,
    before: z
      .string({ error: 'before must be a position token' })
      .refine(isPositionToken, "before must be a position token such as '123-4', as `next` gives it")
      .optional(),
    limit: wholeNumber(`limit must be a whole number from 1 to ${EVENT_PAGE_MAX}`, 1, EVENT_PAGE_MAX).default(EVENT_PAGE_DEFAULT),
  })
  .refine(inOrder, INVERTED);
export type AdminEventsQuery = z.output<typeof AdminEventsQuery>;
