/** docs/product.md#constants-and-limits: at most 10 views are kept alive. */
export const KEEP_ALIVE_MAX = 10;

export interface LruResult {
  keys: string[];
  /** Keys dropped to stay within the limit (their pages lose their state). */
  evicted: string[];
}

/** Marks a key as just used (most recent last) and drops the least recently used beyond the limit. */
export function touch(keys: string[], key: string, limit = KEEP_ALIVE_MAX): LruResult {
  const next = keys.filter((k) => k !== key);
  next.push(key);
  const evicted = next.length > limit ? next.splice(0, next.length - limit) : [];
  return { keys: next, evicted };
}

/** Keeps only the keys still wanted (e.g. whose tab is still open). */
export function retain(keys: string[], wanted: (key: string) => boolean): LruResult {
  const kept: string[] = [];
  const evicted: string[] = [];
  for (const k of keys) (wanted(k) ? kept : evicted).push(k);
  return { keys: kept, evicted };
}
