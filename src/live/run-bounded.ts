/**
 * Runs `work` for every item with at most `limit` in flight at once. Items not yet started when `signal`
 * aborts are handed to `onSkipped` instead; work already in flight is left to finish.
 */
export async function runBounded<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
  options: { signal?: AbortSignal | undefined; onSkipped?: (item: T) => void } = {},
): Promise<void> {
  let next = 0;
  const lanes = Math.max(1, Math.min(limit, items.length));
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      if (options.signal?.aborted === true) {
        options.onSkipped?.(item);
        continue;
      }
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}
