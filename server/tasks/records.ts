import type { Selectable } from 'kysely';
import type { ExportState, ExportTaskRecord, ImportLogRecord, ImportStatus, TaskProgress } from '../../schemas/tasks';
import type { SysExportTaskTable, SysImportLogTable } from '../db/schema';
import { formatDateTime } from '../domain/time';

/** The module whose path prefixes the result download (`{module}/importdata/export/excel`). */
export const IMPORT_MODULE = '/platsync';

export const exportFileUrl = (fileName: string) => `/admin/sys-file/export/${fileName}`;

export const importResultUrl = (row: { template_code: string; batch: string }) =>
  `${IMPORT_MODULE}/importdata/export/excel?templateCode=${encodeURIComponent(row.template_code)}&batch=${encodeURIComponent(row.batch)}`;

/** A row of the import log as the console sees it (the log page and the reminder detail). */
export function importLogRecord(row: Selectable<SysImportLogTable>): ImportLogRecord {
  return {
    id: row.id,
    templateCode: row.template_code,
    batch: row.batch,
    fileName: row.file_name,
    dataCount: row.data_count,
    successNum: row.success_num,
    status: row.status as ImportStatus,
    errorMsg: row.error_msg,
    creatorName: row.creator_name,
    createTime: formatDateTime(row.create_time) ?? '',
    downloadUrl: row.result_file ? importResultUrl(row) : null,
    progress: importProgress(row),
  };
}

const waiting: TaskProgress = { phase: 'waiting', done: 0, total: null, rowsPerSecond: null, secondsLeft: null };

/** Rows done of a known total, at the rate measured: the time left follows. */
function writing(done: number, total: number, rate: number | null): TaskProgress {
  const rowsPerSecond = rate !== null && rate > 0 ? Math.round(rate) : null;
  return { phase: 'writing', done, total, rowsPerSecond, secondsLeft: rowsPerSecond ? Math.ceil(Math.max(0, total - done) / rowsPerSecond) : null };
}

function importProgress(row: Selectable<SysImportLogTable>): TaskProgress | null {
  switch (row.status as ImportStatus) {
    case 'UPLOADING':
    case 'UPLOADED':
      return waiting;
    case 'CHECKING': {
      const rate = row.rows_per_second !== null && row.rows_per_second > 0 ? Math.round(row.rows_per_second) : null;
      return { phase: 'reading', done: row.done_num, total: null, rowsPerSecond: rate, secondsLeft: null };
    }
    case 'CHECKED':
    case 'IMPORTING':
      return writing(row.done_num, row.data_count, row.rows_per_second);
    default:
      return null;
  }
}

function exportProgress(row: Selectable<SysExportTaskTable>): TaskProgress | null {
  if (row.state !== 'doing') return null;
  // A run claims the task by numbering itself: before the first claim the export is still queued.
  return row.attempt === 0 ? waiting : writing(row.success_num, row.total_num, row.rows_per_second);
}

/** A row of the export log as the console sees it (the log page and the reminder detail). */
export function exportTaskRecord(row: Selectable<SysExportTaskTable>): ExportTaskRecord {
  return {
    id: row.id,
    taskName: row.task_name,
    billType: row.bill_type,
    totalNum: row.total_num,
    successNum: row.success_num,
    state: row.state as ExportState,
    message: row.message,
    creatorName: row.creator_name,
    createTime: formatDateTime(row.create_time) ?? '',
    downloadUrl: row.state === 'done' && row.file_name ? exportFileUrl(row.file_name) : null,
    progress: exportProgress(row),
  };
}
