import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { formatPosition, type GlobalPosition } from '@more-ai/events/position';
import { openProjectionsFixture, type ProjectionsFixture } from '@more-ai/testing/projections';
import { contactsProjector } from '../contacts/projector';
import { countParkedEvents, listParkedEvents, retryParkedEvents, skipParkedEvents } from './parked';
import type { Projector } from './projector';
import { rebuildProjection } from './rebuild';
import { readCheckpoint } from './schema';

describe('parked events: no event can stop a projector', function () {
  this.timeout(60_000);
  let fixture: ProjectionsFixture;
  const fast = { retryDelaysMs: [10, 20] };

  // Projects contacts like the real projector, but cannot take a message named 'Poison' while broken;
  // it writes first, so a failure must also take back what it wrote.
  let broken = true;
  let calls = 0;
  const touchy: Projector = {
    ...contactsProjector,
    name: 'touchy_contacts',
    schema: 'rm_touchy_contacts',
    async handle(batch, trx) {
      calls += 1;
      await contactsProjector.handle(batch, trx);
      if (broken && batch.some((event) => event.data.name === 'Poison')) throw new Error('cannot project a poison message');
    },
  };

  const contact = (name: string, contactId: string = randomUUID()) =>
    fixture.append(`Contact-${contactId}`, 'ContactMessageSubmitted', {
      contactId,
      name,
      email: 'someone@example.com',
      message: `From ${name}`,
    });
  const names = async (projector: Projector) =>
    (await fixture.db(`${projector.schema}.contact_messages`).orderBy('created_at').pluck('name')) as string[];

  beforeEach(async () => {
    broken = true;
    calls = 0;
    fixture = await openProjectionsFixture('parking');
  });
  afterEach(() => fixture.close());

  it('parks the event it cannot apply with its error and attempts, projects the events after it, and retries it once fixed', async () => {
    await contact('Asha');
    const poison = await contact('Poison');
    await contact('Ravi');
    const last = await contact('Meera');
    await fixture.startRunner([touchy], fast);
    await fixture.caughtUp(touchy, last);

    expect(await names(touchy)).to.deep.equal(['Asha', 'Ravi', 'Meera']);
    const [parked, ...others] = await listParkedEvents(fixture.db, [touchy]);
    expect(others).to.deep.equal([]);
    expect(parked).to.include({
      projector: 'touchy_contacts',
      position: formatPosition(poison),
      type: 'ContactMessageSubmitted',
      error: 'cannot project a poison message',
      attempts: 3,
      status: 'parked',
    });
    expect(parked!.stream).to.match(/^Contact-/);
    expect(await countParkedEvents(fixture.db, [touchy, contactsProjector])).to.deep.equal({ touchy_contacts: 1 });
    expect((await readCheckpoint(fixture.db, touchy)).handled).to.equal(3);

    const [failedAgain] = await retryParkedEvents(fixture.db, fixture.events.log, touchy, poison);
    expect(failedAgain).to.deep.include({ applied: false, error: 'cannot project a poison message' });
    expect(await listParkedEvents(fixture.db, [touchy]))
      .to.have.length(1)
      .and.nested.property('[0].attempts', 4);
    expect(await names(touchy)).to.not.include('Poison');

    broken = false;
    const [applied] = await retryParkedEvents(fixture.db, fixture.events.log, touchy, 'all');
    expect(applied).to.deep.include({ applied: true });
    expect(await names(touchy)).to.include('Poison');
    expect(await countParkedEvents(fixture.db, [touchy])).to.deep.equal({});
    expect(await listParkedEvents(fixture.db, [touchy], { includeResolved: true }))
      .to.have.length(1)
      .and.nested.property('[0].status', 'retried');
    expect((await readCheckpoint(fixture.db, touchy)).handled).to.equal(4);
    expect(await retryParkedEvents(fixture.db, fixture.events.log, touchy, poison)).to.deep.equal([]);
  });

  it('parks what a real projector throws on; skip clears it; a restart neither parks it again nor loses an event', async () => {
    await contact('Asha');
    const poison = await contact('Not a uuid', 'not-a-uuid');
    const before = await contact('Ravi');
    const runner = await fixture.startRunner([contactsProjector], fast);
    await fixture.caughtUp(contactsProjector, before);

    const [parked] = await listParkedEvents(fixture.db, [contactsProjector]);
    expect(parked).to.include({ position: formatPosition(poison), attempts: 3, status: 'parked' });
    expect(parked!.error).to.include('invalid input syntax for type uuid');
    expect(await names(contactsProjector)).to.deep.equal(['Asha', 'Ravi']);

    await runner.stop();
    await contact('Meera');
    await fixture.startRunner([contactsProjector], fast);
    const after = await contact('Kabir');
    await fixture.caughtUp(contactsProjector, after);
    expect(await names(contactsProjector)).to.deep.equal(['Asha', 'Ravi', 'Meera', 'Kabir']);
    expect(await listParkedEvents(fixture.db, [contactsProjector])).to.deep.equal([parked]);
    expect((await readCheckpoint(fixture.db, contactsProjector)).handled).to.equal(4);

    const skipped = await skipParkedEvents(fixture.db, contactsProjector, poison);
    expect(skipped.map((event) => [event.position, event.status])).to.deep.equal([[formatPosition(poison), 'skipped']]);
    expect(await countParkedEvents(fixture.db, [contactsProjector])).to.deep.equal({});
    expect(await listParkedEvents(fixture.db, [contactsProjector], { includeResolved: true })).to.have.length(1);
  });

  it('applies a batch that failed once on a later try, parking nothing', async () => {
    let failures = 1;
    const flaky: Projector = {
      ...touchy,
      async handle(batch, trx) {
        if (failures > 0) {
          failures -= 1;
          throw new Error('the database blinked');
        }
        await contactsProjector.handle(batch, trx);
      },
    };
    const last = await contact('Asha');
    const runner = await fixture.startRunner([flaky], fast);
    // Tried again in place: the projector is never stopped to resume from its checkpoint.
    const states = new Set<string | undefined>();
    const watching = setInterval(() => states.add(runner.state(flaky.name)), 5);
    await fixture.caughtUp(flaky, last);
    clearInterval(watching);
    expect(states).to.not.include('restarting');
    expect(await names(flaky)).to.deep.equal(['Asha']);
    expect(await listParkedEvents(fixture.db, [flaky], { includeResolved: true })).to.deep.equal([]);
  });

  it('finds the bad events of a large batch in a few tries, applying every good one once and in order', async () => {
    const appended: GlobalPosition[] = [];
    for (let i = 0; i < 64; i += 1) appended.push(await contact(i === 9 || i === 50 ? 'Poison' : `Person ${i}`));
    await fixture.startRunner([touchy], { ...fast, batchSize: 500 });
    await fixture.caughtUp(touchy, appended.at(-1)!);
    expect(await names(touchy)).to.deep.equal(Array.from({ length: 64 }, (_, i) => `Person ${i}`).filter((_, i) => i !== 9 && i !== 50));
    expect((await listParkedEvents(fixture.db, [touchy])).map((event) => event.position)).to.deep.equal(
      [appended[9]!, appended[50]!].map(formatPosition),
    );
    // Whatever batches the subscription formed: the failing tries, then halving, not one try per event.
    expect(calls).to.be.below(40);
  });

  it('rebuilds over a poison event: parked in the rebuilt schema, an admin’s skip standing', async () => {
    await contact('Asha');
    const skippedOne = await contact('Poison');
    await fixture.startRunner([touchy], fast);
    await fixture.caughtUp(touchy, skippedOne);
    await skipParkedEvents(fixture.db, touchy, 'all');
    const stillParked = await contact('Poison');
    const last = await contact('Ravi');
    await fixture.caughtUp(touchy, last);
    const incremental = await fixture.db('rm_touchy_contacts.contact_messages').orderBy('id');

    const result = await rebuildProjection({ store: fixture.events.log, db: fixture.db, projector: touchy, batchSize: 2 });
    expect(result.parked).to.equal(2);
    expect(await fixture.db('rm_touchy_contacts.contact_messages').orderBy('id')).to.deep.equal(incremental);
    const parked = await listParkedEvents(fixture.db, [touchy], { includeResolved: true });
    expect(parked.map((event) => [event.position, event.status, event.attempts])).to.deep.equal([
      [formatPosition(skippedOne), 'skipped', 1],
      [formatPosition(stillParked), 'parked', 1],
    ]);
    expect(await countParkedEvents(fixture.db, [touchy])).to.deep.equal({ touchy_contacts: 1 });

    // The live projector carries on from the rebuilt checkpoint.
    const after = await contact('Kabir');
    await fixture.caughtUp(touchy, after);
    expect(await names(touchy)).to.include('Kabir');
  });
});
