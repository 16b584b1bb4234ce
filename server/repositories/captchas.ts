import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The captcha answers kept per randomStr (server/services/captcha.ts holds their rules). */

/** Keeps an answer for randomStr, replacing an older one. */
export const putCaptcha = (db: Kysely<Database>, randomStr: string, code: string, expiresAt: Date) =>
  db
    .insertInto('auth_captcha')
    .values({ random_str: randomStr, code, expires_at: expiresAt })
    .onConflict((oc) => oc.column('random_str').doUpdateSet({ code, expires_at: expiresAt }))
    .execute();

/** Takes the answer of randomStr away and answers it (one `delete ... returning`: only one caller ever gets it). */
export const takeCaptcha = (db: Kysely<Database>, randomStr: string) =>
  db.deleteFrom('auth_captcha').where('random_str', '=', randomStr).returning(['code', 'expires_at']).executeTakeFirst();

/** The answer of randomStr, left in place. */
export const findCaptcha = (db: Kysely<Database>, randomStr: string) =>
  db.selectFrom('auth_captcha').select(['code', 'expires_at']).where('random_str', '=', randomStr).executeTakeFirst();
