import { Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ColumnDecl } from '@resources/define';
import { columnKey } from '@resources/define';
import { tm } from '@/providers/i18n';
import { renderCell } from '../values/renderValue';

/** The title of a column: its own key, else `<resource>.fields.<field>`. */
export const columnTitle = (col: ColumnDecl, namespace: string, t: TFunction) => t(col.titleKey ?? `${namespace}.fields.${columnKey(col)}`);

/** antd table columns from a column list (those hidden in the table left out); numbers and money align right. */
export function tableColumnsOf<T>(columns: ColumnDecl[], namespace: string, t: TFunction, lang: string): ColumnsType<T> {
  return columns
    .filter((col) => !col.hideInTable)
    .map((col) => ({
      key: columnKey(col),
      dataIndex: col.field,
      title: columnTitle(col, namespace, t),
      width: col.width,
      ellipsis: col.ellipsis,
      align: col.align ?? (col.type === 'money' || col.type === 'number' ? 'right' : undefined),
      render: (_: unknown, record: T) => {
        const row = record as Record<string, unknown>;
        const cell = renderCell(col, row, lang);
        const note = col.note?.(row);
        return note ? <Tooltip title={tm(note)}>{cell}</Tooltip> : cell;
      },
    }));
}
