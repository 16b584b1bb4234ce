import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { auditedWrite, type AuditedCall } from '../audit/write';
import { insertImportLog, markImportUploaded, type TaskOwner } from '../repositories/tasks';
import { storeBuffer } from './files';
import type { ImportDefinition, TaskContext } from './registry';
import type { TaskRunner } from './runner';
import type { SheetFormat } from './uploadGuard';
import { claimTaskSlot } from './userTaskLimit';

/**
 * An uploaded workbook queued for import (docs/product.md#import-and-export-tasks), already checked to be a safe
 * workbook. The limit is counted in the transaction that creates the log row (under a lock of the user's row): the
 * row exists only if the user had a free slot, and its job only once the row and the stored file do. The log's id.
 */
export async function startImport(
  db: Kysely<Database>,
  call: AuditedCall,
  runner: TaskRunner,
  owner: TaskOwner,
  def: ImportDefinition,
  upload: { bytes: Buffer; fileName: string; format: SheetFormat; batch: string; storedName: string; ctx: TaskContext },
): Promise<number> {
  const { bytes, fileName, batch } = upload;
  const log = await auditedWrite(call, db, async (trx, audit) => {
    await claimTaskSlot(trx, owner.userId);
    const created = await insertImportLog(trx, owner, { templateCode: def.templateCode, batch, fileName });
    audit.target(created.id).diff(null, { templateCode: def.templateCode, batch, fileName, size: bytes.length });
    return created;
  });
  await storeBuffer(runner.files, 'import', upload.storedName, bytes);
  const jobId = randomUUID();
  const queued = await db.transaction().execute(async (trx) => {
    const row = await markImportUploaded(trx, log.id, jobId);
    await runner.submitImport(trx, jobId, { logId: log.id, templateCode: def.templateCode, ctx: upload.ctx, storedName: upload.storedName, format: upload.format });
    return row;
  });
  runner.events.announce({ kind: 'import', row: queued });
  runner.wake('import');
  return log.id;
}
