import { createHash } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AuditVerifyReply } from '../../schemas/audit';
import type { Database, SysAuditLogTable } from '../db/schema';
import { withTransaction } from '../db/transaction';

/** The previous hash of a tenant's very first record. */
export const GENESIS_HASH = '0'.repeat(64);

/** Everything a record's hash covers: all it says, its place in the chain and the hash before it. */
export interface AuditContent {
  tenantId: number;
  seq: number;
  createTime: Date;
  userId: number | null;
  username: string | null;
  actualName: string | null;
  clientIp: string | null;
  userAgent: string | null;
  method: string;
  route: string;
  action: string;
  entity: string;
  entityId: string | null;
  /** JSON text of the changed fields, stored exactly as hashed. */
  changes: string;
  result: string;
  errorCode: number | null;
  errorMsg: string | null;
  prevHash: string;
  /** The request id of the call (docs/operating.md#request-ids); absent on older records and the retention job's. */
  requestId?: string | null;
  /** The audit id of the change this record reverts (docs/product.md#history-and-undo); absent on every other record. */
  revertOf?: number | null;
  /** The bulk action the call belonged to (its records revert as one); absent outside bulk actions. */
  batchId?: string | null;
  /** The version a knowing overwrite replaced (docs/api.md, "Idempotency keys and versions"); absent otherwise. */
  overwroteVersion?: number | null;
}

/** A record about to be appended: its place in the chain and its time are given under the chain's lock. */
export type AuditDraft = Omit<AuditContent, 'seq' | 'createTime' | 'prevHash'>;

/** SHA-256 over a fixed-order JSON array of the content: unambiguous, and the same on every database. */
export function hashOf(c: AuditContent): string {
  const text = JSON.stringify([
    c.tenantId,
    c.seq,
    c.createTime.toISOString(),
    c.userId,
    c.username,
    c.actualName,
    c.clientIp,
    c.userAgent,
    c.method,
    c.route,
    c.action,
    c.entity,
    c.entityId,
    c.changes,
    c.result,
    c.errorCode,
    c.errorMsg,
    c.prevHash,
    // Covered only when present, so that records written before the request id existed keep their hashes.
    ...(c.requestId ? [c.requestId] : []),
    // Likewise the revert link and the bulk action: older records keep their hashes.
    ...(c.revertOf || c.batchId ? [c.revertOf ?? null, c.batchId ?? null] : []),
    // And the overwrite mark (migration 152).
    ...(c.overwroteVersion ? ['overwrote', c.overwroteVersion] : []),
  ]);
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Text as the database will give it back: no NUL (PostgreSQL text cannot hold it), whole UTF-16 (a lone
 * surrogate would come back as U+FFFD), within the column's length. The hash is taken over this.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (text: string) => text.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');

function clean(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined) return null;
  return wellFormed(value.slice(0, max));
}

function cleanDraft(d: AuditDraft): AuditDraft {
  return {
    ...d,
    username: clean(d.username, 64),
    actualName: clean(d.actualName, 64),
    clientIp: clean(d.clientIp, 64),
    userAgent: clean(d.userAgent, 500),
    method: clean(d.method, 10) ?? '',
    route: clean(d.route, 200) ?? '',
    action: clean(d.action, 32) ?? '',
    entity: clean(d.entity, 32) ?? '',
    entityId: clean(d.entityId, 64),
    changes: wellFormed(d.changes),
    errorMsg: clean(d.errorMsg, 500),
    requestId: clean(d.requestId, 128),
    batchId: clean(d.batchId, 64),
  };
}

/** A keyed write's idempotency key, marked done by the statement that appends the write's record. */
export interface KeyMark {
  userId: number;
  key: string;
  runId: string;
}

/**
 * Appends one record to its tenant's chain. Inside the caller's transaction when there is one (the write it
 * describes): the chain head's row lock then orders the tenant's appends and is held until that transaction
 * commits, so the record exists if and only if the write does. Two statements: take the head (creating it for
 * a tenant's first record), then insert the record and move the head in one. A keyed write's key is marked done
 * in that same statement (`keyMark`, docs/api.md "Idempotency keys and versions"): no round trip more for it;
 * `marked` says whether the run still held its key.
 */
