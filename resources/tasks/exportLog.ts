import { TASK_LOG_PAGE_SIZE, TASK_MSG, exportStateEnum, type ExportTaskRecord } from '@schemas/taskConstants';
import { defineResource, type Condition } from '../define';
import { LOG_REFRESH_MS, downloadResult, progressColumn, taskColumns } from './taskColumns';

/** An export still being written. */
const exportRunning: Condition = { field: 'state', op: 'eq', value: 'doing' };

/**
 * 导出日志 (docs/product.md#the-admin-shell and docs/product.md#states-and-transitions): the user's exports, 20 a page, their state (进行中 turning while it runs),
 * the progress of a running one (docs/product.md#import-and-export-tasks), 下载结果, and cancel while one runs. The dropdown's log dialog shows the same list for one bill type.
 */
export default defineResource<ExportTaskRecord>()({
  api: {
    list: '/admin/v1/export-task/page',
    cancel: { url: '/admin/v1/export-task/cancel/:id', method: 'post' },
  },
  titleField: 'taskName',
  columns: [
    ...taskColumns<ExportTaskRecord>({ field: 'taskName', titleKey: 'importExport.columns.taskName' }, 'totalNum'),
    {
      field: 'state',
      titleKey: 'importExport.columns.state',
      type: 'tag',
      enum: exportStateEnum,
      colors: { done: 'success', failed: 'error', cancelled: 'default', doing: 'processing' },
      spinValues: ['doing'],
      search: { widget: 'select' },
      note: (r) => r.message,
      width: 150,
    },
    progressColumn<ExportTaskRecord>(),
  ],
  actions: [
    downloadResult<ExportTaskRecord>('exportResultFileName'),
    {
      key: 'cancel',
      kind: 'mutation',
      labelKey: 'importExport.cancel',
      endpoint: 'cancel',
      body: () => ({}),
      visible: exportRunning,
      confirmKey: 'importExport.cancelConfirm',
      success: TASK_MSG.exportCancelled,
      danger: true,
    },
  ],
  // The user's own exports move live; others' (seen by holders of the bill type's permission) are asked for again.
  live: { channel: 'tasks', pick: (event) => (event.kind === 'export' ? event.record : undefined) },
  autoRefresh: { while: exportRunning, intervalMs: LOG_REFRESH_MS },
  pageSize: TASK_LOG_PAGE_SIZE,
  pageSizeOptions: [TASK_LOG_PAGE_SIZE, 50, 100],
});
