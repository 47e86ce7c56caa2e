/**
 * For tests across processes: another process hears of a destroyed key by notification, moments
 * after the destroy commits. Asks until the answer is `expected` and returns the last answer, so a
 * notification that never arrives fails the test's assertion rather than hanging it.
 */
export async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  let answer = await read();
  for (let attempt = 0; attempt < 200 && answer !== expected; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    answer = await read();
  }
  return answer;
}
