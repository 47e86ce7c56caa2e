import { expect } from 'chai';
import type { SubscriptionEvent } from '@more-ai/events/catalog/index';
import { InvalidInput } from '@more-ai/platform/domain/errors';
import { deciderSpec } from '@more-ai/testing/decider-spec';
import { addMonths, subscriptionDecider } from './subscription';

const userId = 'u1';
const now = new Date('2026-11-26T10:00:00.000Z');
const spec = deciderSpec(subscriptionDecider, { now });

const pay = (orderId: string, capturedAt: string, durationMonths = 1) =>
  ({ type: 'ApplyPayment', userId, orderId, planId: 'pro', durationMonths, capturedAt }) as const;
const paid = (orderId: string, startDate: string, endDate: string): SubscriptionEvent => ({
  type: 'ProPeriodPaid',
  data: { userId, orderId, planId: 'pro', startDate, endDate },
});
const scheduled = (effectiveDate: string, reason = ''): SubscriptionEvent => ({
  type: 'DowngradeScheduled',
  data: { userId, effectiveDate, reason, scheduledAt: now.toISOString() },
});
const downgraded = (cause: 'scheduled' | 'immediate' | 'expired', at = now): SubscriptionEvent => ({
  type: 'SubscriptionDowngraded',
  data: { userId, cause, downgradedAt: at.toISOString() },
});

const NOV_26 = '2026-11-26T10:00:00.000Z';
const DEC_26 = '2026-12-26T10:00:00.000Z';
const JAN_26 = '2027-01-26T10:00:00.000Z';
const firstPeriod = paid('order_1', NOV_26, DEC_26);

