import { sql, type Kysely } from 'kysely';
import { IDEMPOTENCY_KEEP_HOURS } from '../../schemas/idempotency';
import type { Database } from '../db/schema';

/**
 * The queries of idempotency keys (migration 150); server/http/idempotency.ts decides what they mean for a call.
 * Times are the database's (`now()`), so that instances with skewed clocks agree on leases and ages.
 */

export interface KeyClaim {
  userId: number;
  key: string;
  tenantId: number;
  method: string;
  route: string;
  fingerprint: string;
  runId: string;
  leaseSeconds: number;
}

/** What a call finds under a key someone else holds. */
export interface HeldKey {
  fingerprint: string;
  status: number | null;
  headers: Record<string, string> | null;
  body: Uint8Array | null;
  committed: boolean;
  /** The holder's lease ran out: it is presumed dead. */
  leaseOver: boolean;
  /** Older than the keeping time (not swept yet): the key is free again. */
  expired: boolean;
}

const KEEP = sql.lit(`${IDEMPOTENCY_KEEP_HOURS} hours`);

/**
 * Commits the statement it is part of without waiting for the disk (PostgreSQL's synchronous_commit, for this
 * transaction only). For a key's row that is safe: a key taken is seen by every session at once all the same, and
 * its log record reaches the disk no later than the commit of the work it guards (the log is written in order), so a
 * crash can lose only keys whose work never committed; a kept result lost so is answered as lost, never run twice.
 */
const WITHOUT_WAITING_FOR_DISK = sql`(select set_config('synchronous_commit', 'off', true)) as async_commit`;

/**
 * Takes a new key for a run, in one statement committed on its own (never inside the call's transaction), so that
 * a duplicate anywhere sees it at once. False when the key is someone's already (`takeOverKey` then decides).
 */
export async function claimKey(db: Kysely<Database>, c: KeyClaim): Promise<boolean> {
  const result = await sql<{ run_id: string }>`
    insert into sys_idempotency_key (user_id, idem_key, tenant_id, method, route, fingerprint, run_id, lease_until)
    select ${c.userId}, ${c.key}, ${c.tenantId}, ${c.method}, ${c.route}, ${c.fingerprint}, ${c.runId}::uuid, now() + ${`${c.leaseSeconds} seconds`}::interval
    from ${WITHOUT_WAITING_FOR_DISK}
    on conflict (user_id, idem_key) do nothing
    returning run_id`.execute(db);
  return result.rows.length === 1;
}

/**
 * Takes over a key held already, when it may be: its row is older than the keeping time (not swept yet), or its
 * holder died before committing anything (its lease is over) and the same request comes again. One conditional
 * statement, so that of several repeats one takes it.
 */
export async function takeOverKey(db: Kysely<Database>, c: KeyClaim): Promise<boolean> {
  const result = await sql<{ run_id: string }>`
    update sys_idempotency_key set
      tenant_id = ${c.tenantId}, method = ${c.method}, route = ${c.route}, fingerprint = ${c.fingerprint}, run_id = ${c.runId},
      committed = false, lease_until = now() + make_interval(secs => ${c.leaseSeconds}), status = null, headers = null, body = null,
      create_time = now()
    where user_id = ${c.userId} and idem_key = ${c.key}
      and (create_time < now() - interval ${KEEP}
        or (status is null and not committed and lease_until < now() and fingerprint = ${c.fingerprint}))
    returning run_id`.execute(db);
  return result.rows.length === 1;
}

export async function heldKey(db: Kysely<Database>, userId: number, key: string): Promise<HeldKey | undefined> {
  const row = await db
    .selectFrom('sys_idempotency_key')
    .select([
      'fingerprint',
      'status',
      'headers',
      'body',
      'committed',
      sql<boolean>`lease_until < now()`.as('lease_over'),
      sql<boolean>`create_time < now() - interval ${KEEP}`.as('expired'),
    ])
    .where('user_id', '=', userId)
    .where('idem_key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  return { fingerprint: row.fingerprint, status: row.status, headers: row.headers, body: row.body, committed: row.committed, leaseOver: row.lease_over, expired: row.expired };
}

/**
 * Inside the call's own transaction: the key's work is done once this commits. Only the run that holds the key
 * can set it; false when another run has taken it over (this one was presumed dead), and the transaction must
 * then roll back.
 */
export async function markCommitted(trx: Kysely<Database>, userId: number, key: string, runId: string): Promise<boolean> {
  const result = await trx
    .updateTable('sys_idempotency_key')
    .set({ committed: true })
    .where('user_id', '=', userId)
    .where('idem_key', '=', key)
    .where('run_id', '=', runId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A first result to keep for a key's repeats. */
export interface KeptResult {
  userId: number;
  key: string;
  runId: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * First results kept for their keys' repeats, several in one statement (each only where its run holds its key). A
 * fault (5xx) is kept only where its work committed: one before commit leaves the key to be given back (while the
 * database is away, once it answers again), never a fault replayed for a day.
 */
export async function storeResults(db: Kysely<Database>, results: readonly KeptResult[]) {
  if (results.length === 0) return;
  const rows = results.map(
    (r) => sql`(${r.userId}::bigint, ${r.key}::varchar, ${r.runId}::uuid, ${r.status}::int, ${JSON.stringify(r.headers)}::jsonb, decode(${r.body.toString('base64')}, 'base64'))`,
  );
  await sql`
    update sys_idempotency_key k set status = v.status, headers = v.headers, body = v.body
    from (values ${sql.join(rows)}) as v(user_id, idem_key, run_id, status, headers, body), ${WITHOUT_WAITING_FOR_DISK}
    where k.user_id = v.user_id and k.idem_key = v.idem_key and k.run_id = v.run_id and (v.status < 500 or k.committed)`.execute(db);
}

/** Gives a key back after a failure that changed nothing (a fault before commit): its next repeat runs afresh. */
export async function releaseKey(db: Kysely<Database>, userId: number, key: string, runId: string) {
  await db.deleteFrom('sys_idempotency_key').where('user_id', '=', userId).where('idem_key', '=', key).where('run_id', '=', runId).where('committed', '=', false).execute();
}

/** The scheduled sweep: keys past their keeping time. */
export async function sweepKeys(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('sys_idempotency_key')
    .where('create_time', '<', sql<Date>`now() - interval ${KEEP}`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
