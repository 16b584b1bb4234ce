import { lazy, Suspense, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Spin } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { ActionDecl, ColumnDecl, ResourceDecl } from '@resources/define';
import { columnKey } from '@resources/define';
import type { RowSelection } from '../bulk/useRowSelection';
import type { EditExit } from './InlineEditor';
import { CellError } from './CellError';
import { canEdit, useInlineEdit } from './useInlineEdit';
import './grid.css';

// A cell's editors load when a cell is first edited: most lists have no editable column (docs/performance.md#what-the-browser-loads).
const InlineEditor = lazy(() => import('./InlineEditor').then((m) => ({ default: m.InlineEditor })));
const SelectEditor = lazy(() => import('./SelectEditor').then((m) => ({ default: m.SelectEditor })));

type Row = Record<string, unknown>;
interface Cell {
  row: number;
  col: number;
}

interface Options {
  resource: ResourceDecl;
  rows: readonly Row[];
  reload: () => void;
  selection: RowSelection | null;
  /** The row's primary action (its first declared one), run by Enter on a cell that does not edit. */
  runPrimary: (action: ActionDecl, row: Row) => void;
  primary: ActionDecl | undefined;
  /** The box around the table: its cells are found in it. */
  box: RefObject<HTMLDivElement | null>;
}

/**
 * The list as a keyboard grid (docs/screens.md#inline-editing-and-the-keyboard-grid): one cell holds the focus (a roving
 * tabindex, so Tab enters and leaves the table in one step); arrows, Home and End move it; Enter or F2 edits an
 * editable cell; Enter on another cell opens the row's primary action; Space ticks the row for bulk actions;
 * Tab and Shift+Tab go to the next and previous editable cell. What happens is said in a live region.
 */
