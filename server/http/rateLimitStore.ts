import type { Kysely } from 'kysely';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/schema';
import { countHit } from '../repositories/rateLimitHits';

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The counters of @fastify/rate-limit in the database (server/repositories/rateLimitHits.ts), so that the sign-in
 * limits count every instance's calls (docs/operating.md#running-several-instances): one upsert per call counts and opens a new window when
 * the last one is over, atomically, whichever instance it lands on. Keys are per route and client address, as in
 * the plugin's own stores; expired rows are deleted by the sign-in housekeeping job.
 */
export function databaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countHit(db, this.prefix + key, timeWindow).then(
        (hit) => callback(null, hit),
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
