import type { Knex } from 'knex';
import type { RecordedEventOf } from '@more-ai/events/definitions';
import type { SessionEndReason, SessionStarted } from '@more-ai/events/catalog/index';
import type { RecordedEvent } from '@more-ai/events/store/port';
import { defineProjector } from '../runner/projector';
import { sessionsMigrations } from './migrations';

type Started = RecordedEventOf<typeof SessionStarted>;

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
      for (const event of events) {
        await trx('sessions')
          .where({ session_id: event.data.sessionId, active: true })
          .update({ active: false, ended_reason: event.data.reason, updated_at: event.recordedAt });
      }
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
    for (const event of events) {
      await trx('sessions')
        .where({ user_id: event.data.userId, active: true })
        .update({ active: false, ended_reason: reason, updated_at: event.recordedAt });
    }
  };
}
