import type { ColumnDecl } from '../define';

/** What both task logs show the same way (SPEC.md section 3: creator, time, counts), 20 a page, refreshed while a task runs. */
export const LOG_REFRESH_MS = 2000;

export const creatorColumns = <R,>(): ColumnDecl<R>[] =>
  [
    { key: 'creatorName', titleKey: 'importExport.columns.creatorName', width: 120, ellipsis: true },
    { key: 'createTime', titleKey: 'importExport.columns.createTime', width: 170 },
  ] as ColumnDecl<R>[];

/** The file name a task's result downloads as. */
export const resultFileName = (name: string) => `${name.replace(/\.(xlsx|xls)$/i, '')}.xlsx`;
