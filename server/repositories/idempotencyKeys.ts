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
}

const KEEP = sql.lit(`${IDEMPOTENCY_KEEP_HOURS} hours`);

/**
 * Takes a key for a run, in one statement committed on its own (never inside the call's transaction), so that a
 * duplicate anywhere sees it at once. Taken when the key is new, when its row is older than the keeping time (not
 * swept yet), or when its holder died before committing anything and the same request comes again. Returns
 * whether this run holds it now.
 */
export async function claimKey(db: Kysely<Database>, c: KeyClaim): Promise<boolean> {
  const result = await sql<{ run_id: string }>`
    insert into sys_idempotency_key (user_id, idem_key, tenant_id, method, route, fingerprint, run_id, lease_until)
    values (${c.userId}, ${c.key}, ${c.tenantId}, ${c.method}, ${c.route}, ${c.fingerprint}, ${c.runId}, now() + make_interval(secs => ${c.leaseSeconds}))
    on conflict (user_id, idem_key) do update set
      tenant_id = excluded.tenant_id, method = excluded.method, route = excluded.route, fingerprint = excluded.fingerprint,
      run_id = excluded.run_id, committed = false, lease_until = excluded.lease_until, status = null, headers = null, body = null,
      create_time = now()
    where sys_idempotency_key.create_time < now() - interval ${KEEP}
      or (sys_idempotency_key.status is null and not sys_idempotency_key.committed and sys_idempotency_key.lease_until < now()
        and sys_idempotency_key.fingerprint = excluded.fingerprint)
    returning run_id`.execute(db);
  return result.rows[0]?.run_id === c.runId;
}

export async function heldKey(db: Kysely<Database>, userId: number, key: string): Promise<HeldKey | undefined> {
  const row = await db
    .selectFrom('sys_idempotency_key')
    .select(['fingerprint', 'status', 'headers', 'body', 'committed', sql<boolean>`lease_until < now()`.as('lease_over')])
    .where('user_id', '=', userId)
    .where('idem_key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  return { fingerprint: row.fingerprint, status: row.status, headers: row.headers, body: row.body, committed: row.committed, leaseOver: row.lease_over };
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

/** The first result, kept for the key's repeats. */
export async function storeResult(db: Kysely<Database>, userId: number, key: string, runId: string, status: number, headers: Record<string, string>, body: Buffer) {
  await db
    .updateTable('sys_idempotency_key')
    .set({ status, headers: JSON.stringify(headers), body })
    .where('user_id', '=', userId)
    .where('idem_key', '=', key)
    .where('run_id', '=', runId)
    .execute();
}

/** Gives a key back after a failure that changed nothing (a fault before commit): its next repeat runs afresh. */
export async function releaseKey(db: Kysely<Database>, userId: number, key: string, runId: string) {
  await db
    .deleteFrom('sys_idempotency_key')
    .where('user_id', '=', userId)
    .where('idem_key', '=', key)
    .where('run_id', '=', runId)
    .where('committed', '=', false)
    .execute();
}

/** The scheduled sweep: keys past their keeping time. */
export async function sweepKeys(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('sys_idempotency_key').where('create_time', '<', sql<Date>`now() - interval ${KEEP}`).executeTakeFirst();
  return Number(result.numDeletedRows);
}
