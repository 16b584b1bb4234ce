import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Counts one call of a rate-limit key (table rate_limit_hit): one upsert that opens a new window when the last one
 * is over, atomically, whichever instance it lands on. The calls in the window so far and the milliseconds left of it.
 */
export async function countHit(db: Kysely<Database>, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const window = `${Math.max(1, Math.trunc(windowMs))} milliseconds`;
  // clock_timestamp(), not now(): now() is when the statement's transaction began, and a call that waited
  // for another instance's lock on the same key would measure the other's fresh window from before it
  // opened (a ttl longer than the window).
  const { rows } = await sql<{ hits: number; ttl: number }>`
    insert into rate_limit_hit as r (key, hits, window_end)
    values (${key}, 1, clock_timestamp() + ${window}::interval)
    on conflict (key) do update set
      hits = case when r.window_end <= clock_timestamp() then 1 else r.hits + 1 end,
      window_end = case when r.window_end <= clock_timestamp() then clock_timestamp() + ${window}::interval else r.window_end end
    returning hits, ceil(extract(epoch from (window_end - clock_timestamp())) * 1000)::int as ttl`.execute(db);
  return { current: Number(rows[0].hits), ttl: Math.max(0, Number(rows[0].ttl)) };
}
