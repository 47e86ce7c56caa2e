import type { Knex } from 'knex';
import type { RecordedEventOf } from '@more-ai/events/definitions';
import type { SessionEnded, SessionEndReason, SessionStarted } from '@more-ai/events/catalog/index';
import type { RecordedEvent } from '@more-ai/events/store/port';
import type { Projector } from '../runner/projector';
import { sessionsMigrations } from './migrations';

type Started = RecordedEventOf<typeof SessionStarted>;
type Ended = RecordedEventOf<typeof SessionEnded>;

/** Account events that end every session of the account, and the reason recorded for them. */
const ENDS_ALL_SESSIONS: Readonly<Record<string, SessionEndReason>> = {
  PasswordChanged: 'password-reset',
  AccountDeactivated: 'deactivated',
  AccountDeleted: 'account-deleted',
};

/**
 * Read model `rm_sessions.sessions`: which sessions are still active. Both APIs look a caller's
 * session up here on every request, so logout, refresh-token reuse, a password reset, deactivation
 * and deletion revoke access tokens that have not expired yet. A session that ended never becomes
 * active again, and one that starts after a password reset is not touched by it: events apply in
 * log order.
 */
export const sessionsProjector: Projector = {
  name: 'sessions',
  schema: 'rm_sessions',
  migrations: sessionsMigrations,
  handles: ['SessionStarted', 'SessionRefreshed', 'SessionEnded', ...Object.keys(ENDS_ALL_SESSIONS)],
  async handle(events, trx) {
    let started: Started[] = [];
    for (const event of events) {
      if (event.type === 'SessionStarted') {
        started.push(event as Started);
        continue;
      }
      // Consecutive logins go in one statement; anything else must see them first.
      await insertStarted(trx, started);
      started = [];
      await apply(trx, event);
    }
    await insertStarted(trx, started);
  },
};

async function insertStarted(trx: Knex.Transaction, events: Started[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event) => ({
    session_id: event.data.sessionId,
    user_id: event.data.userId,
    active: true,
    started_at: event.recordedAt,
    updated_at: event.recordedAt,
  }));
  await trx('sessions').insert(rows).onConflict('session_id').ignore();
}

async function apply(trx: Knex.Transaction, event: RecordedEvent): Promise<void> {
  const sessionId = event.data.sessionId as string;
  switch (event.type) {
    case 'SessionRefreshed':
      await trx('sessions').where({ session_id: sessionId }).update({ updated_at: event.recordedAt });
      return;
    case 'SessionEnded':
      await trx('sessions')
        .where({ session_id: sessionId, active: true })
        .update({ active: false, ended_reason: (event as Ended).data.reason, updated_at: event.recordedAt });
      return;
    default:
      await trx('sessions')
        .where({ user_id: event.data.userId as string, active: true })
        .update({ active: false, ended_reason: ENDS_ALL_SESSIONS[event.type]!, updated_at: event.recordedAt });
  }
}
