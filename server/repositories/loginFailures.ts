import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Failed sign-ins counted per user name (server/services/loginThrottle.ts holds their rules). */

export const findLoginLock = (db: Kysely<Database>, key: string) => db.selectFrom('login_failure').select('locked_until').where('username', '=', key).executeTakeFirst();

/** The name's count, its row made if need be and locked for the rest of the transaction. */
export async function lockLoginFailures(trx: Kysely<Database>, key: string) {
  await trx
    .insertInto('login_failure')
    .values({ username: key, fail_count: 0, locked_until: null, update_time: new Date() })
    .onConflict((oc) => oc.column('username').doNothing())
    .execute();
  return trx.selectFrom('login_failure').select(['fail_count', 'locked_until']).where('username', '=', key).forUpdate().executeTakeFirstOrThrow();
}

export const setLoginFailures = (trx: Kysely<Database>, key: string, failCount: number, lockedUntil: Date | null) =>
  trx.updateTable('login_failure').set({ fail_count: failCount, locked_until: lockedUntil, update_time: new Date() }).where('username', '=', key).execute();

export const clearLoginFailures = (db: Kysely<Database>, key: string) => db.deleteFrom('login_failure').where('username', '=', key).execute();
