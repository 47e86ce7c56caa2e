import { z } from 'zod';

/** The quota bar's numbers (SPEC §3 "requestsLimit"); -1 and a null reset time mean unlimited. */
export const RequestsLimit = z.object({
  remainingRequests: z.number().int(),
  totalRequests: z.number().int(),
  /** ISO time of the next midnight in India, when the day's count starts again. */
  resetTime: z.string().nullable(),
});
export type RequestsLimit = z.infer<typeof RequestsLimit>;

// SPEC §9: the reset time is shown in IST. India keeps one offset all year (no daylight saving).
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The date in India at `now`, 'YYYY-MM-DD': searches are counted per such day. */
export function istDay(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The next midnight in India after `now`. */
export function nextIstMidnight(now: Date): Date {
  const startOfIstDay = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  return new Date(startOfIstDay + DAY_MS);
}

/** The quota bar for `dailySearches` a day (-1: unlimited) of which `usedToday` are spent. */
export function requestsLimitOf(dailySearches: number, usedToday: number, now: Date): RequestsLimit {
  if (dailySearches < 0) return { remainingRequests: -1, totalRequests: -1, resetTime: null };
  return {
    remainingRequests: Math.max(0, dailySearches - usedToday),
    totalRequests: dailySearches,
    resetTime: nextIstMidnight(now).toISOString(),
  };
}
