import { lazy, Suspense, type ReactNode } from 'react';
import { Tag } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import type { ColumnDecl } from '@resources/define';
import { formatMoney } from '@schemas/money';
import { columnKey } from '@resources/define';
import type { TaskProgress } from '@schemas/taskConstants';
import { formatDate, formatJson } from './format';
import { dynamic, scopeOf } from '../dynamic';
import { isWithheld } from '@/providers/withheld';
import { WithheldText } from './WithheldText';

const EMPTY = <span className="cell-empty">-</span>;

// The bar loads with the first screen that shows a running task (the task logs), not with every list.
const TaskProgressBar = lazy(() => import('./TaskProgressBar'));

/** What a column reads from a record: its computed value, else the field. */
export function valueOf(col: Pick<ColumnDecl, 'value' | 'field' | 'key'>, record: Record<string, unknown>): unknown {
  return col.value ? dynamic(col.value, `columns.${columnKey(col)}.value`, [record], scopeOf(record)) : record[columnKey(col)];
}

/**
 * A value as its declared type reads: enum labels, tags, money to the cent, dates, JSON; 无权查看 / Hidden where the
 * user's roles withhold the field it is (the server sent null).
 */
export function renderValue(col: Pick<ColumnDecl, 'type' | 'enum' | 'colors' | 'spinValues' | 'withheld'>, value: unknown, lang: string): ReactNode {
  if ((value === undefined || value === null) && isWithheld(col.withheld)) return <WithheldText />;
  if (value === undefined || value === null || value === '') return EMPTY;
  switch (col.type) {
    case 'enum':
      return col.enum ? col.enum.label(value, lang) : String(value);
    case 'tag': {
      const text = col.enum ? col.enum.label(value, lang) : String(value);
      const color = col.colors?.[String(value)] ?? 'default';
      // A value still in progress (a running task) turns while it runs.
      const spinning = col.spinValues?.some((v) => String(v) === String(value));
      return (
        <Tag color={color} icon={spinning ? <SyncOutlined spin /> : undefined}>
          {text}
        </Tag>
      );
    }
    case 'date':
      return formatDate(value, false);
    case 'datetime':
      return formatDate(value, true);
    case 'money': {
      // Exact to the cent: the sum of decimal strings, never floats (schemas/money.ts).
      let text: string;
      try {
        text = formatMoney(value as string | number);
      } catch {
        text = String(value);
      }
      return <span className="cell-money">{text}</span>;
    }
    case 'number':
      return <span className="cell-number">{String(value)}</span>;
    case 'json':
      return <pre className="show-json">{formatJson(value)}</pre>;
    case 'progress':
      return (
        <Suspense fallback={null}>
          <TaskProgressBar progress={value as TaskProgress} />
        </Suspense>
      );
    default:
      return String(value);
  }
}

/** A record's cell: the column's value rendered by its type. */
export const renderCell = (col: ColumnDecl, record: Record<string, unknown>, lang: string): ReactNode => renderValue(col, valueOf(col, record), lang);

/** The plain text of a value (confirmations, tab labels, header items). */
export function textOf(col: Pick<ColumnDecl, 'type' | 'enum'>, value: unknown, lang: string): string {
  if (value === undefined || value === null || value === '') return '';
  if ((col.type === 'enum' || col.type === 'tag') && col.enum) return col.enum.label(value, lang);
  if (col.type === 'date' || col.type === 'datetime') return formatDate(value, col.type === 'datetime');
  return String(value);
}
