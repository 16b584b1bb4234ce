import { sql, type Kysely } from 'kysely';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/schema';

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The counters of @fastify/rate-limit in the database (table rate_limit_hit), so that the sign-in limits
 * count every instance's calls (docs/operating.md#running-several-instances): one upsert per call counts and opens a new window when the last
 * one is over, atomically, whichever instance it lands on. Keys are per route and client address, as in
 * the plugin's own stores; expired rows are deleted by the sign-in housekeeping job.
 */
export function databaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const window = `${Math.max(1, Math.trunc(timeWindow))} milliseconds`;
      // clock_timestamp(), not now(): now() is when the statement's transaction began, and a call that waited
      // for another instance's lock on the same key would measure the other's fresh window from before it
      // opened (a ttl longer than the window).
      sql<{ hits: number; ttl: number }>`
        insert into rate_limit_hit as r (key, hits, window_end)
        values (${this.prefix + key}, 1, clock_timestamp() + ${window}::interval)
        on conflict (key) do update set
          hits = case when r.window_end <= clock_timestamp() then 1 else r.hits + 1 end,
          window_end = case when r.window_end <= clock_timestamp() then clock_timestamp() + ${window}::interval else r.window_end end
        returning hits, ceil(extract(epoch from (window_end - clock_timestamp())) * 1000)::int as ttl`
        .execute(db)
        .then(
          ({ rows }) => callback(null, { current: Number(rows[0].hits), ttl: Math.max(0, Number(rows[0].ttl)) }),
          (error: Error) => callback(error),
        );
    }

    /** A store per route (the plugin's route options carry `routeInfo`), so each route counts on its own. */
    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as RouteInfo).routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(undefined, `rl:${method}${route?.url ?? ''}:`) as unknown as FastifyRateLimitStore;
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
