import type { AxiosInstance } from 'axios';
import { getStore, setStore } from './storage';

/** docs/product.md#constants-and-limits: the query timestamp refreshes when older than 43200000 ms (12 h). */
export const QUERY_TIMESTAMP_MAX_AGE = 43_200_000;
export const QUERY_TIMESTAMP_KEY = 'queryTimestamp';

/**
 * The timestamp GET calls carry (`t`) so that caches between browser and server never answer with data
 * older than 12 hours, while calls within the 12 h stay cacheable by URL.
 */
export function queryTimestamp(now = Date.now()): number {
  const stored = getStore<number>(QUERY_TIMESTAMP_KEY);
  if (typeof stored === 'number' && now - stored < QUERY_TIMESTAMP_MAX_AGE && stored <= now) return stored;
  setStore({ name: QUERY_TIMESTAMP_KEY, content: now });
  return now;
}

/** Adds `t` to every GET of the console's client. */
export function installQueryTimestamp(client: AxiosInstance): void {
  client.interceptors.request.use((config) => {
    if ((config.method ?? 'get').toLowerCase() === 'get' && !(config.params && typeof config.params === 'object' && 't' in config.params)) {
      config.params = { ...(config.params ?? {}), t: queryTimestamp() };
    }
    return config;
  });
}
