import type { Knex } from 'knex';
import { idOf } from '@more-ai/events/streams';
import type { RecordedEvent } from '@more-ai/events/store/port';
import type { ProcessCommands, SignupOutcome } from '../commands';
import { defineReactor, type Reactor, type WorkflowTiming } from '../reactor';
import { signupReservationsMigrations } from './migrations';
import { decidedAt } from '../decided-at';

const SCHEMA = 'pm_signup_reservations';

type Kind = 'email' | 'username';

interface Claim {
  kind: Kind;
  name_key: string;
  user_id: string;
  event_id: string;
  correlation_id: string;
}

/**
 * Signup reservations (ARCHITECTURE rule 2) are a workflow: a signup reserves its e-mail, then its
 * username, then registers its account. This reactor sees that every reservation ends either with
 * an account or released. A signup recorded as abandoned, or an account deleted, gets its names
 * released at once; a signup that went quiet (its process died between the steps) is abandoned
 * after the grace time and then released. Abandoning is decided on the account's own stream, so a
 * signup that registers late keeps its names.
 */
export function signupReservationsReactor(commands: ProcessCommands, timing: WorkflowTiming): Reactor {
  const release = (claim: Claim, because: RecordedEvent | undefined) => {
    // One command id whatever releases it. Released because of an event (the account deleted, the
    // signup abandoned), that event caused the command; found by the sweep, the claim did.
    const cause = {
      commandId: `release:${claim.event_id}`,
      correlationId: because?.metadata.correlationId ?? claim.correlation_id,
      causationId: because?.id ?? claim.event_id,
    };
    return claim.kind === 'email'
      ? commands.releaseEmailReservation(claim.name_key, claim.user_id, cause)
      : commands.releaseUsernameReservation(claim.name_key, claim.user_id, cause);
  };
  /** Releases what the signups that are over still hold: all of them, or those the events ended. */
  const releaseEnded = async (db: Knex | Knex.Transaction, endedBy?: ReadonlyMap<string, RecordedEvent>) => {
    const query = db<Claim>(`${SCHEMA}.claims as c`)
      .join(`${SCHEMA}.signups as s`, 's.user_id', 'c.user_id')
      .whereIn('s.outcome', ['abandoned', 'deleted'])
      .select('c.kind', 'c.name_key', 'c.user_id', 'c.event_id', 'c.correlation_id');
    for (const claim of await (endedBy ? query.whereIn('c.user_id', [...endedBy.keys()]) : query)) {
      await release(claim, endedBy?.get(claim.user_id));
    }
  };

  /** Records how signups ended; the names of those abandoned or deleted are released at once. */
  const recordOutcome =
    (outcome: SignupOutcome) =>
    async (events: readonly RecordedEvent<string, { userId: string }>[], trx: Knex.Transaction): Promise<void> => {
      const userIds = [...new Set(events.map((event) => event.data.userId))];
      await trx('signups')
        .insert(userIds.map((user_id) => ({ user_id, outcome })))
        .onConflict('user_id')
        .merge();
      // Event in, command out: commands are idempotent by their id, so if this run is applied
      // again (the commit failed, another replica took over) they append nothing new.
      if (outcome !== 'registered') await releaseEnded(trx, new Map(events.map((event) => [event.data.userId, event])));
    };

  return defineReactor({
    name: 'signup_reservations',
    schema: SCHEMA,
    migrations: signupReservationsMigrations,
    on: {
      EmailReserved: recordClaims('email'),
      UsernameReserved: recordClaims('username'),
      EmailReleased: dropClaims('email'),
      UsernameReleased: dropClaims('username'),
      AccountRegistered: recordOutcome('registered'),
      RegistrationAbandoned: recordOutcome('abandoned'),
      AccountDeleted: recordOutcome('deleted'),
    },
    jobs: [
      {
        name: 'abandon quiet signups',
        everyMs: timing.sweepEveryMs,
        async run(db, now) {
          const overdue: { user_id: string; event_id: string; correlation_id: string }[] = await db(`${SCHEMA}.claims as c`)
            .leftJoin(`${SCHEMA}.signups as s`, 's.user_id', 'c.user_id')
            .whereNull('s.user_id')
            .where('c.claimed_at', '<', new Date(now.getTime() - timing.graceMs))
            .distinctOn('c.user_id')
            .select('c.user_id', 'c.event_id', 'c.correlation_id');
          for (const signup of overdue) {
            const cause = { commandId: `abandon:${signup.user_id}`, correlationId: signup.correlation_id, causationId: signup.event_id };
            const outcome = await commands.abandonRegistration(signup.user_id, cause);
            // Recorded here too, so the release need not wait for the event to come round.
            await db(`${SCHEMA}.signups`).insert({ user_id: signup.user_id, outcome }).onConflict('user_id').ignore();
          }
          // Also any release a failing batch left behind.
          await releaseEnded(db);
        },
      },
    ],
  });
}

/** A reservation has one owner: a new claim on a name ends the claim it took over. */
function recordClaims(kind: Kind) {
  return async (events: readonly RecordedEvent<string, { userId: string }>[], trx: Knex.Transaction): Promise<void> => {
    for (const event of events) {
      const nameKey = idOf(event.streamId);
      await trx('claims').where({ kind, name_key: nameKey }).whereNot({ user_id: event.data.userId }).delete();
      await trx('claims')
        .insert({
          kind,
          name_key: nameKey,
          user_id: event.data.userId,
          claimed_at: decidedAt(event),
          event_id: event.id,
          correlation_id: event.metadata.correlationId,
        })
        .onConflict(['kind', 'name_key', 'user_id'])
        .ignore();
    }
  };
}

function dropClaims(kind: Kind) {
  return async (events: readonly RecordedEvent<string, { userId: string }>[], trx: Knex.Transaction): Promise<void> => {
    for (const event of events)
      await trx('claims')
        .where({ kind, name_key: idOf(event.streamId), user_id: event.data.userId })
        .delete();
  };
}
