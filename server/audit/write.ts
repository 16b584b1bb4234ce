import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { appendAudit, type AuditDraft, type KeyMark } from './chain';
import type { AuditEntry } from './entry';
import type { SentVersion } from './versions';

/**
 * An audited call as the service that does its write sees it (docs/security.md#audit-trail): the entry the service
 * fills in (which record, which fields changed), the call's record as it stands, the version the write was based on,
 * and its idempotency key. The route makes it from its request (`auditOf`, server/http/auditedCall.ts) and hands it
 * to the service, which opens the transaction.
 */
export interface AuditedCall {
  readonly entry: AuditEntry;
  /** The tenant the call acts on. */
  readonly tenantId: number;
  /** The call's record as it would be written now (who, from where, which route, what), or null where nobody is recorded. */
  draft(): AuditDraft | null;
  /** The version the write was based on, as sent (If-Match or the body's `version`): read, and refused when malformed, when asked. */
  sentVersion(): SentVersion;
  /** The call's idempotency key while this run holds it (docs/api.md, "Idempotency keys and versions"); none otherwise. */
  keyMark(): KeyMark | undefined;
  /** The key was taken over by another run meanwhile: this one must not commit (409). */
  keyTakenOver(): never;
  /** Marks the key done in the write's own transaction, where no record carries the mark (auditing off). */
  markKeyCommitted(trx: Kysely<Database>): Promise<void>;
  /** Where a record that could not be written is told. */
  readonly log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * A write and its audit record in one transaction: `work` changes the data and says what it changed through the
 * entry; the record is appended last, so the chain head's lock is held only until the commit. A call that put back
 * several changes (a revert of a bulk action) is recorded as one record per change (`entry.instead`), in the same
 * transaction. A keyed call's key is marked done by the same statement as its (first) record: a repeat can never run
 * it a second time, and a run whose key was taken over never commits. If an append fails the write is rolled back and
 * the call fails: a change nobody can trace is worse than a refused call, and the append cannot fail for what a
 * record says (its content is bounded and cleaned), only for the database failing, which would fail the write
 * anyway. Such a failure is logged as an error naming the route.
 */
export async function auditedWrite<T>(call: AuditedCall, db: Kysely<Database>, work: (trx: Transaction<Database>, audit: AuditEntry) => Promise<T>): Promise<T> {
  const { entry } = call;
  const auditIds: number[] = [];
  const result = await db.transaction().execute(async (trx) => {
    const done = await work(trx, entry);
    const draft = entry.enabled ? call.draft() : null;
    if (!draft) {
      await call.markKeyCommitted(trx);
      return done;
    }
    const keyMark = call.keyMark();
    const records = entry.records ?? [{}];
    for (const [index, patch] of records.entries()) {
      let appended;
      try {
        appended = await appendAudit(trx, { ...draft, ...patch }, undefined, index === 0 ? keyMark : undefined);
      } catch (error) {
        call.log.error(
          { err: error, route: entry.path, entity: patch.entity ?? entry.entity, entityId: patch.entityId ?? draft.entityId },
          'AUDIT WRITE FAILED: the audited write is rolled back',
        );
        throw error;
      }
      if (index === 0 && keyMark && !appended.marked) call.keyTakenOver();
      auditIds.push(appended.id);
    }
    // A revert that put nothing back appends no record: its key is marked on its own.
    if (records.length === 0) await call.markKeyCommitted(trx);
    return done;
  });
  // Only a committed record counts: a write whose commit failed is recorded by the trail's hook as refused.
  entry.auditIds.push(...auditIds);
  entry.auditId = auditIds[0] ?? null;
  entry.recorded = true;
  return result;
}
