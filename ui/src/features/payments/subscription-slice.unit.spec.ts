import { expect } from 'chai';
import { describe, it } from 'mocha';
import type { UnknownAction } from 'redux';
import {
  downgradeAsked,
  downgradeConfirmed,
  downgradeDialogClosed,
  downgradeSettled,
  impactFailed,
  initialSubscriptionState,
  keepProRequested,
  subscriptionReducer,
  type SubscriptionState,
} from './subscription-slice';

const run = (...actions: UnknownAction[]): SubscriptionState => actions.reduce(subscriptionReducer, initialSubscriptionState);

describe('Downgrade state on /me (SPEC §4 Plan)', () => {
  it('opens the confirmation while the impact loads, and closes it when the impact cannot be had', () => {
    expect(run(downgradeAsked())).to.include({ downgradeDialogOpen: true, impactStatus: 'loading' });
    expect(run(downgradeAsked(), impactFailed())).to.include({ downgradeDialogOpen: false, impactStatus: 'failed' });
  });

  it('stays open while a downgrade is on its way, and closes once it is done', () => {
    const busy = run(downgradeAsked(), downgradeConfirmed('schedule'));
    expect(subscriptionReducer(busy, downgradeDialogClosed()).downgradeDialogOpen).to.equal(true);
    expect(subscriptionReducer(busy, downgradeSettled({ done: true }))).to.include({ downgradeDialogOpen: false, busy: null });
    expect(subscriptionReducer(busy, downgradeSettled({ done: false }))).to.include({ downgradeDialogOpen: true, busy: null });
  });

  it("marks 'Keep PRO plan' busy until answered", () => {
    expect(run(keepProRequested()).busy).to.equal('cancel');
    expect(run(keepProRequested(), downgradeSettled({ done: true })).busy).to.equal(null);
  });
});
