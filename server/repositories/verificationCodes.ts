import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Codes sent by SMS and their sends, per purpose and phone (server/services/verificationCodes.ts holds their rules). */

/** Takes the turn of one purpose and phone until the transaction ends: two instances sending at once queue here. */
export const lockCodeTarget = (trx: Kysely<Database>, purpose: string, target: string) => sql`select pg_advisory_xact_lock(hashtext(${`${purpose}:${target}`}))`.execute(trx);

/** The sends to the phone since `since`, oldest first. */
export const codeSendsSince = (db: Kysely<Database>, purpose: string, target: string, since: Date) =>
  db.selectFrom('auth_code_send').select('sent_at').where('purpose', '=', purpose).where('target', '=', target).where('sent_at', '>', since).orderBy('sent_at').execute();

export const insertCodeSend = (trx: Kysely<Database>, purpose: string, target: string, sentAt: Date) =>
  trx.insertInto('auth_code_send').values({ purpose, target, sent_at: sentAt }).execute();

/** The phone's live code for the purpose, replacing any before it. */
export const putCode = (trx: Kysely<Database>, purpose: string, target: string, entry: { code: string; attempts_left: number; expires_at: Date }) =>
  trx
    .insertInto('auth_code')
    .values({ purpose, target, ...entry })
    .onConflict((oc) => oc.columns(['purpose', 'target']).doUpdateSet(entry))
    .execute();

/** The phone's code for the purpose, its row locked for the rest of the transaction. */
export const lockCode = (trx: Kysely<Database>, purpose: string, target: string) =>
  trx.selectFrom('auth_code').select(['code', 'attempts_left', 'expires_at']).where('purpose', '=', purpose).where('target', '=', target).forUpdate().executeTakeFirst();

export const deleteCode = (trx: Kysely<Database>, purpose: string, target: string) => trx.deleteFrom('auth_code').where('purpose', '=', purpose).where('target', '=', target).execute();

export const setCodeAttempts = (trx: Kysely<Database>, purpose: string, target: string, attemptsLeft: number) =>
  trx.updateTable('auth_code').set({ attempts_left: attemptsLeft }).where('purpose', '=', purpose).where('target', '=', target).execute();
