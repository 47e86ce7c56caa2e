import { expect } from 'chai';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { accountDecider } from '@more-ai/command-api/accounts/decide';
import { registerAccount } from '@more-ai/command-api/accounts/registration';
import { emailKey, emailReservationDecider, usernameKey, usernameReservationDecider } from '@more-ai/command-api/accounts/reservations';
import { CommandHandler } from '@more-ai/command-api/pipeline/handle-command';
import { watchlistDecider } from '@more-ai/command-api/watchlists/decide';
import { watchlistOwnerDecider } from '@more-ai/command-api/watchlists/owner-gate';
import { openEventLog, type OpenedEventLog } from '@more-ai/events/open';
import type { EventStore } from '@more-ai/events/store/port';
import { createLogger, openDatabase } from '@more-ai/platform';
import { sessionSecretsFrom } from '@more-ai/platform/auth/secrets';
import { allReactors, NO_MAIL, ProcessRunner } from '@more-ai/processes';
import { createTestDatabase, type TestDatabase } from '@more-ai/testing';
import { processCommandsOver } from './process-commands';

const log = createLogger('test', process.env.LOG_LEVEL ?? 'silent');
const keys = sessionSecretsFrom(randomBytes(32));
// Long enough for a signup on a busy test machine to get from its reservations to its account.
const GRACE_SECONDS = 5;

