import type { ReactNode } from 'react';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ColumnDecl, ResourceDecl } from '@resources/define';
import { formatDate, formatMoney } from './format';

const EMPTY = <span className="cell-empty">-</span>;

export function renderCell(col: ColumnDecl, raw: unknown, lang: string): ReactNode {
  const value = col.mapValue ? col.mapValue(raw) : raw;
  if (value === undefined || value === null || value === '') return EMPTY;
  switch (col.render) {
    case 'enum':
      return col.enum ? col.enum.label(value, lang) : String(value);
    case 'tag': {
      const text = col.enum ? col.enum.label(value, lang) : String(value);
      return <Tag color={col.colors?.[String(value)] ?? 'default'}>{text}</Tag>;
    }
    case 'date':
      return formatDate(value, false);
    case 'datetime':
      return formatDate(value, true);
    case 'money':
      return formatMoney(value);
    default:
      return String(value);
  }
}

/** antd table columns from a resource declaration; titles from `<resource>.fields.<field>`. */
export function buildColumns<T>(resource: ResourceDecl, t: TFunction, lang: string): ColumnsType<T> {
  return resource.columns.map((col) => ({
    key: col.field,
    dataIndex: col.field,
    title: t(col.titleKey ?? `${resource.name}.fields.${col.field}`),
    width: col.width,
    ellipsis: col.ellipsis,
    align: col.align,
    render: (value: unknown) => renderCell(col, value, lang),
  }));
}
