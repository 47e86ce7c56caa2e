import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { accountDecider } from '@more-ai/command-api/accounts/decide';
import { mailDecider } from '@more-ai/command-api/mail/decide';
import { newDeliveryId } from '@more-ai/platform/auth/one-time-codes';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { rebuildProjection } from '../runner/rebuild';
import { mailDeliveriesProjector } from './projector';
import { codeDeliveryStatus } from './queries';

describe('the mail deliveries read model', function () {
  this.timeout(60_000);
  let app: TestApp;
  const metadata = { actor: 'system', correlationId: 'test', causationId: 'test' };
  const ids = { asha: randomUUID(), ravi: randomUUID(), gone: randomUUID() };
  const deliveries = { sent: newDeliveryId(), late: newDeliveryId(), failed: newDeliveryId(), replaced: newDeliveryId() };
  const gonesDelivery = newDeliveryId();
  // The commands as the account routes and the mail outbox issue them; the read model is all this tests.
  const issue = (userId: string, deliveryId: string) =>
    app.commands.handle(
      accountDecider,
      userId,
      { type: 'IssueOtp', purpose: 'reset-password', otpHash: `hash-${deliveryId}`, deliveryId },
      metadata,
    );
  const record = (userId: string, mailId: string, outcome: 'RecordMailDelayed' | 'RecordMailSent' | 'RecordMailFailed') =>
    app.commands.handle(
      mailDecider,
      mailId,
      { type: outcome, mailId, userId, kind: 'reset-password', attempts: 1, reason: 'ECONNREFUSED' },
      metadata,
    );
  const statusOf = (deliveryId: string) => codeDeliveryStatus(app.db, deliveryId);
  let clockMs = Date.parse('2026-03-01T10:00:00Z');

  before(async () => {
    app = await startTestApp('mail_deliveries_projector', { seed: false, clock: () => new Date(clockMs) });
    for (const [username, userId] of Object.entries(ids)) {
      await app.commands.handle(
        accountDecider,
        userId,
        {
          type: 'RegisterAccount',
          userId,
          username,
          email: `${username}@example.com`,
          passwordHash: 'scrypt$x',
          role: 'user',
          verified: true,
        },
        metadata,
      );
    }
    await issue(ids.asha, deliveries.sent);
    await record(ids.asha, deliveries.sent, 'RecordMailSent');
    await issue(ids.ravi, deliveries.replaced);
    clockMs += 61_000;
    await issue(ids.ravi, deliveries.late);
    await record(ids.ravi, deliveries.late, 'RecordMailDelayed');
    // The replaced code's mail failing later changes nothing: a newer one is on its way.
    await record(ids.ravi, deliveries.replaced, 'RecordMailFailed');
    await issue(ids.asha, deliveries.failed);
    await record(ids.asha, deliveries.failed, 'RecordMailDelayed');
    await record(ids.asha, deliveries.failed, 'RecordMailFailed');
    await issue(ids.gone, gonesDelivery);
    await app.commands.handle(accountDecider, ids.gone, { type: 'DeleteAccount' }, metadata);
    await app.settled();
  });
  after(() => app.close());

  it("holds each code's mail as sending, delayed, sent, failed or replaced", async () => {
    expect(await statusOf(deliveries.sent)).to.equal('sent');
    expect(await statusOf(deliveries.late)).to.equal('delayed');
    expect(await statusOf(deliveries.failed)).to.equal('failed');
    expect(await statusOf(deliveries.replaced)).to.equal('replaced');
  });

  it("forgets a deleted account's deliveries; an id of no mail reads as the newest mail does", async () => {
    expect(await app.db('rm_mail_deliveries.deliveries').where({ user_id: ids.gone })).to.deep.equal([]);
    // The newest outcome is the failed one.
    expect(await statusOf(gonesDelivery)).to.equal('failed');
    expect(await statusOf(newDeliveryId())).to.equal('failed');
    await record(ids.ravi, deliveries.late, 'RecordMailSent');
    await app.settled();
    expect(await statusOf(deliveries.late)).to.equal('sent');
    expect(await statusOf(newDeliveryId())).to.equal('sent');
  });

  it('rebuilds from the log into the same rows', async () => {
    const incremental = await app.db('rm_mail_deliveries.deliveries').orderBy('delivery_id');
    await rebuildProjection({ store: app.events.log, db: app.db, projector: mailDeliveriesProjector });
    expect(await app.db('rm_mail_deliveries.deliveries').orderBy('delivery_id')).to.deep.equal(incremental);
  });
});
