import type { Knex } from 'knex';
import { eventRegistry } from '@more-ai/events/catalog/index';
import type { RecordedEvent } from '@more-ai/events/store/port';
import type { Projector } from '../runner/projector';
import { eventLogMigrations } from './migrations';
import { redactionsOf } from './redaction';
import { eventLogRow, type EventLogRow } from './row';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters a statement, at 16 a row. */
const ROWS_PER_STATEMENT = 2000;

const REDACTIONS = JSON.stringify(redactionsOf(eventRegistry));

/**
 * Read model `rm_event_log`: every event of every type the catalog knows, one row each, for the
 * admin event log (filters by stream, type, user, correlation and time; chains; live tail). It
 * follows the registry, so a new event type is logged without a change here. Built from the log
 * through the event store port, so it works on both stores (issue 12).
 *
 * Secrets are hidden before they reach a row (secrets.ts). Personal data is kept readable while its
 * owner's account lives; AccountDeleted redacts, in place, every row whose personal data was that
 * user's, with the registry's values ('Deleted user'), so no plaintext remains (ARCHITECTURE rule 5);
 * a rebuild reads those fields redacted from the log already, and writes the same rows.
 *
 * Each batch is one INSERT (more only past 2,000 rows), so a rebuild of 100,000 events takes
 * seconds, not minutes.
 */
export const eventLogProjector: Projector = {
  name: 'event-log',
  schema: 'rm_event_log',
  migrations: eventLogMigrations,
  handles: eventRegistry.types,
  async handle(events, trx) {
    const first = events[0];
    if (!first) return;
    const rows = events.map((event) => eventLogRow(event, eventRegistry));
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT)
      await insertRows(trx, rows.slice(start, start + ROWS_PER_STATEMENT));
    await rememberPeople(trx, events);
    const deleted = events.filter((event) => event.type === 'AccountDeleted').map((event) => subjectOfUser(event.data.userId));
    if (deleted.length > 0) await forget(trx, deleted);
    // An event of someone already deleted, decrypted just before their key went, must not stay readable either.
    const subjects = [...new Set(rows.flatMap((row) => (row.pii_subject ? [row.pii_subject] : [])))];
    if (subjects.length === 0) return;
    const gone: string[] = await trx('deleted_subjects').whereIn('subject', subjects).pluck('subject');
    if (gone.length > 0) await redact(trx, gone, first);
  },
};

function subjectOfUser(userId: unknown): string {
  return `user:${String(userId)}`;
}

async function insertRows(trx: Knex.Transaction, rows: readonly EventLogRow[]): Promise<void> {
  await trx('events')
    .insert(rows as EventLogRow[])
    .onConflict(['position_commit', 'position_prepare'])
    .ignore();
}

/** Usernames for the list's actorName: the registered one (already 'Deleted user' when rebuilt after a deletion). */
async function rememberPeople(trx: Knex.Transaction, events: readonly RecordedEvent[]): Promise<void> {
  const people = new Map<string, string>();
  for (const event of events) {
    if (event.type !== 'AccountRegistered') continue;
    const { userId, username } = event.data;
    if (typeof userId === 'string' && typeof username === 'string') people.set(userId, username);
  }
  if (people.size === 0) return;
  await trx('people')
    .insert([...people].map(([user_id, username]) => ({ user_id, username })))
    .onConflict('user_id')
    .merge(['username']);
}

/** The owners' keys are gone: their rows read as the log now reads them, and so will any that come later. */
async function forget(trx: Knex.Transaction, subjects: readonly string[]): Promise<void> {
  await trx('deleted_subjects')
    .insert(subjects.map((subject) => ({ subject })))
    .onConflict('subject')
    .ignore();
  const userIds = subjects.map((subject) => subject.slice('user:'.length));
  await trx('people').whereIn('user_id', userIds).update({ username: 'Deleted user', deleted: true });
  await redact(trx, subjects);
}

/**
 * Replaces the personal fields of the subjects' rows (from `from` on, or all) with their redactions,
 * as openPersonalData reads them once the key is destroyed: fields holding null, or absent, stay.
 */
async function redact(trx: Knex.Transaction, subjects: readonly string[], from?: RecordedEvent): Promise<void> {
  const after = from ? 'AND (e.position_commit, e.position_prepare) >= (?::bigint, ?::bigint)' : '';
  const bindings = from ? [from.position.commit.toString(), from.position.prepare.toString()] : [];
  await trx.raw(
    `UPDATE events AS e
        SET data = e.data || coalesce(
              (SELECT jsonb_object_agg(r.key, r.value) FROM jsonb_each(m.fields) AS r(key, value)
                WHERE e.data -> r.key IS NOT NULL AND e.data -> r.key <> 'null'::jsonb),
              '{}'::jsonb)
       FROM jsonb_each(?::jsonb) AS m(type, fields)
      WHERE e.type = m.type AND e.pii_subject = ANY(?::text[]) ${after}`,
    [REDACTIONS, [...subjects], ...bindings],
  );
}