export function useGrid({ resource, rows, reload, selection, runPrimary, primary, box }: Options) {
  const { t } = useTranslation();
  const edit = useInlineEdit(resource, reload);
  const [focus, setFocus] = useState<Cell>({ row: 0, col: 0 });
  const [said, setSaid] = useState('');
  const colsRef = useRef<(ColumnDecl | undefined)[]>([]);

  const tdAt = (cell: Cell) => box.current?.querySelector<HTMLElement>(`[data-cell="${cell.row}:${cell.col}"]`);
  const moveTo = (cell: Cell) => {
    const count = colsRef.current.length;
    const next = { row: Math.max(0, Math.min(rows.length - 1, cell.row)), col: Math.max(0, Math.min(count - 1, cell.col)) };
    setFocus(next);
    // At once, not in the next frame: a key pressed before that frame (a quick typist, a busy machine) would
    // otherwise reach the cell the focus was leaving. Every cell takes focus from script (tabindex -1 or 0);
    // one not drawn yet (a row of the next page) is focused once React has drawn it.
    const td = tdAt(next);
    if (td) td.focus();
    else requestAnimationFrame(() => tdAt(next)?.focus());
  };

  /** The editable cells in reading order, to go to the next or previous one. */
  const editableCells = (): Cell[] => {
    const cells: Cell[] = [];
    rows.forEach((row, r) => colsRef.current.forEach((col, c) => canEdit(col, row) && cells.push({ row: r, col: c })));
    return cells;
  };
  const stepEditable = (from: Cell, step: 1 | -1): Cell | undefined => {
    const cells = editableCells();
    const at = cells.findIndex((c) => c.row === from.row && c.col === from.col);
    if (at >= 0) return cells[at + step];
    return step === 1
      ? cells.find((c) => c.row > from.row || (c.row === from.row && c.col > from.col))
      : [...cells].reverse().find((c) => c.row < from.row || (c.row === from.row && c.col < from.col));
  };

  const titleOf = (col: ColumnDecl) => t(col.titleKey ?? `${resource.name}.fields.${columnKey(col)}`);

  const startEdit = (cell: Cell) => {
    const row = rows[cell.row];
    const col = colsRef.current[cell.col];
    if (!row || !canEdit(col, row)) return false;
    setFocus(cell);
    edit.start(row, col.field);
    setSaid(t('grid.editing', { field: titleOf(col) }));
    return true;
  };

  const afterEdit = (cell: Cell, exit: EditExit) => {
    if (exit === 'down') moveTo({ row: cell.row + 1, col: cell.col });
    else if (exit === 'next' || exit === 'prev') {
      const next = stepEditable(cell, exit === 'next' ? 1 : -1);
      if (next) startEdit(next);
      else moveTo(cell);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const td = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    // Only a focused cell drives the grid; a button or link inside a cell keeps its own keys.
    if (!td || event.target !== td || event.altKey || event.ctrlKey || event.metaKey) return;
    const [row, col] = td.dataset.cell!.split(':').map(Number) as [number, number];
    const here = { row, col };
    const moves: Record<string, Cell> = {
      ArrowUp: { row: row - 1, col },
      ArrowDown: { row: row + 1, col },
      ArrowLeft: { row, col: col - 1 },
      ArrowRight: { row, col: col + 1 },
      Home: { row, col: 0 },
      End: { row, col: colsRef.current.length - 1 },
    };
    const record = rows[row];
    if (moves[event.key]) {
      event.preventDefault();
      moveTo(moves[event.key]!);
    } else if (event.key === 'F2' || event.key === 'Enter') {
      event.preventDefault();
      if (startEdit(here) || !record) return;
      if (event.key === 'F2') return;
      const inside = td.querySelector<HTMLElement>('button, a[href]');
      if (!colsRef.current[col] && inside) inside.focus();
      else if (primary) runPrimary(primary, record);
    } else if (event.key === ' ' && selection && record) {
      event.preventDefault();
      const ticked = selection.rows.some((r) => r[resource.idField ?? 'id'] === record[resource.idField ?? 'id']);
      selection.toggle(record);
      setSaid(t(ticked ? 'grid.unselected' : 'grid.selected', { count: selection.count + (ticked ? -1 : 1) }));
    } else if (event.key === 'Tab') {
      const next = stepEditable(here, event.shiftKey ? -1 : 1);
      if (!next) return; // leaves the grid, as Tab does
      event.preventDefault();
      moveTo(next);
    }
  };

  /** The table's columns with the grid's cells: focus, keys and, on editable columns, the editor. */
  const decorate = <T,>(columns: ColumnsType<T>, decls: (ColumnDecl | undefined)[]): ColumnsType<T> => {
    colsRef.current = decls;
    // The cell that takes Tab into the grid always exists, even when a new page has fewer rows.
    const at = { row: Math.max(0, Math.min(focus.row, rows.length - 1)), col: Math.max(0, Math.min(focus.col, columns.length - 1)) };
    return columns.map((column, c) => {
      const decl = decls[c];
      return {
        ...column,
        onCell: (record: T, index?: number) => {
          const r = index ?? 0;
          const row = record as Row;
          const editable = canEdit(decl, row);
          return {
            'data-cell': `${r}:${c}`,
            tabIndex: at.row === r && at.col === c ? 0 : -1,
            onFocus: (e: React.FocusEvent) => e.target === e.currentTarget && setFocus({ row: r, col: c }),
            className: [editable ? 'grid-cell-editable' : '', edit.isSaving(row, decl?.field) ? 'grid-cell-saving' : ''].filter(Boolean).join(' ') || undefined,
          } as React.HTMLAttributes<HTMLElement>;
        },
        render: (value: unknown, record: T, index: number): ReactNode => {
          const row = record as Row;
          const shown = column.render ? (column.render as (v: unknown, r: T, i: number) => ReactNode)(value, record, index) : (value as ReactNode);
          if (!decl || !canEdit(decl, row)) return shown;
          const error = edit.errorOf(row, decl.field);
          // How an editor of this cell ends: cancelled back to the cell, or saved and moved on.
          const ends = {
            error,
            onCancel: () => {
              edit.cancel();
              setSaid(t('grid.cancelled'));
              moveTo({ row: index, col: c });
            },
            // The keyboard moves on as soon as the value is accepted, while the save is on its way: keys
            // pressed meanwhile reach the grid instead of a closed editor.
            onCommit: (next: unknown, exit: EditExit) => edit.save(row, decl, next, () => afterEdit({ row: index, col: c }, exit)),
          };
          if (edit.isEditing(row, decl.field) && decl.inline.options) {
            return (
              <Suspense fallback={shown}>
                <SelectEditor resource={resource} row={row} choices={decl.inline.options as never} label={titleOf(decl)} {...ends} />
              </Suspense>
            );
          }
          if (edit.isEditing(row, decl.field)) {
            return (
              <Suspense fallback={shown}>
                <InlineEditor label={titleOf(decl)} value={edit.valueOf(row, decl.field)} maxLength={decl.inline.maxLength} numeric={decl.inline.widget === 'number'} {...ends} />
              </Suspense>
            );
          }
          return (
            <span className="grid-cell-value">
              {edit.isSaving(row, decl.field) ? <Spin size="small" className="grid-saving" aria-label={t('grid.saving')} /> : null}
              {shown}
              <CellError error={error} />
            </span>
          );
        },
      };
    });
  };

  return {
    onKeyDown,
    decorate,
    rowClassName: (row: Row) => (edit.isSaving(row) ? 'grid-row-saving' : ''),
    live: (
      <div className="visually-hidden" aria-live="polite" data-testid="grid-live">
        {said}
      </div>
    ),
  };
}
