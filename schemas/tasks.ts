import { z } from 'zod';
import { boundedText, dateText, flagField, idField, numberChoice, pageFields, searchObject, textChoice } from './input';
import { endOfDay, EXPORT_DEFAULTS, EXPORT_SELECTION_MSG, EXPORT_STATES, IMPORT_STATUSES, TASK_LOG_PAGE_SIZE } from './taskConstants';
import { dateTimeText } from './reply';

/** The zod schemas of the import and export task calls; their states, records and messages are in taskConstants.ts. */
export * from './taskConstants';

/** `GET /admin/v1/task/running`: the signed-in user's own unfinished tasks, of one template or bill type when given. */
export const runningTasksQuerySchema = searchObject({
  templateCode: boundedText(64).optional(),
  billType: boundedText(64).optional(),
});

export const importLogQuerySchema = z.object({
  templateCode: boundedText(64).optional(),
  status: textChoice(IMPORT_STATUSES).optional(),
  ...pageFields(100, TASK_LOG_PAGE_SIZE),
});

export const exportTaskQuerySchema = z.object({
  billType: boundedText(64).optional(),
  state: textChoice(EXPORT_STATES).optional(),
  ...pageFields(100, TASK_LOG_PAGE_SIZE),
});

/** The common fields of every export request, on top of the list's own filters. */
export const exportRequestFields = {
  billType: boundedText(64).optional(),
  exportType: textChoice([EXPORT_DEFAULTS.exportType]).default(EXPORT_DEFAULTS.exportType),
  async: flagField().default(EXPORT_DEFAULTS.async),
  maxSheets: numberChoice([EXPORT_DEFAULTS.maxSheets]).default(EXPORT_DEFAULTS.maxSheets),
};

/** The date range of an export over creation times: real dates, the end running to 23:59:59 of its day. */
export const exportDateFields = {
  beginDate: dateText('开始日期格式错误').optional(),
  endDate: dateText('结束日期格式错误').transform(endOfDay).optional(),
};

/**
 * The ticked rows of an export (docs/screens.md#operator-tools-on-every-list, bulk export): their ids. Only an export whose definition says it
 * honours them (`selectable`) accepts them; any other refuses rather than export everything.
 */
export const exportSelectionFields = {
  ids: z.array(idField(EXPORT_SELECTION_MSG), { error: EXPORT_SELECTION_MSG }).min(1, EXPORT_SELECTION_MSG).max(1000, EXPORT_SELECTION_MSG).optional(),
};

/**
 * How far a running task is (null once it ended). `waiting`: queued, not started; `reading`: an import reads its
 * file (how many rows it holds is not known yet); `writing`: an import checks and writes its rows, or an export
 * writes its file, `done` of `total`. The rate is the one its worker measures; the time left follows from it.
 */
export const taskProgressSchema = z.strictObject({
  phase: z.enum(['waiting', 'reading', 'writing']),
  done: z.int().min(0),
  total: z.int().min(0).nullable(),
  rowsPerSecond: z.number().nullable(),
  secondsLeft: z.number().nullable(),
});

const downloadUrl = z.string().nullable().describe('Relative to the API base; null until the file exists');

/** A row of `GET /import/importlog/page` (docs/product.md#records-and-fields). */
export const importLogRecordSchema = z
  .strictObject({
    id: z.int(),
    templateCode: z.string(),
    batch: z.string(),
    fileName: z.string(),
    dataCount: z.int().min(0),
    successNum: z.int().min(0),
    status: z.enum(IMPORT_STATUSES),
    errorMsg: z.string().nullable().describe('Why the task failed (file-level problems, interruption); row errors are in the result file'),
    creatorName: z.string(),
    createTime: dateTimeText,
    downloadUrl,
    progress: taskProgressSchema.nullable(),
  })
  .meta({ id: 'ImportLogRecord' });

/** A row of `GET /admin/v1/export-task/page` (docs/product.md#records-and-fields). */
export const exportTaskRecordSchema = z
  .strictObject({
    id: z.int(),
    taskName: z.string(),
    billType: z.string().nullable(),
    totalNum: z.int().min(0),
    successNum: z.int().min(0),
    state: z.enum(EXPORT_STATES),
    message: z.string().nullable(),
    creatorName: z.string(),
    createTime: dateTimeText,
    downloadUrl,
    progress: taskProgressSchema.nullable(),
  })
  .meta({ id: 'ExportTaskRecord' });

/** `GET /admin/v1/task/running`: the user's own unfinished tasks. */
export const runningTasksSchema = z.strictObject({ imports: z.array(importLogRecordSchema), exports: z.array(exportTaskRecordSchema) });

/** The answer of an export request: the task, and how many rows matched when it was requested. */
export const exportRequestReplySchema = z.strictObject({ taskId: z.int().nullable(), total: z.int().min(0) });

/** The answer of an upload: the import task and its batch. */
export const importStartedSchema = z.strictObject({ id: z.int(), batch: z.string() });

/** The media type of templates, result files and exports (.xlsx). */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
