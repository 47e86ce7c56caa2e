const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** SPEC §2 feed cards: when a movie was discovered, as 'just now', '5 minutes ago', 'yesterday'. */
export function timeAgo(iso: string | undefined, now: Date): string | undefined {
  if (!iso) return undefined;
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return undefined;
  // A clock slightly ahead of the browser's still means 'just now', never 'in 3 seconds'.
  const seconds = Math.max(0, Math.round((now.getTime() - then.getTime()) / 1000));
  const step = steps.find(([, size]) => seconds >= size);
  if (!step) return 'just now';
  const [unit, size] = step;
  return relative.format(-Math.floor(seconds / size), unit);
}
