/**
 * A consumer's state, first match wins:
 * - 'rebuilding': a rebuild of it was requested and has not ended (pending or running);
 * - 'failed': its last error is newer than its last progress (the runner keeps the error in the
 *   checkpoint row and its next checkpoint clears it), e.g. a batch that keeps failing;
 * - 'stalled': no instance anywhere holds its lock (nothing applies it), or it is behind, the
 *   oldest event it lacks has waited over STALLED_AFTER_MS and its checkpoint has not moved for as long;
 * - 'catching up': behind, and the oldest event it lacks has waited at least CATCHING_UP_AFTER_MS;
 * - 'running': up to date, or behind only by events appended within CATCHING_UP_AFTER_MS.
 */
export type ConsumerState = 'running' | 'catching up' | 'stalled' | 'rebuilding' | 'failed';

export const CATCHING_UP_AFTER_MS = 2_000;
export const STALLED_AFTER_MS = 30_000;

/** See ConsumerState. */
export function stateOf({
  rebuilding,
  active,
  lagMs,
  lastError,
  updatedAt,
  now,
}: {
  rebuilding: boolean;
  active: boolean;
  lagMs: number;
  lastError: { at: Date } | null;
  updatedAt: Date | null;
  now: Date;
}): ConsumerState {
  if (rebuilding) return 'rebuilding';
  if (lastError && (!updatedAt || lastError.at.getTime() > updatedAt.getTime())) return 'failed';
  const unmovedMs = updatedAt ? now.getTime() - updatedAt.getTime() : Number.POSITIVE_INFINITY;
  if (!active || (lagMs > STALLED_AFTER_MS && unmovedMs > STALLED_AFTER_MS)) return 'stalled';
  if (lagMs >= CATCHING_UP_AFTER_MS) return 'catching up';
  return 'running';
}
