/**
 * Import and export tasks (docs/product.md#records-and-fields, docs/product.md#states-and-transitions, docs/product.md#import-export-and-files and docs/product.md#errors-and-messages): their states, records, messages and limits, apart
 * from the zod schemas of their calls (tasks.ts) so that a list page carries them without the validation library.
 */
import type { z } from 'zod';
import { defineEnum } from './enums';
import type { exportRequestReplySchema, exportTaskRecordSchema, importLogRecordSchema, runningTasksSchema, taskProgressSchema } from './tasks';

/** Import task states and how the log shows them (docs/product.md#states-and-transitions). */
export const IMPORT_STATUSES = ['UPLOADING', 'UPLOADED', 'CHECKING', 'CHECKED', 'IMPORTING', 'IMPORTED', 'CHECK_FAIL', 'IMPORT_FAIL'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const importStatusEnum = defineEnum<ImportStatus>([
  { value: 'UPLOADING', zh: '导入中', en: 'Importing' },
  { value: 'UPLOADED', zh: '导入中', en: 'Importing' },
  { value: 'CHECKING', zh: '导入中', en: 'Importing' },
  { value: 'IMPORTING', zh: '导入中', en: 'Importing' },
  { value: 'CHECKED', zh: '校验完成导入中', en: 'Checked, importing' },
  { value: 'CHECK_FAIL', zh: '导入失败', en: 'Import failed' },
  { value: 'IMPORT_FAIL', zh: '导入失败', en: 'Import failed' },
  { value: 'IMPORTED', zh: '导入成功', en: 'Imported' },
]);

/** States in which an import is still running (the log refreshes while any row is in one). */
export const RUNNING_IMPORT_STATUSES: readonly ImportStatus[] = ['UPLOADING', 'UPLOADED', 'CHECKING', 'CHECKED', 'IMPORTING'];

/** Export task states: the three of docs/product.md#states-and-transitions plus `failed` (parameter error, interrupted by a restart ...). */
export const EXPORT_STATES = ['doing', 'done', 'cancelled', 'failed'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

export const exportStateEnum = defineEnum<ExportState>([
  { value: 'done', zh: '已完成', en: 'Done' },
  { value: 'doing', zh: '进行中', en: 'In progress' },
  { value: 'cancelled', zh: '已取消', en: 'Cancelled' },
  { value: 'failed', zh: '失败', en: 'Failed' },
]);

/** How far a running task is (null once it ended); the reply schema is in tasks.ts. */
export type TaskProgress = z.output<typeof taskProgressSchema>;

/** A row of `GET /import/importlog/page`. */
export type ImportLogRecord = z.output<typeof importLogRecordSchema>;

/** A row of `GET /admin/v1/export-task/page`. */
export type ExportTaskRecord = z.output<typeof exportTaskRecordSchema>;

/**
 * What the realtime channel tells a task's creator whenever the task moves (schemas/realtime.ts
 * taskDestination): the log row as the log pages return it.
 */
export type TaskEvent = { kind: 'import'; record: ImportLogRecord } | { kind: 'export'; record: ExportTaskRecord };

export type RunningTasks = z.output<typeof runningTasksSchema>;
/** Most tasks of each kind the running-tasks call lists. */
export const RUNNING_TASKS_MAX = 20;

/** The answer of an export request: the task, and how many rows matched when it was requested. */
export type ExportRequestReply = z.output<typeof exportRequestReplySchema>;

/** The messages (docs/product.md#errors-and-messages) of the task calls. */
export const TASK_MSG = {
  importStarted: '正在导入，请到导入日志中查询状态！',
  exportStarted: '正在导出，请到导出日志中查询状态并下载结果！',
  exportEmpty: '暂无满足条件的数据可以导出！',
  importFileType: '导入文件只能是.xls或.xlsx格式',
  exportCancelled: '已取消导出',
  noResultFile: '暂无结果文件',
} as const;

/** docs/product.md#import-export-and-files: export defaults (async, one sheet, exportType DATA, end date to 23:59:59). */
export const EXPORT_DEFAULTS = { async: true, maxSheets: 1, exportType: 'DATA' } as const;

/** Import files the browser and the server accept (docs/product.md#validation). */
export const IMPORT_FILE_EXTENSIONS = ['.xls', '.xlsx'] as const;
export const isImportFileName = (name: string) => /\.(xlsx|xls)$/i.test(name.trim());

/** Page query of both logs: 20 per page (docs/product.md#constants-and-limits). */
export const TASK_LOG_PAGE_SIZE = 20;

/** `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss` → the last second of that day (the export defaults of docs/product.md#import-export-and-files). */
export function endOfDay(value: string): string {
  return `${value.trim().slice(0, 10)} 23:59:59`;
}

/** The message of an export of ticked rows that its list cannot export by rows (docs/screens.md#operator-tools-on-every-list). */
export const EXPORT_SELECTION_MSG = '该导出不支持按所选行导出';
