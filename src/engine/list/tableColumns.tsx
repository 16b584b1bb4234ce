import { Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ColumnDecl } from '@resources/define';
import { columnKey } from '@resources/define';
import { tm } from '@/providers/i18n';
import { renderCell } from '../values/renderValue';
import { tableOrder, type ArrangedColumn } from './columnSettings';
import type { SortState } from './listAddress';
import { dynamic, scopeOf } from '../dynamic';

/** The title of a column: its own key, else `<resource>.fields.<field>`. */
export const columnTitle = (col: ColumnDecl, namespace: string, t: TFunction) => t(col.titleKey ?? `${namespace}.fields.${columnKey(col)}`);

interface ListOptions {
  /** The user's arrangement (docs/screens.md#operator-tools-on-every-list): order, hidden columns, widths, pinning. */
  arranged?: ArrangedColumn[];
  /** The sort in force: its column shows it; sortable columns sort from their header. */
  sort?: SortState;
}

/** antd table columns from a column list (those hidden in the table left out); numbers and money align right. */
export function tableColumnsOf<T>(columns: ColumnDecl[], namespace: string, t: TFunction, lang: string, { arranged, sort }: ListOptions = {}): ColumnsType<T> {
  const shown: Pick<ArrangedColumn, 'column' | 'width' | 'fixed'>[] = arranged
    ? tableOrder(arranged)
    : columns.filter((col) => !col.hideInTable).map((column) => ({ column, width: column.width }));
  return shown.map(({ column: col, width, fixed }) => {
    const key = columnKey(col);
    return {
      key,
      dataIndex: col.field,
      title: columnTitle(col, namespace, t),
      width,
      fixed,
      ellipsis: col.ellipsis,
      align: col.align ?? (col.type === 'money' || col.type === 'number' ? 'right' : undefined),
      ...(col.sortable ? { sorter: true, sortOrder: sort?.field === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null } : {}),
      render: (_: unknown, record: T) => {
        const row = record as Record<string, unknown>;
        const cell = renderCell(col, row, lang);
        const note = dynamic(col.note, `${namespace}.columns.${key}.note`, [row], scopeOf(row));
        return note ? <Tooltip title={tm(note)}>{cell}</Tooltip> : cell;
      },
    };
  });
}
