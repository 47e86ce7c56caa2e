import { expect } from 'chai';
import { START } from '@more-ai/events/position';
import { REQUEST_DEADLINES_MS } from '@more-ai/platform/http/deadline';
import { startTestApp, type TestApp } from '@more-ai/testing/app';

/**
 * A request whose PostgreSQL died under it could neither record its answer nor release its key.
 * Its retries must not be told 'still being processed' for a day: once its deadline is well past, a
 * retry runs it again, and what the first run appended is not appended twice.
 */
describe('an Idempotency-Key whose request died before answering', function () {
  this.timeout(30_000);
  let app: TestApp;
  const message = { name: 'Asha Rao', email: 'asha@example.com', message: 'Is my list still there after the outage?' };
  const submit = (key: string) => app.request('POST', '/api/contacts/submit', { json: message, headers: { 'Idempotency-Key': key } });
  const eventCount = () => app.events.store.countAfter(START, 1_000_000);

  /** The reservation of the last answered request, as a crash leaves it: no answer recorded, made `secondsAgo` ago. */
  const leftWithoutAnswer = async (secondsAgo: number) => {
    const updated = await app
      .db('command_api.idempotency_keys')
      .where({ scope: 'anonymous POST /api/contacts/submit' })
      .whereNotNull('status')
      .update({ status: null, body: null, position: null, created_at: app.db.raw(`now() - make_interval(secs => ?)`, [secondsAgo]) });
    expect(updated).to.equal(1);
  };

  before(async () => {
    app = await startTestApp('abandoned_keys');
  });
  after(() => app.close());

  it('answers 409 IDEMPOTENCY_KEY_IN_USE while its request may still be running', async () => {
    expect((await submit('died-mid-request-0001')).status).to.equal(201);
    await leftWithoutAnswer(REQUEST_DEADLINES_MS.command / 1000 - 1);
    const retry = await submit('died-mid-request-0001');
    expect([retry.status, retry.body.code]).to.deep.equal([409, 'IDEMPOTENCY_KEY_IN_USE']);
  });

  it('runs a retry again once the deadline is past, and appends nothing twice', async () => {
    const first = await submit('died-mid-request-0002');
    expect(first.status).to.equal(201);
    const appended = await eventCount();
    await leftWithoutAnswer(REQUEST_DEADLINES_MS.command / 1000 + 10);
    const retry = await submit('died-mid-request-0002');
    // The message is there from the first run: the retry says so rather than sending it twice.
    expect([retry.status, retry.body.code]).to.deep.equal([409, 'CONTACT_ALREADY_SUBMITTED']);
    expect(await eventCount()).to.equal(appended);
    // Refused, the retry released the key: another retry is run again too, and refused the same way.
    expect((await submit('died-mid-request-0002')).body.code).to.equal('CONTACT_ALREADY_SUBMITTED');
  });
});
