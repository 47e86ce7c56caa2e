import type { Knex } from 'knex';
import { idOf } from '@more-ai/events/streams';
import type { RecordedEvent } from '@more-ai/events/store/port';
import type { ProcessCommands, SignupOutcome } from '../commands';
import type { Reactor, WorkflowTiming } from '../reactor';
import { signupReservationsMigrations } from './migrations';

const SCHEMA = 'pm_signup_reservations';

type Kind = 'email' | 'username';
const CLAIMED: Record<string, Kind> = { EmailReserved: 'email', UsernameReserved: 'username' };
const RELEASED: Record<string, Kind> = { EmailReleased: 'email', UsernameReleased: 'username' };
const OUTCOMES: Record<string, SignupOutcome> = { AccountRegistered: 'registered', RegistrationAbandoned: 'abandoned', AccountDeleted: 'deleted' };

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
  const release = (claim: Claim) => {
    const cause = { commandId: `release:${claim.event_id}`, correlationId: claim.correlation_id, causationId: claim.event_id };
    return claim.kind === 'email'
      ? commands.releaseEmailReservation(claim.name_key, claim.user_id, cause)
      : commands.releaseUsernameReservation(claim.name_key, claim.user_id, cause);
  };
  /** Releases what the signups that are over still hold. */
  const releaseEnded = async (db: Knex | Knex.Transaction, userIds?: readonly string[]) => {
    const query = db<Claim>(`${SCHEMA}.claims as c`)
      .join(`${SCHEMA}.signups as s`, 's.user_id', 'c.user_id')
      .whereIn('s.outcome', ['abandoned', 'deleted'])
      .select('c.kind', 'c.name_key', 'c.user_id', 'c.event_id', 'c.correlation_id');
    for (const claim of await (userIds ? query.whereIn('c.user_id', userIds) : query)) await release(claim);
  };

  return {
    name: 'signup_reservations',
    schema: SCHEMA,
    migrations: signupReservationsMigrations,
    handles: [...Object.keys(CLAIMED), ...Object.keys(RELEASED), ...Object.keys(OUTCOMES)],
    async handle(events, trx) {
      const ended = new Set<string>();
      for (const event of events) {
        const userId = (event.data as { userId: string }).userId;
        if (CLAIMED[event.type]) await recordClaim(trx, CLAIMED[event.type]!, event, userId);
        else if (RELEASED[event.type]) await trx('claims').where({ kind: RELEASED[event.type], name_key: idOf(event.streamId), user_id: userId }).delete();
        else {
          const outcome = OUTCOMES[event.type]!;
          await trx('signups').insert({ user_id: userId, outcome }).onConflict('user_id').merge();
          if (outcome !== 'registered') ended.add(userId);
        }
      }
      // Event in, command out: commands are idempotent by their id, so if this batch is applied
      // again (the commit failed, another replica took over) they append nothing new.
      if (ended.size > 0) await releaseEnded(trx, [...ended]);
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
  };
}

/** A reservation has one owner: a new claim on a name ends the claim it took over. */
async function recordClaim(trx: Knex.Transaction, kind: Kind, event: RecordedEvent, userId: string): Promise<void> {
  const nameKey = idOf(event.streamId);
  await trx('claims').where({ kind, name_key: nameKey }).whereNot({ user_id: userId }).delete();
  await trx('claims')
    .insert({ kind, name_key: nameKey, user_id: userId, claimed_at: event.recordedAt, event_id: event.id, correlation_id: event.metadata.correlationId })
    .onConflict(['kind', 'name_key', 'user_id'])
    .ignore();
}