export async function appendAudit(
  db: Kysely<Database>,
  draft: AuditDraft,
  now: Date = new Date(),
  keyMark?: KeyMark,
): Promise<{ id: number; seq: number; hash: string; marked: boolean }> {
  return withTransaction(db, async (trx) => {
    const d = cleanDraft(draft);
    const head = await sql<{ seq: number | string; hash: string; last_time: Date }>`
      insert into sys_audit_chain (tenant_id, seq, hash, last_time, first_seq, anchor_hash)
      values (${d.tenantId}, 0, ${GENESIS_HASH}, ${now}, 1, ${GENESIS_HASH})
      on conflict (tenant_id) do update set tenant_id = excluded.tenant_id
      returning seq, hash, last_time`.execute(trx);
    const { seq: lastSeq, hash: prevHash, last_time: lastTime } = head.rows[0]!;
    // Time never goes backwards within a chain, so seq order is time order (the page's time filter relies on it).
    const createTime = new Date(Math.max(now.getTime(), new Date(lastTime).getTime()));
    const content: AuditContent = { ...d, seq: Number(lastSeq) + 1, createTime, prevHash };
    const hash = hashOf(content);
    const inserted = await sql<{ id: number | string; marked: number | string }>`
      with appended as (
        insert into sys_audit_log (tenant_id, seq, create_time, user_id, username, actual_name, client_ip, user_agent, method, route,
          action, entity, entity_id, changes, result, error_code, error_msg, prev_hash, hash, request_id, revert_of, batch_id, overwrote_version)
        values (${content.tenantId}, ${content.seq}, ${createTime}, ${content.userId}, ${content.username}, ${content.actualName},
          ${content.clientIp}, ${content.userAgent}, ${content.method}, ${content.route}, ${content.action}, ${content.entity},
          ${content.entityId}, ${content.changes}, ${content.result}, ${content.errorCode}, ${content.errorMsg}, ${prevHash}, ${hash}, ${content.requestId ?? null},
          ${content.revertOf ?? null}, ${content.batchId ?? null}, ${content.overwroteVersion ?? null})
        returning id
      ), moved as (
        update sys_audit_chain set seq = ${content.seq}, hash = ${hash}, last_time = ${createTime} where tenant_id = ${content.tenantId}
      )${
        keyMark
          ? sql`, marked as (
        update sys_idempotency_key set committed = true
        where user_id = ${keyMark.userId} and idem_key = ${keyMark.key} and run_id = ${keyMark.runId} returning 1
      )
      select id, (select count(*) from marked)::int as marked from appended`
          : sql`
      select id, 0 as marked from appended`
      }`.execute(trx);
    return { id: Number(inserted.rows[0]!.id), seq: content.seq, hash, marked: Number(inserted.rows[0]!.marked) === 1 };
  });
}

export function contentOf(row: Selectable<SysAuditLogTable>): AuditContent {
  return {
    tenantId: Number(row.tenant_id),
    seq: Number(row.seq),
    createTime: new Date(row.create_time),
    userId: row.user_id === null ? null : Number(row.user_id),
    username: row.username,
    actualName: row.actual_name,
    requestId: row.request_id ?? null,
    revertOf: row.revert_of === null || row.revert_of === undefined ? null : Number(row.revert_of),
    batchId: row.batch_id ?? null,
    overwroteVersion: row.overwrote_version === null || row.overwrote_version === undefined ? null : Number(row.overwrote_version),
    clientIp: row.client_ip,
    userAgent: row.user_agent,
    method: row.method,
    route: row.route,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    changes: row.changes,
    result: row.result,
    errorCode: row.error_code === null ? null : Number(row.error_code),
    errorMsg: row.error_msg,
    prevHash: row.prev_hash,
  };
}

const VERIFY_PAGE = 5000;

type StoredRecord = Selectable<SysAuditLogTable>;

/**
 * One page of a tenant's chain from `after` on, in seq order, read as a single JSON value: PGlite decodes
 * every field in JavaScript, and one JSON.parse of the page is several times faster (as the exports read).
 */
async function chainPage(db: Kysely<Database>, tenantId: number, after: number): Promise<StoredRecord[]> {
  const result = await sql<{ rows: StoredRecord[] | string }>`
    select coalesce(json_agg(r order by r.seq), '[]'::json) as rows from (
      select * from sys_audit_log where tenant_id = ${tenantId} and seq > ${after} order by seq limit ${VERIFY_PAGE}
    ) r`.execute(db);
  const rows = result.rows[0]!.rows;
  return typeof rows === 'string' ? (JSON.parse(rows) as StoredRecord[]) : rows;
}

/**
 * Walks a tenant's chain from the oldest kept record: each record must sit at the next seq, carry the
 * previous record's hash (the first one: the anchor the retention job left) and hash to what it stores; the
 * last one must be the head. `brokenAt` is the id of the first record that fails; when records are missing
 * after the last one it is that last record's id (0 when none is left at all).
 */
export async function verifyChain(db: Kysely<Database>, tenantId: number): Promise<AuditVerifyReply> {
  const head = await db.selectFrom('sys_audit_chain').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
  let expectedSeq = head ? Number(head.first_seq) : 1;
  let prev = head ? head.anchor_hash : GENESIS_HASH;
  let checked = 0;
  let lastId = 0;
  let cursor = Number.MIN_SAFE_INTEGER;
  for (;;) {
    const rows = await chainPage(db, tenantId, cursor);
    for (const row of rows) {
      checked += 1;
      const content = contentOf(row);
      if (content.seq !== expectedSeq || row.prev_hash !== prev || hashOf(content) !== row.hash) {
        return { ok: false, checked, brokenAt: Number(row.id) };
      }
      prev = row.hash;
      expectedSeq += 1;
      lastId = Number(row.id);
    }
    if (rows.length < VERIFY_PAGE) break;
    cursor = Number(rows[rows.length - 1]!.seq);
  }
  const headSeq = head ? Number(head.seq) : 0;
  const headHash = head ? head.hash : GENESIS_HASH;
  if (expectedSeq - 1 !== headSeq || prev !== headHash) return { ok: false, checked, brokenAt: lastId };
  return { ok: true, checked };
}
