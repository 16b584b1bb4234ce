import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Runs `work` in the caller's transaction when `db` is one, else in a new one: services that must be atomic
 * (a status change, a ledger move) can then also be part of a larger transaction, such as an audited write.
 */
export function withTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
