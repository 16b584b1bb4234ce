/**
 * A brief cache of computed aggregates (docs/screens.md "Dashboards"): per scope, aggregate and options, for
 * AGGREGATE_CACHE_SECONDS, in this instance's memory. Every reader of a home page asks the same few aggregates; within
 * those seconds they share one computation (also while it is still running), and a change shows at the latest that
 * many seconds later on every instance, without any write path having to know the dashboards exist.
 */
export class AggregateCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value of `key`, or `compute()` (kept only if it succeeds). */
  get(key: string, compute: () => Promise<T>): Promise<T> {
    const t = this.now();
    const hit = this.entries.get(key);
    if (hit && t - hit.at < this.ttlMs) return hit.value;
    const value = compute();
    this.entries.delete(key);
    this.entries.set(key, { at: t, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    // The oldest entries leave first (a Map keeps insertion order).
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
