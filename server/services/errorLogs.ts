import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { errorLogUploadSchema } from '../../schemas/errorLog';
import type { Database } from '../db/schema';
import { notFound } from '../http/envelope';
import { auditedWrite, type AuditedCall } from '../audit/write';
import { deleteErrorLog, errorLogToWire, insertErrorLogs } from '../repositories/errorLogs';

/** The writes of front-end error logs (docs/product.md#logs-messages-and-realtime), each audited, within one tenant. */

export const removeErrorLog = (db: Kysely<Database>, call: AuditedCall, tenantId: number, id: number) =>
  auditedWrite(call, db, async (trx, audit) => {
    audit.target(id);
    const deleted = await deleteErrorLog(trx, tenantId, id);
    if (!deleted) throw notFound();
    audit.diff(errorLogToWire(deleted), null);
  });

/** Stores the console's uploaded entries, each with who sent them and from where. */
export const storeErrorLogs = (
  db: Kysely<Database>,
  call: AuditedCall,
  sender: { tenantId: number; userId: number; username: string; remoteAddr: string; userAgent: string | null },
  entries: z.output<typeof errorLogUploadSchema>,
) =>
  auditedWrite(call, db, async (trx, audit) => {
    const written = await insertErrorLogs(trx, sender, entries);
    // The entries are the console's own error reports: the trail keeps which rows came in, not their text.
    audit.field(
      'ids',
      null,
      written.map((r) => r.id),
    );
  });
