/** Polls `probe` every 100 ms until it finds something (not undefined); fails after `ms`, naming what it waited for. */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() - started > ms) throw new Error(`Still waiting for ${what} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
