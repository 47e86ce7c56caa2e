/**
 * Runs `work` on every item in order, at most `lanes` at a time. After a failure no lane takes a
 * new item; once every lane has stopped, the first failure is thrown, so nothing is still running
 * for the caller when it hears of it.
 */
export async function forEachConcurrently<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const settled = await Promise.allSettled(
    Array.from({ length: Math.min(lanes, items.length) }, async () => {
      while (!failed && next < items.length) {
        const item = items[next]!;
        next += 1;
        try {
          await work(item);
        } catch (error) {
          failed = true;
          throw error;
        }
      }
    }),
  );
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
