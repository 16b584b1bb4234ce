import { useCallback, useMemo, useState } from 'react';
import type { TableRowSelection } from 'antd/es/table/interface';
import { useRowCheckLabel } from '../a11y';

type Row = Record<string, unknown>;
type Key = string | number;

export interface RowSelection {
  /** The ticked rows, on every page, in the order they were ticked. */
  rows: Row[];
  count: number;
  clear: () => void;
  /** Keeps only these rows ticked (those a bulk action could not do). */
  keepOnly: (keys: Key[]) => void;
  /** Ticks a row, or unticks it (Space in the keyboard grid). */
  toggle: (row: Row) => void;
  /** The antd table's selection column. */
  tableProps: TableRowSelection<Row>;
}

/**
 * The rows ticked in a list for its bulk actions (docs/screens.md#operator-tools-on-every-list): kept across pages and searches until
 * cleared, each with its record, so a bulk action has the row it needs (its title for the result, its fields for
 * the call's body).
 */
export function useRowSelection(idField: string): RowSelection {
  const [selected, setSelected] = useState<Map<Key, Row>>(() => new Map());
  const keyOf = useCallback((row: Row) => row[idField] as Key, [idField]);

  const onChange = useCallback(
    (keys: Key[], rows: (Row | undefined)[]) => {
      setSelected((previous) => {
        const byKey = new Map<Key, Row>();
        for (const row of rows) if (row) byKey.set(keyOf(row), row);
        const next = new Map<Key, Row>();
        // antd hands the keys of other pages back without their records: those come from what was kept.
        for (const key of keys) {
          const row = byKey.get(key) ?? previous.get(key);
          if (row) next.set(key, row);
        }
        return next;
      });
    },
    [keyOf],
  );

  const keys = useMemo(() => [...selected.keys()], [selected]);
  const checkLabel = useRowCheckLabel();
  return {
    rows: useMemo(() => [...selected.values()], [selected]),
    count: selected.size,
    clear: useCallback(() => setSelected(new Map()), []),
    keepOnly: useCallback((only: Key[]) => setSelected((previous) => new Map([...previous].filter(([k]) => only.includes(k)))), []),
    toggle: useCallback(
      (row: Row) =>
        setSelected((previous) => {
          const next = new Map(previous);
          if (next.has(keyOf(row))) next.delete(keyOf(row));
          else next.set(keyOf(row), row);
          return next;
        }),
      [keyOf],
    ),
    tableProps: { selectedRowKeys: keys, preserveSelectedRowKeys: true, onChange: onChange as TableRowSelection<Row>['onChange'], columnWidth: 48, getCheckboxProps: checkLabel },
  };
}
