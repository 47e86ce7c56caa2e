/** Milliseconds as the whole seconds Retry-After takes, never 0 (0 would invite an immediate retry). */
export function wholeSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
