/** How one row of a bulk action ended: done, or failed with the reason the server gave. */
export interface BulkOutcome<T> {
  item: T;
  ok: boolean;
  reason?: string;
  /** What the failure was (a stale version's 412 carries the record as it now stands). */
  error?: unknown;
}

/**
 * Runs `job` for each item, at most `concurrency` at a time, and reports each item's outcome in the items'
 * order. A failure of one never stops the others: the rows that succeeded stay done.
 */
export async function runEach<T>(items: readonly T[], job: (item: T) => Promise<unknown>, concurrency = 4): Promise<BulkOutcome<T>[]> {
  const outcomes: BulkOutcome<T>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      try {
        await job(items[i]);
        outcomes[i] = { item: items[i], ok: true };
      } catch (error) {
        outcomes[i] = { item: items[i], ok: false, reason: error instanceof Error && error.message ? error.message : String(error), error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return outcomes;
}
