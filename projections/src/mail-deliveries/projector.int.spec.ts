import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { newDeliveryId } from '@more-ai/platform/auth/one-time-codes';
import { openProjectionsFixture, type ProjectionsFixture } from '@more-ai/testing/projections';
import { rebuildProjection } from '../runner/rebuild';
import { mailDeliveriesProjector } from './projector';
import { codeDeliveryStatus, NOT_YET_ISSUED_MS } from './queries';

describe('the mail deliveries read model', function () {
  this.timeout(60_000);
  let fixture: ProjectionsFixture;
  const ids = { asha: randomUUID(), ravi: randomUUID(), gone: randomUUID() };
  const deliveries = { sent: newDeliveryId(), late: newDeliveryId(), failed: newDeliveryId(), replaced: newDeliveryId() };
  const gonesDelivery = newDeliveryId();
  /** The events as the account routes and the mail outbox record them: the read model is all this tests. */
  const append = (streamId: string, type: string, data: Record<string, unknown>) =>
    fixture.events.log.append(
      streamId,
      [
        {
          id: randomUUID(),
          type,
          data,
          metadata: { actor: 'system', correlationId: 'test', causationId: 'test', timestamp: new Date().toISOString() },
        },
      ],
      'any',
    );
  const issue = (userId: string, deliveryId: string) =>
    append(`Account-${userId}`, 'OtpIssued', {
      userId,
      purpose: 'reset-password',
      otpHash: `hash-${deliveryId}`,
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      deliveryId,
    });
  const record = (userId: string, mailId: string, type: 'MailDelayed' | 'MailSent' | 'MailFailed') =>
    append(`Mail-${mailId}`, type, { mailId, userId, kind: 'reset-password', attempts: 1, reason: 'ECONNREFUSED' });
  const settled = async () => fixture.caughtUp(mailDeliveriesProjector, await fixture.events.log.headPosition());
  const statusOf = (deliveryId: string, now = new Date()) => codeDeliveryStatus(fixture.db, deliveryId, now);
  /** Late enough that an id made now no longer counts as naming a code on its way. */
  const later = () => new Date(Date.now() + NOT_YET_ISSUED_MS + 1000);

  before(async () => {
    fixture = await openProjectionsFixture('mail_deliveries_projector');
    await fixture.startRunner([mailDeliveriesProjector]);
    await issue(ids.asha, deliveries.sent);
    await record(ids.asha, deliveries.sent, 'MailSent');
    await issue(ids.ravi, deliveries.replaced);
    await issue(ids.ravi, deliveries.late);
    await record(ids.ravi, deliveries.late, 'MailDelayed');
    // The replaced code's mail failing later changes nothing: a newer one is on its way.
    await record(ids.ravi, deliveries.replaced, 'MailFailed');
    await issue(ids.asha, deliveries.failed);
    await record(ids.asha, deliveries.failed, 'MailDelayed');
    await record(ids.asha, deliveries.failed, 'MailFailed');
    await issue(ids.gone, gonesDelivery);
    await append(`Account-${ids.gone}`, 'AccountDeleted', { userId: ids.gone });
    await settled();
  });
  after(() => fixture?.close());

  it("holds each code's mail as sending, delayed, sent, failed or replaced", async () => {
    expect(await statusOf(deliveries.sent)).to.equal('sent');
    expect(await statusOf(deliveries.late)).to.equal('delayed');
    expect(await statusOf(deliveries.failed)).to.equal('failed');
    expect(await statusOf(deliveries.replaced)).to.equal('replaced');
  });

  it("forgets a deleted account's deliveries; an id of no mail reads as the newest mail does, once it is not new", async () => {
    expect(await fixture.db('rm_mail_deliveries.deliveries').where({ user_id: ids.gone })).to.deep.equal([]);
    // The newest outcome is the failed one; an id made moments ago may name a code on its way.
    expect(await statusOf(gonesDelivery, later())).to.equal('failed');
    expect(await statusOf(newDeliveryId(), later())).to.equal('failed');
    expect(await statusOf(newDeliveryId())).to.equal('sending');
    await record(ids.ravi, deliveries.late, 'MailSent');
    await settled();
    expect(await statusOf(deliveries.late)).to.equal('sent');
    expect(await statusOf(newDeliveryId(), later())).to.equal('sent');
  });

  it('rebuilds from the log into the same rows', async () => {
    const incremental = await fixture.db('rm_mail_deliveries.deliveries').orderBy('delivery_id');
    await rebuildProjection({ store: fixture.events.log, db: fixture.db, projector: mailDeliveriesProjector });
    expect(await fixture.db('rm_mail_deliveries.deliveries').orderBy('delivery_id')).to.deep.equal(incremental);
  });
});
