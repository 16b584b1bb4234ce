import type { DatabaseHandle } from './createDatabase';
import { migrate } from './migrate';
import { seedIfEmpty } from './seed';
import type { ScryptCost } from '../domain/password';

/**
 * Migrations and the first seed, once however many instances start together on one PostgreSQL: they run
 * inside `exclusive`, so the second instance finds the schema migrated and the data seeded, and does neither.
 * Returns whether this start seeded the demo data.
 */
export async function prepareDatabase(database: DatabaseHandle, demoPassword: string, cost: ScryptCost): Promise<boolean> {
  return database.exclusive(async () => {
    await migrate(database.db);
    return seedIfEmpty(database.db, demoPassword, cost);
  });
}
