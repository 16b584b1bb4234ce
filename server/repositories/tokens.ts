import type { Insertable, Kysely } from 'kysely';
import type { Database, OauthTokenTable } from '../db/schema';

/** The stored tokens, by the sha256 of each (server/services/tokens.ts holds their rules: families, rotation, revocation). */

export const insertTokenPair = (db: Kysely<Database>, pair: Insertable<OauthTokenTable>) => db.insertInto('oauth_token').values(pair).execute();

/** The live row of an access token's hash, or undefined. */
export const findLiveAccess = (db: Kysely<Database>, accessHash: string, now: Date) =>
  db
    .selectFrom('oauth_token')
    .select(['id', 'user_id', 'family_id'])
    .where('access_hash', '=', accessHash)
    .where('revoked', '=', false)
    .where('access_expires_at', '>', now)
    .where('family_expires_at', '>', now)
    .executeTakeFirst();

/** The row of a refresh token's hash, locked for the rest of the transaction. */
export const lockRefresh = (trx: Kysely<Database>, refreshHash: string) =>
  trx
    .selectFrom('oauth_token')
    .select(['id', 'user_id', 'family_id', 'refresh_spent', 'revoked', 'refresh_expires_at', 'family_expires_at'])
    .where('refresh_hash', '=', refreshHash)
    .forUpdate()
    .executeTakeFirst();

export const spendRefresh = (trx: Kysely<Database>, id: number) => trx.updateTable('oauth_token').set({ refresh_spent: true }).where('id', '=', id).execute();

/** The user's lock flag ('0' active), or undefined for no such user. */
export const userLockFlag = async (db: Kysely<Database>, userId: number) =>
  (await db.selectFrom('sys_user').select('lock_flag').where('user_id', '=', userId).executeTakeFirst())?.lock_flag;

export const revokeTokenFamily = (db: Kysely<Database>, familyId: string) => db.updateTable('oauth_token').set({ revoked: true }).where('family_id', '=', familyId).execute();

/** Revokes the user's live tokens, all of them or all but one family's: how many rows died. */
export async function revokeUserTokens(db: Kysely<Database>, userId: number, exceptFamily?: string): Promise<number> {
  let query = db.updateTable('oauth_token').set({ revoked: true }).where('user_id', '=', userId);
  if (exceptFamily !== undefined) query = query.where('family_id', '<>', exceptFamily);
  const result = await query.where('revoked', '=', false).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
