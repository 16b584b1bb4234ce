import type { Kysely } from 'kysely';
import type { MessageRef, MessageTask } from '../../schemas/sysMessage';
import { MESSAGE_REF_TYPES } from '../../schemas/sysMessage';
import type { Database } from '../db/schema';
import { maySeeExport, maySeeImport, type TaskReader } from '../tasks/access';
import { exportTaskRecord, importLogRecord } from '../tasks/records';
import { findExportTask, findImportLog } from '../repositories/tasks';

/** The stored reference of a message, when it names a known kind of task. */
export function messageRefOf(row: { ref_type: string | null; ref_id: number | null }): MessageRef | null {
  const type = MESSAGE_REF_TYPES.find((t) => t === row.ref_type);
  return type && row.ref_id !== null ? { type, id: Number(row.ref_id) } : null;
}

/**
 * The task a reminder is about, as its log shows it now (state, counts, result file). Null when the row is
 * gone or the user may no longer see it (same rules as the logs: the request's tenant, creator or permission).
 */
export async function loadMessageTask(db: Kysely<Database>, user: TaskReader, ref: MessageRef | null): Promise<MessageTask | null> {
  // An approval request is not a task: the reminder's page links to the request's own page.
  if (!ref || ref.type === 'approval') return null;
  if (ref.type === 'import') {
    const row = await findImportLog(db, ref.id);
    return row && maySeeImport(user, row) ? { type: 'import', record: importLogRecord(row) } : null;
  }
  const row = await findExportTask(db, ref.id);
  return row && maySeeExport(user, row) ? { type: 'export', record: exportTaskRecord(row) } : null;
}