/** The event store as a command-api sees it, with `before` run ahead of each append (it may throw). */
function withAppendHook(store: EventStore, before: (stream: string) => Promise<void>): EventStore {
  return new Proxy(store, {
    get(target, property) {
      if (property === 'append') {
        return async (stream: string, ...rest: unknown[]) => {
          await before(stream);
          return (target.append as (...args: unknown[]) => unknown).call(target, stream, ...rest);
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A command-api that dies at its first append to a stream `dies` picks: that append and every
 * later one fail, as for a process killed at that moment (nothing after the crash can
 * compensate; what was appended before stays).
 */
function dyingAt(store: EventStore, dies: (stream: string) => boolean): EventStore {
  let dead = false;
  return withAppendHook(store, async (stream) => {
    dead ||= dies(stream);
    if (dead) throw new Error('the command-api died');
  });
}

const metadata = (actor: string) => ({ actor, correlationId: randomUUID(), causationId: randomUUID() });
const signup = (i: number) => ({
  email: `Person${i}@Example.com`,
  username: `person_${i}`,
  password: 'Secret#123',
  role: 'user' as const,
  verified: true,
});

describe('a command-api killed halfway through a signup or a watchlist create', function () {
  this.timeout(120_000);
  let database: TestDatabase;
  let events: OpenedEventLog;
  let db: Knex;
  let commands: CommandHandler;
  let processes: ProcessRunner | undefined;

  const startProcesses = async (graceSeconds = GRACE_SECONDS) => {
    processes = new ProcessRunner({
      store: events.log,
      db,
      databaseUrl: database.url,
      reactors: allReactors(processCommandsOver(commands), { graceSeconds, mail: NO_MAIL }),
      log,
      standbyRetryMs: 100,
    });
    await processes.start();
  };
  const until = async (what: string, condition: () => Promise<boolean>, ms = 20_000) => {
    const started = Date.now();
    while (!(await condition())) {
      if (Date.now() - started > ms) throw new Error(`${what} did not happen within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  /** The reservations of these signups whose owner has no registered account. */
  const heldWithoutAccount = async (signups: { email: string; username: string }[]) => {
    const held: string[] = [];
    for (const { email, username } of signups) {
      for (const [name, owner] of [
        [email, (await commands.load(emailReservationDecider, emailKey(email))).state.owner],
        [username, (await commands.load(usernameReservationDecider, usernameKey(username))).state.owner],
      ] as const) {
        if (owner && (await commands.load(accountDecider, owner)).state.status !== 'registered') held.push(name);
      }
    }
    return held;
  };

  beforeEach(async () => {
    database = await createTestDatabase('interrupted');
    events = await openEventLog({ databaseUrl: database.url, masterKey: randomBytes(32) });
    db = openDatabase(database.url, { applicationName: 'test' });
    commands = new CommandHandler(events.log);
  });
  afterEach(async () => {
    await processes?.stop();
    processes = undefined;
    await db.destroy();
    await events.close();
    await database.drop();
  });

  it('leaves no e-mail or username reserved without an account after 20 crashes between reservation and account, and the same people then sign up', async () => {
    const signups = Array.from({ length: 20 }, (_, i) => signup(i));
    for (const [i, person] of signups.entries()) {
      // Half die after reserving the e-mail, half after reserving both.
      const dying = dyingAt(events.log, (stream) => stream.startsWith(i % 2 === 0 ? 'Account-' : 'UsernameReservation-'));
      const userId = randomUUID();
      const attempt = registerAccount(new CommandHandler(dying), keys, { ...person, userId }, metadata(userId));
      await attempt.then(
        () => expect.fail('the signup finished'),
        (error: Error) => expect(error.message).to.equal('the command-api died'),
      );
    }
    expect(await heldWithoutAccount(signups)).to.have.length(30);

    await startProcesses();
    await until('every reservation released', async () => (await heldWithoutAccount(signups)).length === 0);

    for (const person of signups) {
      const userId = randomUUID();
      const { state } = await registerAccount(commands, keys, { ...person, userId }, metadata(userId));
      expect(state.status).to.equal('registered');
    }
    expect(await heldWithoutAccount(signups)).to.deep.equal([]);
  });

  it('lets the same e-mail sign up at once after a signup was refused for its username, and the reactor tidies up', async () => {
    await startProcesses();
    // Another signup takes the username between this signup's look for taken names and its reservation.
    const racer = randomUUID();
    let raced = false;
    const racing = withAppendHook(events.log, async (stream) => {
      if (raced || !stream.startsWith('EmailReservation-')) return;
      raced = true;
      await registerAccount(commands, keys, { ...signup(2), username: signup(1).username, userId: racer }, metadata(racer));
    });
    const refused = randomUUID();
    const attempt = registerAccount(new CommandHandler(racing), keys, { ...signup(1), userId: refused }, metadata(refused));
    await attempt.then(
      () => expect.fail('the signup finished'),
      (error: Error) => expect(error.message).to.equal('This username is already taken'),
    );
    expect((await commands.load(emailReservationDecider, emailKey(signup(1).email))).state.owner).to.equal(refused);

    const retry = randomUUID();
    const { state } = await registerAccount(commands, keys, { ...signup(1), username: 'another_name', userId: retry }, metadata(retry));
    expect(state.status).to.equal('registered');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await commands.load(emailReservationDecider, emailKey(signup(1).email))).state.owner).to.equal(retry);
    expect(await heldWithoutAccount([signup(1), signup(2), { ...signup(1), username: 'another_name' }])).to.deep.equal([]);
  });

  it('gives back the slots of watchlists never created, so a FREE user can make 5 lists again', async () => {
    const userId = randomUUID();
    const dying = () => new CommandHandler(dyingAt(events.log, (stream) => stream.startsWith('Watchlist-')));
    const create = async (via: CommandHandler) => {
      // The route's two steps: a slot at the owner's gate, then the list in its own stream.
      const watchlistId = randomUUID();
      await via.handle(watchlistOwnerDecider, userId, { type: 'OpenWatchlist', userId, watchlistId, limit: 5 }, metadata(userId));
      await via.handle(
        watchlistDecider,
        watchlistId,
        { type: 'CreateWatchlist', watchlistId, userId, plan: 'free', name: 'Later', description: '', isPrivate: false },
        metadata(userId),
      );
    };
    for (let i = 0; i < 5; i += 1)
      await create(dying()).then(
        () => expect.fail('the create finished'),
        () => undefined,
      );
    const openSlots = async () => (await commands.load(watchlistOwnerDecider, userId)).state.open.size;
    expect(await openSlots()).to.equal(5);

    await startProcesses();
    await until('every unused slot closed', async () => (await openSlots()) === 0);
    for (let i = 0; i < 5; i += 1) await create(commands);
    expect(await openSlots()).to.equal(5);
  });

  it('releases the names of an account deleted by a command-api that did nothing after, and a signup may take them over before that', async () => {
    // The delete route's one append: the account is deleted. The releases are the reactor's.
    const registerAndDelete = async (person: ReturnType<typeof signup>) => {
      const userId = randomUUID();
      await registerAccount(commands, keys, { ...person, userId }, metadata(userId));
      await commands.handle(accountDecider, userId, { type: 'DeleteAccount' }, metadata(userId));
    };
    const [healed, takenOver] = [signup(1), signup(2)];
    await registerAndDelete(healed);
    await registerAndDelete(takenOver);
    expect(await heldWithoutAccount([healed, takenOver])).to.have.length(4);

    // No reactor has run yet: a deleted account's names are free already.
    const newcomer = randomUUID();
    expect((await registerAccount(commands, keys, { ...takenOver, userId: newcomer }, metadata(newcomer))).state.status).to.equal(
      'registered',
    );

    await startProcesses();
    await until("the deleted account's names released", async () => (await heldWithoutAccount([healed])).length === 0);
    expect((await commands.load(emailReservationDecider, emailKey(healed.email))).state.owner).to.equal(null);
    expect((await commands.load(usernameReservationDecider, usernameKey(healed.username))).state.owner).to.equal(null);
    expect((await commands.load(emailReservationDecider, emailKey(takenOver.email))).state.owner).to.equal(newcomer);
    expect((await commands.load(usernameReservationDecider, usernameKey(takenOver.username))).state.owner).to.equal(newcomer);
  });

  it('closes the slot of a watchlist deleted by a command-api that did nothing after, on the deletion', async () => {
    // An hour's grace: the sweep, every 30 s, cannot be what closes it.
    await startProcesses(3600);
    const userId = randomUUID();
    const watchlistId = randomUUID();
    await commands.handle(watchlistOwnerDecider, userId, { type: 'OpenWatchlist', userId, watchlistId, limit: 5 }, metadata(userId));
    await commands.handle(
      watchlistDecider,
      watchlistId,
      { type: 'CreateWatchlist', watchlistId, userId, plan: 'free', name: 'Gone', description: '', isPrivate: false },
      metadata(userId),
    );
    // The delete route's one append: deleted in its own stream. Closing the slot is the reactor's.
    await commands.handle(watchlistDecider, watchlistId, { type: 'DeleteWatchlist', userId }, metadata(userId));
    await until('the slot closed', async () => (await commands.load(watchlistOwnerDecider, userId)).state.open.size === 0, 10_000);
  });

  it('appends nothing new when the reactors see the whole log again', async () => {
    for (const [i, person] of [signup(1), signup(2)].entries()) {
      const userId = randomUUID();
      const dying = dyingAt(events.log, (stream) => stream.startsWith(i === 0 ? 'Account-' : 'UsernameReservation-'));
      await registerAccount(new CommandHandler(dying), keys, { ...person, userId }, metadata(userId)).catch(() => undefined);
    }
    await startProcesses();
    await until('every reservation released', async () => (await heldWithoutAccount([signup(1), signup(2)])).length === 0);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = await events.log.countAfter({ commit: 0n, prepare: 0n }, 10_000);
    await processes!.stop();

    // As after a crash of the processes before their checkpoint: everything is delivered again.
    await db.raw(`UPDATE pm_signup_reservations.projection_checkpoint SET position_commit = 0, position_prepare = 0`);
    await db.raw('TRUNCATE pm_signup_reservations.claims, pm_signup_reservations.signups');
    await startProcesses();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await events.log.countAfter({ commit: 0n, prepare: 0n }, 10_000)).to.equal(before);
  });
});
