import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { appendAudit, type AuditDraft } from './chain';
import type { AuditEntry } from './entry';

/**
 * An audited call as the service that does its write sees it (docs/security.md#audit-trail): the entry the service
 * fills in (which record, which fields changed), and the call's record as it stands. The route makes it from its
 * request (server/audit/trail.ts, `auditOf`) and hands it to the service, which opens the transaction.
 */
export interface AuditedCall {
  readonly entry: AuditEntry;
  /** The call's record as it would be written now (who, from where, which route, what), or null where nobody is recorded. */
  draft(): AuditDraft | null;
  /** Where a record that could not be written is told. */
  readonly log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * A write and its audit record in one transaction: `work` changes the data and says what it changed through the
 * entry; the record is appended last, so the chain head's lock is held only until the commit. A call that put back
 * several changes (a revert of a bulk action) is recorded as one record per change (`entry.instead`), in the same
 * transaction. If an append fails the write is rolled back and the call fails: a change nobody can trace is worse
 * than a refused call, and the append cannot fail for what a record says (its content is bounded and cleaned), only
 * for the database failing, which would fail the write anyway. Such a failure is logged as an error naming the route.
 */
export async function auditedWrite<T>(call: AuditedCall, db: Kysely<Database>, work: (trx: Transaction<Database>, audit: AuditEntry) => Promise<T>): Promise<T> {
  const { entry } = call;
  const auditIds: number[] = [];
  const result = await db.transaction().execute(async (trx) => {
    const done = await work(trx, entry);
    const draft = entry.enabled ? call.draft() : null;
    for (const patch of draft ? (entry.records ?? [{}]) : []) {
      try {
        auditIds.push((await appendAudit(trx, { ...draft!, ...patch })).id);
      } catch (error) {
        call.log.error({ err: error, route: entry.path, entity: patch.entity ?? entry.route.entity, entityId: patch.entityId ?? draft!.entityId }, 'AUDIT WRITE FAILED: the audited write is rolled back');
        throw error;
      }
    }
    return done;
  });
  // Only a committed record counts: a write whose commit failed is recorded by the trail's hook as refused.
  entry.auditIds.push(...auditIds);
  entry.auditId = auditIds[0] ?? null;
  entry.recorded = true;
  return result;
}
