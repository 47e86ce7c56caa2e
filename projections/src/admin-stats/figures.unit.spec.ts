import { expect } from 'chai';
import {
  averageOf,
  difference,
  favoriteFigures,
  mostPopularPlanOf,
  movieFigures,
  paymentFigures,
  planSubscribers,
  refundedGstPaise,
  rupees,
  subscriberFigures,
  userFigures,
  watchlistFigures,
  type PaymentShare,
  type SubscriberShare,
} from './figures';

describe('the admin dashboard figures', () => {
  describe('accounts', () => {
    it('counts a user once in the users and once in the plan they are on', () => {
      expect(userFigures({ role: 'user', plan: 'free', deleted: false })).to.deep.equal({ totalUsers: 1, totalFree: 1 });
      expect(userFigures({ role: 'user', plan: 'pro', deleted: false })).to.deep.equal({ totalUsers: 1, totalSubscribed: 1 });
    });

    it('counts admins and superadmins apart from the users, whatever their plan', () => {
      expect(userFigures({ role: 'admin', plan: 'pro', deleted: false })).to.deep.equal({ totalAdmins: 1 });
      expect(userFigures({ role: 'superadmin', plan: 'free', deleted: false })).to.deep.equal({ totalSuperadmins: 1 });
    });

    it('counts a deleted account nowhere', () => {
      expect(userFigures({ role: 'user', plan: 'pro', deleted: true })).to.deep.equal({});
      expect(userFigures({ role: 'admin', plan: 'free', deleted: true })).to.deep.equal({});
    });
  });

  describe('watchlists', () => {
    const live = { is_private: false, archived: false, deleted: false, movies_count: 3 };

    it('counts a live list as public or private, with its movies', () => {
      expect(watchlistFigures(live)).to.deep.equal({ totalWatchlists: 1, publicWatchlists: 1, watchlistMovies: 3 });
      expect(watchlistFigures({ ...live, is_private: true })).to.deep.equal({
        totalWatchlists: 1,
        privateWatchlists: 1,
        watchlistMovies: 3,
      });
    });

    it('leaves out an archived or a deleted list and its movies', () => {
      expect(watchlistFigures({ ...live, archived: true })).to.deep.equal({});
      expect(watchlistFigures({ ...live, deleted: true })).to.deep.equal({});
    });
  });

  it('counts a favourite until it is archived, and every catalog title', () => {
    expect(favoriteFigures({ archived: false })).to.deep.equal({ totalFavorites: 1 });
    expect(favoriteFigures({ archived: true })).to.deep.equal({});
    expect(movieFigures()).to.deep.equal({ totalMovies: 1 });
  });

  describe('payments', () => {
    const order: PaymentShare = { status: 'created', captured_paise: 0, gst_paise: 2_682, total_paise: 17_582, refunded_paise: 0 };

    it('counts nothing for an order still open', () => {
      expect(paymentFigures(order)).to.deep.equal({});
    });

    it('counts a captured payment, its money in revenue and its GST', () => {
      expect(paymentFigures({ ...order, status: 'captured', captured_paise: 17_582 })).to.deep.equal({
        totalPayments: 1,
        revenuePaise: 17_582,
        gstPaise: 2_682,
      });
    });

    it('keeps a refunded payment counted but takes back its money and GST', () => {
      expect(paymentFigures({ ...order, status: 'refunded', captured_paise: 17_582, refunded_paise: 17_582 })).to.deep.equal({
        totalPayments: 1,
        revenuePaise: 0,
        gstPaise: 0,
      });
    });

    it('counts a failed order as a failed payment, with no money', () => {
      expect(paymentFigures({ ...order, status: 'failed' })).to.deep.equal({ failedPayments: 1 });
    });

    it("takes back the GST in the refund's share of the total, to the paisa", () => {
      expect(refundedGstPaise(2_682, 17_582, 17_582)).to.equal(2_682);
      expect(refundedGstPaise(2_682, 17_582, 8_791)).to.equal(1_341);
      expect(refundedGstPaise(1_000, 3_000, 1_000)).to.equal(333);
      expect(refundedGstPaise(1_000, 3_000, 2_000)).to.equal(667);
      expect(refundedGstPaise(100, 0, 0)).to.equal(0);
    });
  });

  describe('subscriptions', () => {
    const paying: SubscriberShare = {
      plan_id: 'pro-plan',
      running: true,
      downgrade_scheduled: false,
      left_by_choice: false,
      deleted: false,
    };

    it('counts a running period as an active subscription of its plan', () => {
      expect(subscriberFigures(paying)).to.deep.equal({ activeSubscriptions: 1, [planSubscribers('pro-plan')]: 1 });
    });

    it('counts a running period with a downgrade scheduled as active and cancelled', () => {
      expect(subscriberFigures({ ...paying, downgrade_scheduled: true })).to.deep.equal({
        activeSubscriptions: 1,
        cancelledSubscriptions: 1,
        [planSubscribers('pro-plan')]: 1,
      });
    });

    it('counts a downgrade the owner asked for as cancelled, a lapse as neither', () => {
      expect(subscriberFigures({ ...paying, running: false, left_by_choice: true })).to.deep.equal({ cancelledSubscriptions: 1 });
      expect(subscriberFigures({ ...paying, running: false })).to.deep.equal({});
      // What was scheduled is over once the period ended.
      expect(subscriberFigures({ ...paying, running: false, downgrade_scheduled: true })).to.deep.equal({});
    });

    it('counts a deleted subscriber nowhere', () => {
      expect(subscriberFigures({ ...paying, deleted: true, downgrade_scheduled: true })).to.deep.equal({});
    });

    it('counts a period of no known plan as active only', () => {
      expect(subscriberFigures({ ...paying, plan_id: null })).to.deep.equal({ activeSubscriptions: 1 });
    });
  });

  describe('the difference a change makes', () => {
    it('adds what the rows after add and takes away what the rows before added', () => {
      const moved = difference([{ totalUsers: 1, totalFree: 1 }], [{ totalUsers: 1, totalSubscribed: 1 }]);
      expect([...moved]).to.deep.equal([
        ['totalFree', -1],
        ['totalSubscribed', 1],
      ]);
    });

    it('sums over several rows, new ones and gone ones', () => {
      const moved = difference([{ watchlistMovies: 2 }, { watchlistMovies: 3 }], [{ watchlistMovies: 5 }, { watchlistMovies: 4 }, {}]);
      expect([...moved]).to.deep.equal([['watchlistMovies', 4]]);
      expect([...difference([], [{ totalMovies: 1 }, { totalMovies: 1 }])]).to.deep.equal([['totalMovies', 2]]);
      expect([...difference([{ totalFavorites: 1 }], [])]).to.deep.equal([['totalFavorites', -1]]);
    });

    it('leaves out the counters that do not move', () => {
      expect(difference([{ totalUsers: 1 }], [{ totalUsers: 1 }]).size).to.equal(0);
    });
  });

  it('shows paise as rupees with 2 decimals', () => {
    expect(rupees(17_582)).to.equal(175.82);
    expect(rupees(0)).to.equal(0);
    expect(rupees(-14_900)).to.equal(-149);
  });

  it('averages to 2 decimals, and 0 with nothing to average', () => {
    expect(averageOf(7, 3)).to.equal(2.33);
    expect(averageOf(5, 3)).to.equal(1.67);
    expect(averageOf(6, 3)).to.equal(2);
    expect(averageOf(0, 4)).to.equal(0);
    expect(averageOf(5, 0)).to.equal(0);
  });

  describe('the most popular plan', () => {
    const plans = [
      { id: 'free-plan', name: 'FREE' },
      { id: 'pro-plan', name: 'PRO' },
      { id: 'pro-year', name: 'PRO Annual' },
    ];

    it('is the plan with the most running periods, with their number', () => {
      const counters = new Map([
        [planSubscribers('pro-plan'), 3],
        [planSubscribers('pro-year'), 5],
      ]);
      expect(mostPopularPlanOf(counters, plans)).to.deep.equal({ _id: 'pro-year', name: 'PRO Annual', subscribers: 5 });
    });

    it('goes by name on a tie', () => {
      const counters = new Map([
        [planSubscribers('pro-year'), 2],
        [planSubscribers('pro-plan'), 2],
      ]);
      expect(mostPopularPlanOf(counters, [...plans].reverse())).to.deep.equal({ _id: 'pro-plan', name: 'PRO', subscribers: 2 });
    });

    it('is null while nobody pays', () => {
      expect(mostPopularPlanOf(new Map(), plans)).to.equal(null);
      expect(mostPopularPlanOf(new Map([[planSubscribers('pro-plan'), 0]]), plans)).to.equal(null);
    });
  });
});
