import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { formatDateTime } from '../domain/time';
import { MAIN_TENANT_ID } from '../domain/menuTree';
import type { AuditFieldChange } from '../../schemas/audit';
import { appendAudit } from './chain';
import { jobAuditRecord } from './jobRecord';

/**
 * Audit retention (docs/security.md#audit-trail): records older than AUDIT_RETENTION_DAYS leave the trail, oldest first, tenant by
 * tenant. `runAuditRetention` does one run; the server schedules it daily on the job queue (server/app.ts), so
 * one instance runs it whatever the number of instances.
 *
 * The chain stays verifiable: within a tenant, times grow with seq, so the removed records are a prefix of the
 * chain; the head row keeps where the kept part starts (first_seq) and the hash its first record must carry
 * (anchor_hash, the last removed record's hash), set in the same transaction as the delete. Every pruned
 * tenant's chain gets a record of what was removed, and the main tenant's chain one record per run.
 */
export interface RetentionRun {
  cutoff: Date;
  pruned: { tenantId: number; removed: number; keptFromSeq: number }[];
}

const DAY_MS = 86_400_000;

const jobRecord = (tenantId: number, entityId: string | null, changes: Record<string, unknown>) =>
  jobAuditRecord({
    tenantId,
    route: 'auditRetention',
    action: 'retention',
    entity: 'auditLog',
    entityId,
    changes: Object.entries(changes).map(([field, after]) => ({ field, before: null, after: after as AuditFieldChange['after'] })),
  });

async function pruneTenant(db: Kysely<Database>, tenantId: number, cutoff: Date) {
  return db.transaction().execute(async (trx) => {
    // The head's lock holds the tenant's appends back until the prune commits.
    const head = await trx.selectFrom('sys_audit_chain').selectAll().where('tenant_id', '=', tenantId).forUpdate().executeTakeFirstOrThrow();
    const firstKept = await trx
      .selectFrom('sys_audit_log')
      .select('seq')
      .where('tenant_id', '=', tenantId)
      .where('create_time', '>=', cutoff)
      .orderBy('seq')
      .limit(1)
      .executeTakeFirst();
    const throughSeq = firstKept ? Number(firstKept.seq) - 1 : Number(head.seq);
    if (throughSeq < Number(head.first_seq)) return null;
    const boundary = await trx.selectFrom('sys_audit_log').select('hash').where('tenant_id', '=', tenantId).where('seq', '=', throughSeq).executeTakeFirst();
    // A chain already broken at the boundary is left as it is, for verify to report.
    if (!boundary) return null;
    await sql`set local atrium.audit_retention = 'on'`.execute(trx);
    const deleted = await trx.deleteFrom('sys_audit_log').where('tenant_id', '=', tenantId).where('seq', '<=', throughSeq).executeTakeFirst();
    await sql`set local atrium.audit_retention = 'off'`.execute(trx);
    await trx
      .updateTable('sys_audit_chain')
      .set({ first_seq: throughSeq + 1, anchor_hash: boundary.hash })
      .where('tenant_id', '=', tenantId)
      .execute();
    const removed = Number(deleted.numDeletedRows);
    await appendAudit(trx, jobRecord(tenantId, String(tenantId), { removedRecords: removed, keptFromSeq: throughSeq + 1, cutoff: formatDateTime(cutoff) }));
    return { tenantId, removed, keptFromSeq: throughSeq + 1 };
  });
}

/** One run: removes every tenant's records older than `days` days before `now`, and records the run. */
export async function runAuditRetention(db: Kysely<Database>, days: number, now: Date = new Date()): Promise<RetentionRun> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const tenants = await db.selectFrom('sys_audit_chain').select('tenant_id').orderBy('tenant_id').execute();
  const pruned: RetentionRun['pruned'] = [];
  for (const { tenant_id } of tenants) {
    const result = await pruneTenant(db, Number(tenant_id), cutoff);
    if (result) pruned.push(result);
  }
  await appendAudit(
    db,
    jobRecord(MAIN_TENANT_ID, null, {
      retentionDays: days,
      cutoff: formatDateTime(cutoff),
      removedRecords: pruned.reduce((sum, p) => sum + p.removed, 0),
      tenants: pruned.map((p) => p.tenantId),
    }),
  );
  return { cutoff, pruned };
}

/** The job queue's schedule of the daily run: 03:00 UTC, once across all instances (server/jobs/jobQueue.ts). */
export const AUDIT_RETENTION_JOB = 'audit-retention';
export const AUDIT_RETENTION_CRON = '0 3 * * *';
