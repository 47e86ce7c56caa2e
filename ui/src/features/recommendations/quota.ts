import type { RequestsLimit } from '@more-ai/contracts/search-quota';

/** SPEC §3: the daily AI search allowance; -1 totals mean unlimited (PRO). */
export type { RequestsLimit };

/** SPEC §9: the total shown before the server has said otherwise. */
export const DEFAULT_TOTAL_REQUESTS = 20;

export function isUnlimited(limit: RequestsLimit): boolean {
  return limit.totalRequests < 0 || limit.remainingRequests < 0;
}

export function isExhausted(limit: RequestsLimit | null): boolean {
  return limit !== null && !isUnlimited(limit) && limit.remainingRequests <= 0;
}

/** SPEC §8: the exhausted message, with the plan's own total. */
export function exhaustedMessage(limit: RequestsLimit): string {
  const total = limit.totalRequests > 0 ? limit.totalRequests : DEFAULT_TOTAL_REQUESTS;
  return `You've used all your ${total} search requests for today.`;
}

const istFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kolkata',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** SPEC §9: the reset time is shown in IST, whatever the browser's own time zone: 'July 3, 12:00 AM IST'. */
export function formatResetTime(resetTime: string | null): string | undefined {
  if (!resetTime) return undefined;
  const date = new Date(resetTime);
  return Number.isNaN(date.getTime()) ? undefined : `${istFormat.format(date)} IST`;
}
