import { z } from 'zod';
import { boundedText, dateText, flagField, idField, numberChoice, pageFields, searchObject, textChoice } from './input';
import { endOfDay, EXPORT_DEFAULTS, EXPORT_SELECTION_MSG, TASK_LOG_PAGE_SIZE } from './taskConstants';

/** The zod schemas of the import and export task calls; their states, records and messages are in taskConstants.ts. */
export * from './taskConstants';

/** `GET /admin/v1/task/running`: the signed-in user's own unfinished tasks, of one template or bill type when given. */
export const runningTasksQuerySchema = searchObject({
  templateCode: boundedText(64).optional(),
  billType: boundedText(64).optional(),
});

export const importLogQuerySchema = z.object({
  templateCode: boundedText(64).optional(),
  ...pageFields(100, TASK_LOG_PAGE_SIZE),
});

export const exportTaskQuerySchema = z.object({
  billType: boundedText(64).optional(),
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
 * The ticked rows of an export (issue 15, bulk export): their ids. Only an export whose definition says it
 * honours them (`selectable`) accepts them; any other refuses rather than export everything.
 */
export const exportSelectionFields = {
  ids: z.array(idField(EXPORT_SELECTION_MSG), { error: EXPORT_SELECTION_MSG }).min(1, EXPORT_SELECTION_MSG).max(1000, EXPORT_SELECTION_MSG).optional(),
};
