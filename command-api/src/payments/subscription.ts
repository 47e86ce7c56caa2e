import type { ArchivedContent, SubscriptionEvent } from '@more-ai/events/catalog/index';
import { InvalidInput } from '@more-ai/platform/domain/errors';
import type { Decider } from '../pipeline/decider';

export type SubscriptionCommand =
  /** A captured payment buys its plan's period (a command of the payment workflow). */
  | { type: 'ApplyPayment'; orderId: string; planId: string; durationMonths: number; capturedAt: string }
  | { type: 'ScheduleDowngrade'; reason: string }
  | { type: 'CancelDowngrade' }
  /** The owner goes FREE now; `plan` is the account's tier as its stream holds it. */
  | { type: 'DowngradeNow'; plan: 'free' | 'pro' }
  /** A job found the period over (or the scheduled date reached): FREE from now, once. */
  | { type: 'EndPeriod' }
  /** Going FREE: what is over the FREE limits, to be archived (command-api/src/payments/archive.ts). */
  | { type: 'RecordArchive'; content: ArchivedContent }
  /** PRO again: the archive recorded last is to be restored. */
  | { type: 'RestoreArchive' };

export interface SubscriptionState {
  /** The paid PRO period, when one was ever bought. */
  period: { startDate: string; endDate: string } | null;
  /** PRO by a payment whose period has not been ended by a downgrade. */
  active: boolean;
  scheduledDowngrade: { effectiveDate: string; reason: string; scheduledAt: string } | null;
  /** The period each applied order bought: a payment buys one period however often it is told. */
  paidOrders: ReadonlyMap<string, { startDate: string; endDate: string }>;
  /** What the last downgrade archived, and whether upgrading has restored it since. */
  archive: { content: ArchivedContent; archivedAt: string; restored: boolean } | null;
}

/** How much an archive holds, as the account shows it. */
export function archivedCounts(content: ArchivedContent | undefined): {
  watchlists: number;
  moviesInWatchlists: number;
  favorites: number;
} {
  return {
    watchlists: content?.watchlistIds.length ?? 0,
    moviesInWatchlists: content?.movies.reduce((sum, { movieIds }) => sum + movieIds.length, 0) ?? 0,
    favorites: content?.favoriteMovieIds.length ?? 0,
  };
}

const contentOf = ({ watchlistIds, movies, favoriteMovieIds }: ArchivedContent): ArchivedContent => ({
  watchlistIds,
  movies,
  favoriteMovieIds,
});

export const NOT_PRO = 'Your plan is not PRO';
export const NO_DOWNGRADE_SCHEDULED = 'No downgrade is scheduled';

/**
 * One month on (or `months`), the same day of the month, or the month's last day when it has fewer
 * (31 January + 1 month = 28 or 29 February), at the same time of day (UTC).
 */
export function addMonths(iso: string, months: number): string {
  const start = new Date(iso);
  const day = start.getUTCDate();
  const end = new Date(start.getTime());
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end.toISOString();
}

export function evolveSubscription(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event.type) {
    case 'ProPeriodPaid': {
      const { orderId, startDate, endDate } = event.data;
      // Periods bought while PRO extend the one running: the period shown runs from its first start.
      const start = state.active && state.period ? state.period.startDate : startDate;
      return {
        ...state,
        period: { startDate: start, endDate },
        active: true,
        scheduledDowngrade: null,
        paidOrders: new Map(state.paidOrders).set(orderId, { startDate, endDate }),
      };
    }
    case 'DowngradeScheduled': {
      const { effectiveDate, reason, scheduledAt } = event.data;
      return { ...state, scheduledDowngrade: { effectiveDate, reason, scheduledAt } };
    }
    case 'DowngradeCancelled':
      return { ...state, scheduledDowngrade: null };
    case 'SubscriptionDowngraded':
      return { ...state, active: false, scheduledDowngrade: null };
    case 'ContentArchived':
      return { ...state, archive: { content: contentOf(event.data), archivedAt: event.data.archivedAt, restored: false } };
    case 'ArchiveRestored':
      return { ...state, archive: state.archive && { ...state.archive, restored: true } };
    // Stryker disable next-line ConditionalExpression: equivalent, every subscription event has its case
    default:
      return state;
  }
}

