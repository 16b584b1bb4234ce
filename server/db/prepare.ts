import { sql } from 'kysely';
import type { DatabaseHandle } from './createDatabase';
import { migrate } from './migrate';
import { seedIfEmpty } from './seed';

/** Held while an instance migrates and seeds; another instance starting at the same moment waits for it. */
const START_LOCK = 724010;

/**
 * Migrations and the first seed, once however many instances start together on one PostgreSQL: the whole of
 * it runs on one connection holding a session advisory lock, so the second instance finds the schema migrated
 * and the data seeded, and does neither. Returns whether this start seeded the demo data.
 */
export async function prepareDatabase(database: DatabaseHandle, demoPassword: string): Promise<boolean> {
  return database.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${START_LOCK})`.execute(conn);
    try {
      await migrate(conn);
      return await seedIfEmpty(conn, demoPassword);
    } finally {
      await sql`select pg_advisory_unlock(${START_LOCK})`.execute(conn);
    }
  });
}
