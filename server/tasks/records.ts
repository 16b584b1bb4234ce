import type { Selectable } from 'kysely';
import type { ExportState, ExportTaskRecord, ImportLogRecord, ImportStatus } from '../../schemas/tasks';
import type { SysExportTaskTable, SysImportLogTable } from '../db/schema';
import { formatDateTime } from '../http/time';

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
  };
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
  };
}