/**
 * A subscription's rules: a payment buys one period (starting when the running one ends, if any);
 * a scheduled downgrade waits for the end date and can be called off until then; going FREE, on
 * the date or at once, happens once.
 */
export function decideSubscription(command: SubscriptionCommand, state: SubscriptionState, userId: string, now: Date): SubscriptionEvent[] {
  switch (command.type) {
    case 'ApplyPayment': {
      if (state.paidOrders.has(command.orderId)) return [];
      const { orderId, planId, durationMonths, capturedAt } = command;
      // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, an active subscription has a period, and a capture at its very end starts there either way
      const running = state.active && state.period !== null && state.period.endDate > capturedAt;
      const startDate = running ? state.period!.endDate : capturedAt;
      return [{ type: 'ProPeriodPaid', data: { userId, orderId, planId, startDate, endDate: addMonths(startDate, durationMonths) } }];
    }
    case 'ScheduleDowngrade': {
      if (!state.active || !state.period) throw new InvalidInput(NOT_PRO, 'NOT_PRO');
      if (state.scheduledDowngrade) return [];
      return [
        {
          type: 'DowngradeScheduled',
          data: { userId, effectiveDate: state.period.endDate, reason: command.reason, scheduledAt: now.toISOString() },
        },
      ];
    }
    case 'CancelDowngrade':
      if (!state.scheduledDowngrade) throw new InvalidInput(NO_DOWNGRADE_SCHEDULED, 'NO_DOWNGRADE_SCHEDULED');
      return [{ type: 'DowngradeCancelled', data: { userId, cancelledAt: now.toISOString() } }];
    case 'DowngradeNow':
      // PRO given without a payment (by an admin) is PRO too: going FREE ends it the same way.
      if (command.plan !== 'pro' && !state.active) throw new InvalidInput(NOT_PRO, 'NOT_PRO');
      return [{ type: 'SubscriptionDowngraded', data: { userId, cause: 'immediate', downgradedAt: now.toISOString() } }];
    case 'EndPeriod': {
      if (!state.active || !state.period) return [];
      const due = state.scheduledDowngrade?.effectiveDate ?? state.period.endDate;
      if (now.toISOString() < due) return [];
      const cause = state.scheduledDowngrade ? 'scheduled' : 'expired';
      return [{ type: 'SubscriptionDowngraded', data: { userId, cause, downgradedAt: now.toISOString() } }];
    }
    case 'RecordArchive': {
      // PRO (again) keeps everything; an archive not restored yet stands, so a second run carries out the first plan.
      if (state.active || (state.archive && !state.archive.restored)) return [];
      const { watchlistIds, movies, favoriteMovieIds } = command.content;
      if (watchlistIds.length + movies.length + favoriteMovieIds.length === 0) return [];
      return [{ type: 'ContentArchived', data: { userId, watchlistIds, movies, favoriteMovieIds, archivedAt: now.toISOString() } }];
    }
    case 'RestoreArchive':
      if (!state.active || !state.archive || state.archive.restored) return [];
      return [{ type: 'ArchiveRestored', data: { userId, ...state.archive.content, restoredAt: now.toISOString() } }];
  }
}

/** One stream per account: `Subscription-{userId}`. */
export const subscriptionDecider: Decider<SubscriptionCommand & { userId: string }, SubscriptionState, SubscriptionEvent> = {
  category: 'Subscription',
  initialState: () => ({ period: null, active: false, scheduledDowngrade: null, paidOrders: new Map(), archive: null }),
  evolve: evolveSubscription,
  decide: (command, state, { now }) => decideSubscription(command, state, command.userId, now),
};
