/** How one item of a bounded run ended: its value, or the error it threw. */
export type Settled<T, R> = { item: T; ok: true; value: R } | { item: T; ok: false; error: unknown };

/**
 * Runs `work` over the items with at most `limit` at a time, in order, and settles every one (a failure does not
 * stop the others). `onSettled` hears each as it ends, with how many have. Resolves the outcomes in item order.
 */
export async function runBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
  onSettled?: (outcome: Settled<T, R>, done: number) => void,
): Promise<Settled<T, R>[]> {
  const outcomes = new Array<Settled<T, R>>(items.length);
  let next = 0;
  let done = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      const item = items[index] as T;
      try {
        outcomes[index] = { item, ok: true, value: await work(item) };
      } catch (error) {
        outcomes[index] = { item, ok: false, error };
      }
      done += 1;
      onSettled?.(outcomes[index], done);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return outcomes;
}
