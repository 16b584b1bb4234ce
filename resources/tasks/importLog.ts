import { RUNNING_IMPORT_STATUSES, TASK_LOG_PAGE_SIZE, importStatusEnum, type ImportLogRecord } from '@schemas/taskConstants';
import { defineResource } from '../define';
import { LOG_REFRESH_MS, downloadResult, progressColumn, taskColumns } from './taskColumns';

/**
 * 导入日志 (docs/product.md#the-admin-shell and docs/product.md#states-and-transitions): the user's imports, 20 a page, their state (导入中 turning while it
 * runs, the reason of a failure on hover), the progress of a running one (docs/product.md#import-and-export-tasks) and 下载结果. The dropdown's log dialog shows the same list for one template.
 */
export default defineResource<ImportLogRecord>()({
  api: { list: '/import/importlog/page' },
  titleField: 'fileName',
  columns: [
    ...taskColumns<ImportLogRecord>({ field: 'fileName', titleKey: 'importExport.columns.fileName' }, 'dataCount'),
    {
      field: 'status',
      titleKey: 'importExport.columns.state',
      type: 'tag',
      enum: importStatusEnum,
      colors: { IMPORTED: 'success', CHECK_FAIL: 'error', IMPORT_FAIL: 'error', ...Object.fromEntries(RUNNING_IMPORT_STATUSES.map((s) => [s, 'processing'])) },
      spinValues: RUNNING_IMPORT_STATUSES,
      search: { widget: 'select' },
      note: (r) => r.errorMsg,
      width: 150,
    },
    progressColumn<ImportLogRecord>(),
  ],
  actions: [downloadResult<ImportLogRecord>('importResultFileName')],
  // The user's own imports move live; others' (seen by holders of the template's permission) are asked for again.
  live: { channel: 'tasks', pick: (event) => (event.kind === 'import' ? event.record : undefined) },
  autoRefresh: { while: { field: 'status', op: 'in', value: [...RUNNING_IMPORT_STATUSES] }, intervalMs: LOG_REFRESH_MS },
  pageSize: TASK_LOG_PAGE_SIZE,
  pageSizeOptions: [TASK_LOG_PAGE_SIZE, 50, 100],
});