describe('Subscription: deciding', () => {
  describe('a payment', () => {
    it('buys a month of PRO from its capture', () => {
      spec.given([]).when(pay('order_1', NOV_26)).then([firstPeriod]);
    });

    it('buys its period once, however often it is told', () => {
      spec.given([firstPeriod]).when(pay('order_1', NOV_26)).then([]);
    });

    it('made while PRO extends from the end of the running period', () => {
      spec
        .given([firstPeriod])
        .when(pay('order_2', '2026-12-01T00:00:00.000Z'))
        .then([paid('order_2', DEC_26, JAN_26)]);
    });

    it('made after the period ended, or after going FREE, starts at its capture', () => {
      spec
        .given([firstPeriod])
        .when(pay('order_2', '2027-02-01T00:00:00.000Z'))
        .then([paid('order_2', '2027-02-01T00:00:00.000Z', '2027-03-01T00:00:00.000Z')]);
      spec
        .given([firstPeriod, downgraded('immediate')])
        .when(pay('order_2', '2026-11-27T00:00:00.000Z'))
        .then([paid('order_2', '2026-11-27T00:00:00.000Z', '2026-12-27T00:00:00.000Z')]);
    });
  });

  describe('a scheduled downgrade', () => {
    it('takes effect at the end date, with the reason given', () => {
      spec
        .given([firstPeriod])
        .when({ type: 'ScheduleDowngrade', userId, reason: 'Too expensive' })
        .then([scheduled(DEC_26, 'Too expensive')]);
    });

    it('scheduled again changes nothing', () => {
      spec
        .given([firstPeriod, scheduled(DEC_26)])
        .when({ type: 'ScheduleDowngrade', userId, reason: 'again' })
        .then([]);
    });

    it('needs a paid PRO period', () => {
      spec.given([]).when({ type: 'ScheduleDowngrade', userId, reason: '' }).thenThrows(InvalidInput, 'Your plan is not PRO', 'NOT_PRO');
      spec
        .given([firstPeriod, downgraded('immediate')])
        .when({ type: 'ScheduleDowngrade', userId, reason: '' })
        .thenThrows(InvalidInput, 'Your plan is not PRO', 'NOT_PRO');
    });

    it('can be called off, once', () => {
      spec
        .given([firstPeriod, scheduled(DEC_26)])
        .when({ type: 'CancelDowngrade', userId })
        .then([{ type: 'DowngradeCancelled', data: { userId, cancelledAt: now.toISOString() } }]);
      spec
        .given([firstPeriod, scheduled(DEC_26), { type: 'DowngradeCancelled', data: { userId, cancelledAt: NOV_26 } }])
        .when({ type: 'CancelDowngrade', userId })
        .thenThrows(InvalidInput, 'No downgrade is scheduled', 'NO_DOWNGRADE_SCHEDULED');
      spec
        .given([firstPeriod])
        .when({ type: 'CancelDowngrade', userId })
        .thenThrows(InvalidInput, 'No downgrade is scheduled', 'NO_DOWNGRADE_SCHEDULED');
    });

    it('is called off by paying again', () => {
      const state = [firstPeriod, scheduled(DEC_26), paid('order_2', DEC_26, JAN_26)].reduce(
        subscriptionDecider.evolve,
        subscriptionDecider.initialState(),
      );
      expect(state.scheduledDowngrade).to.equal(null);
    });
  });

  describe('going FREE now', () => {
    it('ends a paid period, or PRO given without one', () => {
      spec
        .given([firstPeriod])
        .when({ type: 'DowngradeNow', userId, plan: 'pro' })
        .then([downgraded('immediate')]);
      spec
        .given([])
        .when({ type: 'DowngradeNow', userId, plan: 'pro' })
        .then([downgraded('immediate')]);
      spec
        .given([firstPeriod])
        .when({ type: 'DowngradeNow', userId, plan: 'free' })
        .then([downgraded('immediate')]);
    });

    it('is refused to a FREE account', () => {
      spec.given([]).when({ type: 'DowngradeNow', userId, plan: 'free' }).thenThrows(InvalidInput, 'Your plan is not PRO', 'NOT_PRO');
      spec
        .given([firstPeriod, downgraded('immediate')])
        .when({ type: 'DowngradeNow', userId, plan: 'free' })
        .thenThrows(InvalidInput, 'Your plan is not PRO', 'NOT_PRO');
    });
  });

  describe('the end of a period (a job)', () => {
    const at = (iso: string) => ({ now: new Date(iso) });

    it('does nothing before the end date', () => {
      spec.given([firstPeriod]).when({ type: 'EndPeriod', userId }, at('2026-12-26T09:59:59.999Z')).then([]);
    });

    it('expires a period not renewed, at its end date, once', () => {
      spec
        .given([firstPeriod])
        .when({ type: 'EndPeriod', userId }, at(DEC_26))
        .then([downgraded('expired', new Date(DEC_26))]);
      spec
        .given([firstPeriod, downgraded('expired', new Date(DEC_26))])
        .when({ type: 'EndPeriod', userId }, at(JAN_26))
        .then([]);
    });

    it('carries out a scheduled downgrade at its date', () => {
      spec
        .given([firstPeriod, scheduled(DEC_26)])
        .when({ type: 'EndPeriod', userId }, at(JAN_26))
        .then([downgraded('scheduled', new Date(JAN_26))]);
    });

    it('does nothing without a paid period', () => {
      spec.given([]).when({ type: 'EndPeriod', userId }, at(JAN_26)).then([]);
    });
  });

  describe('state', () => {
    it('is kept in one stream per account: Subscription-{userId}', () => {
      expect(subscriptionDecider.category).to.equal('Subscription');
    });

    it('holds the downgrade scheduled until it is called off', () => {
      const fold = (events: SubscriptionEvent[]) => events.reduce(subscriptionDecider.evolve, subscriptionDecider.initialState());
      expect(fold([firstPeriod, scheduled(DEC_26, 'why')]).scheduledDowngrade).to.deep.equal({
        effectiveDate: DEC_26,
        reason: 'why',
        scheduledAt: now.toISOString(),
      });
      const cancelled = fold([firstPeriod, scheduled(DEC_26), { type: 'DowngradeCancelled', data: { userId, cancelledAt: NOV_26 } }]);
      expect(cancelled.scheduledDowngrade).to.equal(null);
      expect(cancelled.active).to.equal(true);
    });

    it('keeps the period running from its first start, and what each order bought', () => {
      const state = [firstPeriod, paid('order_2', DEC_26, JAN_26)].reduce(subscriptionDecider.evolve, subscriptionDecider.initialState());
      expect(state.period).to.deep.equal({ startDate: NOV_26, endDate: JAN_26 });
      expect(state.active).to.equal(true);
      expect([...state.paidOrders]).to.deep.equal([
        ['order_1', { startDate: NOV_26, endDate: DEC_26 }],
        ['order_2', { startDate: DEC_26, endDate: JAN_26 }],
      ]);
    });

    it('starts a new period after a downgrade', () => {
      const state = [firstPeriod, downgraded('immediate'), paid('order_2', JAN_26, '2027-02-26T10:00:00.000Z')].reduce(
        subscriptionDecider.evolve,
        subscriptionDecider.initialState(),
      );
      expect(state.period).to.deep.equal({ startDate: JAN_26, endDate: '2027-02-26T10:00:00.000Z' });
    });
  });
});

describe('Subscription: a month on', () => {
  it('is the same day of the next month, at the same time', () => {
    expect(addMonths('2026-11-26T10:00:00.000Z', 1)).to.equal('2026-12-26T10:00:00.000Z');
    expect(addMonths('2026-12-15T00:00:00.000Z', 1)).to.equal('2027-01-15T00:00:00.000Z');
  });

  it("is the next month's last day when it is shorter", () => {
    expect(addMonths('2027-01-31T08:00:00.000Z', 1)).to.equal('2027-02-28T08:00:00.000Z');
    expect(addMonths('2028-01-31T08:00:00.000Z', 1)).to.equal('2028-02-29T08:00:00.000Z');
    expect(addMonths('2026-08-31T08:00:00.000Z', 1)).to.equal('2026-09-30T08:00:00.000Z');
  });

  it('counts several months', () => {
    expect(addMonths('2026-11-30T08:00:00.000Z', 3)).to.equal('2027-02-28T08:00:00.000Z');
    expect(addMonths('2026-11-30T08:00:00.000Z', 12)).to.equal('2027-11-30T08:00:00.000Z');
  });
});
