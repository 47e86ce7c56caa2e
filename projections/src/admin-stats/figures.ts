import type { AccountRole, PlanType } from '@more-ai/events/catalog/index';

/**
 * The dashboard's totals (GET /api/admin/stats) as the stats projection keeps them: counters by
 * name, each moved by what a row of its tables adds to it. A handler reads the rows it is about to
 * change, changes them, reads them again, and adds the difference of their shares; so a total
 * always equals the sum over the rows, whatever order the events came in, and a rebuild arrives at
 * the same totals. Everything here is pure.
 */
export type Figures = Readonly<Record<string, number>>;

/** The counter of one paid plan's current subscribers (mostPopularPlan). */
export const planSubscribers = (planId: string): string => `plan:${planId}`;

export interface UserShare {
  role: AccountRole;
  plan: PlanType;
  deleted: boolean;
}

/**
 * Users, admins and superadmins are counted apart; the plans (totalSubscribed, totalFree) split the
 * users only, so totalSubscribed + totalFree = totalUsers. A deleted account counts nowhere; a
 * deactivated one still does.
 */
export function userFigures({ role, plan, deleted }: UserShare): Figures {
  if (deleted) return {};
  if (role === 'admin') return { totalAdmins: 1 };
  if (role === 'superadmin') return { totalSuperadmins: 1 };
  return { totalUsers: 1, [plan === 'pro' ? 'totalSubscribed' : 'totalFree']: 1 };
}

export interface WatchlistShare {
  is_private: boolean;
  archived: boolean;
  deleted: boolean;
  /** Its movies that are not archived. */
  movies_count: number;
}

/** A live list (neither deleted nor archived) counts, public or private, with its movies. */
export function watchlistFigures({ is_private, archived, deleted, movies_count }: WatchlistShare): Figures {
  if (archived || deleted) return {};
  return { totalWatchlists: 1, [is_private ? 'privateWatchlists' : 'publicWatchlists']: 1, watchlistMovies: movies_count };
}

/** A favourite counts until it is removed or archived (a deleted account's are removed). */
export function favoriteFigures({ archived }: { archived: boolean }): Figures {
  return archived ? {} : { totalFavorites: 1 };
}

/** Every title of the catalog counts. */
export function movieFigures(): Figures {
  return { totalMovies: 1 };
}

/** Where a gateway order stands: opened, paid, failed (and not paid since), or paid and refunded. */
export type PaymentStatus = 'created' | 'captured' | 'failed' | 'refunded';

export interface PaymentShare {
  status: PaymentStatus;
  /** What the gateway captured, GST included. */
  captured_paise: number;
  /** The GST part of the order's total. */
  gst_paise: number;
  total_paise: number;
  refunded_paise: number;
}

/**
 * A captured payment counts once, its money in revenue and its GST in GST collected; a refund
 * takes back what it returned (and the GST part of it) but the payment stays counted, as it was
 * received. An order that ended failed counts as a failed payment; an order still open, nowhere.
 */
export function paymentFigures({ status, captured_paise, gst_paise, total_paise, refunded_paise }: PaymentShare): Figures {
  if (status === 'failed') return { failedPayments: 1 };
  if (status === 'created') return {};
  return {
    totalPayments: 1,
    revenuePaise: captured_paise - refunded_paise,
    gstPaise: gst_paise - refundedGstPaise(gst_paise, total_paise, refunded_paise),
  };
}

/** The GST part of a refund: the order's GST in the refund's share of its total, to the paisa. */
export function refundedGstPaise(gstPaise: number, totalPaise: number, refundedPaise: number): number {
  if (totalPaise === 0) return 0;
  return Math.round((gstPaise * refundedPaise) / totalPaise);
}

export interface SubscriberShare {
  /** The plan of the latest paid period. */
  plan_id: string | null;
  /** A paid PRO period runs: paid, and no downgrade carried out since. */
  running: boolean;
  /** The owner asked to go FREE when the period ends. */
  downgrade_scheduled: boolean;
  /** The last downgrade was the owner's choice (scheduled or immediate), not a lapse. */
  left_by_choice: boolean;
  deleted: boolean;
}

/**
 * A running period is an active subscription of its plan; a subscriber who asked to leave (the
 * downgrade scheduled, or carried out by their choice, and not paid again since) is a cancelled
 * one. A period that lapsed without renewal is neither; a deleted account is no subscriber.
 */
export function subscriberFigures({ plan_id, running, downgrade_scheduled, left_by_choice, deleted }: SubscriberShare): Figures {
  if (deleted) return {};
  const cancelled = running ? downgrade_scheduled : left_by_choice;
  const figures: Record<string, number> = cancelled ? { cancelledSubscriptions: 1 } : {};
  if (running) {
    figures.activeSubscriptions = 1;
    if (plan_id !== null) figures[planSubscribers(plan_id)] = 1;
  }
  return figures;
}

/** What the rows after a change add to each counter beyond the rows before it; only the counters that move. */
export function difference(before: readonly Figures[], after: readonly Figures[]): Map<string, number> {
  const moved = new Map<string, number>();
  const add = (figures: Figures, sign: number) => {
    for (const [name, value] of Object.entries(figures)) moved.set(name, (moved.get(name) ?? 0) + sign * value);
  };
  for (const figures of before) add(figures, -1);
  for (const figures of after) add(figures, 1);
  return new Map([...moved].filter(([, by]) => by !== 0));
}

/** Paise as rupees with 2 decimals (money on the dashboard). */
export function rupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** The mean of `total` over `count`, to 2 decimals; 0 when there is nothing to average. */
export function averageOf(total: number, count: number): number {
  if (count === 0) return 0;
  return Math.round((total * 100) / count) / 100;
}

/** The plan with the most running paid periods (ties: by name), with their number; null while nobody pays. */
export function mostPopularPlanOf(
  counters: ReadonlyMap<string, number>,
  plans: readonly { id: string; name: string }[],
): { _id: string; name: string; subscribers: number } | null {
  const ranked = plans
    .map((plan) => ({ _id: plan.id, name: plan.name, subscribers: counters.get(planSubscribers(plan.id)) ?? 0 }))
    .filter((plan) => plan.subscribers > 0)
    .sort((a, b) => b.subscribers - a.subscribers || a.name.localeCompare(b.name));
  return ranked[0] ?? null;
}
