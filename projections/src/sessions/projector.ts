import type { Knex } from 'knex';
import type { RecordedEventOf } from '@more-ai/events/definitions';
import type { SessionEndReason, SessionStarted } from '@more-ai/events/catalog/index';
import type { RecordedEvent } from '@more-ai/events/store/port';
import { defineProjector } from '../runner/projector';
import { sessionsMigrations } from './migrations';

type Started = RecordedEventOf<typeof SessionStarted>;

/**
 * Each batch that ends sessions says which on this channel, when it commits: the APIs keep the
 * sessions they have found active in memory (platform/src/auth/remembered-sessions.ts) and forget
 * an ended one as they hear of it. The payload is session ids separated by spaces.
 */
export const SESSIONS_ENDED_CHANNEL = 'sessions_ended';
/** Ids per notification: 36 characters and a space each, under PostgreSQL's 8,000-byte payload. */
const IDS_PER_NOTIFICATION = 200;

/**
 * Read model `rm_sessions.sessions`: which sessions are still active. Both APIs look a caller's
 * session up here on every request, so logout, refresh-token reuse, a password reset, deactivation
 * and deletion revoke access tokens that have not expired yet. A session that ended never becomes
 * active again, and one that starts after a password reset is not touched by it: events apply in
 * log order.
 */
export const sessionsProjector = defineProjector({
  name: 'sessions',
  schema: 'rm_sessions',
  migrations: sessionsMigrations,
  on: {
    // Consecutive logins go in one statement; anything after them sees them.
    SessionStarted: insertStarted,
    async SessionRefreshed(events, trx) {
      for (const event of events)
        await trx('sessions').where({ session_id: event.data.sessionId }).update({ updated_at: event.recordedAt });
    },
    async SessionEnded(events, trx) {
      const ended: string[] = [];
      for (const event of events) {
        const rows: { session_id: string }[] = await trx('sessions')
          .where({ session_id: event.data.sessionId, active: true })
          .update({ active: false, ended_reason: event.data.reason, updated_at: event.recordedAt })
          .returning('session_id');
        ended.push(...rows.map((row) => row.session_id));
      }
      await announceEnded(ended, trx);
    },
    // Account events that end every session of the account, with the reason recorded for them.
    PasswordChanged: endAllSessions('password-reset'),
    AccountDeactivated: endAllSessions('deactivated'),
    AccountDeleted: endAllSessions('account-deleted'),
  },
});

async function insertStarted(events: readonly Started[], trx: Knex.Transaction): Promise<void> {
  const rows = events.map((event) => ({
    session_id: event.data.sessionId,
    user_id: event.data.userId,
    active: true,
    started_at: event.recordedAt,
    updated_at: event.recordedAt,
  }));
  await trx('sessions').insert(rows).onConflict('session_id').ignore();
}

function endAllSessions(reason: SessionEndReason) {
  return async (events: readonly RecordedEvent<string, { userId: string }>[], trx: Knex.Transaction): Promise<void> => {
    const ended: string[] = [];
    for (const event of events) {
      const rows: { session_id: string }[] = await trx('sessions')
        .where({ user_id: event.data.userId, active: true })
        .update({ active: false, ended_reason: reason, updated_at: event.recordedAt })
        .returning('session_id');
      ended.push(...rows.map((row) => row.session_id));
    }
    await announceEnded(ended, trx);
  };
}

/** NOTIFY on SESSIONS_ENDED_CHANNEL, delivered when the batch commits and not at all if it rolls back. */
async function announceEnded(sessionIds: readonly string[], trx: Knex.Transaction): Promise<void> {
  for (let start = 0; start < sessionIds.length; start += IDS_PER_NOTIFICATION) {
    const payload = sessionIds.slice(start, start + IDS_PER_NOTIFICATION).join(' ');
    await trx.raw('SELECT pg_notify(?, ?)', [SESSIONS_ENDED_CHANNEL, payload]);
  }
}
