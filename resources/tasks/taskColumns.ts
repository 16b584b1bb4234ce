import type { ColumnDecl, DownloadAction } from '../define';
import type { LogicName } from '../logic';
import { TASK_MSG, type TaskProgress } from '@schemas/taskConstants';

/** What both task logs show the same way (docs/product.md#records-and-fields), refreshed while a task runs. */
export const LOG_REFRESH_MS = 2000;

type Field<R> = Extract<keyof R, string>;

/** Creator, time, the task's name and its counts; the name and total fields differ by log (docs/product.md#records-and-fields). */
export const taskColumns = <R>(name: { field: Field<R>; titleKey: string }, total: Field<R>): ColumnDecl<R>[] => [
  { key: 'creatorName', titleKey: 'importExport.columns.creatorName', width: 120, ellipsis: true },
  { key: 'createTime', titleKey: 'importExport.columns.createTime', width: 170 },
  { field: name.field, titleKey: name.titleKey, ellipsis: true },
  { field: total, titleKey: 'importExport.columns.totalNum', type: 'number', width: 90 },
  { key: 'successNum', titleKey: 'importExport.columns.successNum', type: 'number', width: 90 },
];

/** A running task's progress bar, rate and time left (none once it ended); kept current by the live channel. */
export const progressColumn = <R extends { progress: TaskProgress | null }>(): ColumnDecl<R> => ({
  key: 'progress',
  titleKey: 'importExport.columns.progress',
  type: 'progress',
  value: (r) => r.progress,
  width: 260,
  hideInDetail: true,
});

/** 下载结果: the result file, named after the task; greyed out until it exists. */
export const downloadResult = <R extends { downloadUrl: string | null }>(fileName: LogicName): DownloadAction<R, Record<string, unknown>> => ({
  key: 'download',
  kind: 'download',
  labelKey: 'importExport.download',
  url: { template: '${record.downloadUrl}' },
  fileName: { logic: fileName },
  disabledReason: { if: { field: 'downloadUrl', op: 'empty' }, then: TASK_MSG.noResultFile },
});
